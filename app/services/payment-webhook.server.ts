import { findOrderByPaymentReference, isPaymentEventProcessed } from "~/models/order-payment.server";
import { getOrderByPublicId } from "~/models/order.server";
import { apiError } from "../http/json-api.server";
import type { LoadContext } from "../http/load-context.server";
import { publicOrigin } from "../http/public-origin.server";
import { hostedProvider, settlePayment } from "./hosted-payment.server";

const received = (message: string) => Response.json({ received: true, message });

/**
 * A provider's event, from its raw body: the signature must verify (else 400
 * and nothing read), an event id already stored changes nothing, and the 2xx
 * answer comes only after the change and the event row are written together,
 * so a crash before it makes the provider send the event again. Events may
 * arrive in any order: the order moves only forward (see recordPaymentOutcome).
 */
export async function receivePaymentEvent(request: Request, context: LoadContext) {
  const provider = hostedProvider(context);
  if (!provider) return apiError(404, "No payment provider sends events here.");
  // The exact bytes Stripe signed: the body is never parsed before it verifies.
  const rawBody = await request.text();
  const event = await provider.verifyEvent(rawBody, request.headers.get("Stripe-Signature"));
  if (!event) return apiError(400, "The event's signature does not verify.");
  if (await isPaymentEventProcessed({ db: context.db, eventId: event.id })) return received("Already processed.");
  if (!event.outcome) return received("Ignored.");

  const order = await findEventOrder(context, event.orderPublicId, event.outcome.reference, provider.name);
  // Not ours (another shop on the same account, or a test event): acknowledged, so Stripe stops retrying.
  if (!order) return received("No order matches this event.");
  const processed = await settlePayment({
    context,
    order,
    outcome: event.outcome,
    event: { id: event.id, type: event.type },
    origin: publicOrigin(request, context),
  });
  return received(processed ? "Processed." : "Already processed.");
}

async function findEventOrder(context: LoadContext, publicId: string | null, reference: string, provider: string) {
  // Our metadata names the order; the stored reference is the fallback for a payment made without it.
  const id = publicId ?? (await findOrderByPaymentReference({ db: context.db, provider, reference }));
  return id ? getOrderByPublicId({ db: context.db, publicId: id }) : null;
}
