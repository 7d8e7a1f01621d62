import { findOrderByPaymentReference, isPaymentEventProcessed } from "~/models/order-payment.server";
import { getOrderByPublicId } from "~/models/order.server";
import { hostedProvider, settlePayment } from "./hosted-payment.server";
import type { ServiceContext } from "./service-context";

/**
 * What became of a provider's event. Anything but a missing provider or a
 * bad signature is acknowledged (2xx), so the provider stops sending it.
 */
export type PaymentEventResult =
  | { ok: false; reason: "no-provider" | "bad-signature" }
  | { ok: true; outcome: "processed" | "already-processed" | "ignored" | "no-order" };

/**
 * A provider's event, from its raw body: the signature must verify (else
 * nothing is read), an event id already stored changes nothing, and the
 * outcome is answered only after the change and the event row are written
 * together, so a crash before the answer makes the provider send the event
 * again. Events may arrive in any order: the order moves only forward (see
 * recordPaymentOutcome). `origin` is the public origin the confirmation
 * e-mail's order link points at.
 */
export async function receivePaymentEvent(
  context: Pick<ServiceContext, "db" | "env" | "outbox">,
  { rawBody, signature, origin }: { rawBody: string; signature: string | null; origin: string },
): Promise<PaymentEventResult> {
  const provider = hostedProvider(context);
  if (!provider) return { ok: false, reason: "no-provider" };
  // The exact bytes the provider signed: the body is never parsed before it verifies.
  const event = await provider.verifyEvent(rawBody, signature);
  if (!event) return { ok: false, reason: "bad-signature" };
  if (await isPaymentEventProcessed({ db: context.db, eventId: event.id })) return { ok: true, outcome: "already-processed" };
  if (!event.outcome) return { ok: true, outcome: "ignored" };

  const order = await findEventOrder(context, event.orderPublicId, event.outcome.reference, provider.name);
  // Not ours (another shop on the same account, or a test event): acknowledged, so the provider stops retrying.
  if (!order) return { ok: true, outcome: "no-order" };
  const processed = await settlePayment({ context, order, outcome: event.outcome, event: { id: event.id, type: event.type }, origin });
  return { ok: true, outcome: processed ? "processed" : "already-processed" };
}

async function findEventOrder(context: Pick<ServiceContext, "db">, publicId: string | null, reference: string, provider: string) {
  // Our metadata names the order; the stored reference is the fallback for a payment made without it.
  const id = publicId ?? (await findOrderByPaymentReference({ db: context.db, provider, reference }));
  return id ? getOrderByPublicId({ db: context.db, publicId: id }) : null;
}
