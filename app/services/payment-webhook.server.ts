import { findOrderByPaymentReference, isPaymentEventProcessed } from "~/models/order-payment.server";
import { getOrderByPublicId } from "~/models/order.server";
import { auditWebhookRetry, getOpenWebhookFailure, recordWebhookFailure, resolveWebhookFailure } from "~/models/webhook-failures.server";
import { hostedProvider, settlePayment } from "./hosted-payment.server";
import type { PaymentEvent, HostedPaymentProvider } from "./payment/payment-provider";
import { logOf, type ServiceContext } from "./service-context";

type WebhookContext = Pick<ServiceContext, "db" | "env" | "outbox" | "log">;
type Outcome = Extract<PaymentEventResult, { ok: true }>["outcome"];

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
 * e-mail's order link points at. Processing that throws is recorded in
 * webhook_failures (for /admin/system and /readyz) and thrown on, so the
 * provider gets a 5xx and sends the event again.
 */
export async function receivePaymentEvent(
  context: WebhookContext,
  { rawBody, signature, origin }: { rawBody: string; signature: string | null; origin: string },
): Promise<PaymentEventResult> {
  const provider = hostedProvider(context);
  if (!provider) return { ok: false, reason: "no-provider" };
  // The exact bytes the provider signed: the body is never parsed before it verifies.
  const event = await provider.verifyEvent(rawBody, signature);
  if (!event) return { ok: false, reason: "bad-signature" };
  return { ok: true, outcome: await processRecorded(context, provider, event, { rawBody, origin }) };
}

export type WebhookRetryResult =
  | { ok: true; outcome: Outcome }
  | { ok: false; reason: "not-found" | "no-provider" }
  | { ok: false; reason: "failed"; error: string };

/**
 * The admin's "Retry" on a failed event: processes the stored body now, as a
 * delivery would. Its signature is not checked again: it was verified when
 * the event arrived (only verified events are stored), and a signature's
 * timestamp is only accepted for minutes, so a stored one would no longer
 * verify. Processing is idempotent (the event's payment_events row), so a
 * retry that races the provider's own redelivery changes the order once.
 * A retry that fails again counts another attempt; it is audited either way.
 */
export async function retryWebhookFailure(
  context: WebhookContext,
  { adminId, eventId, origin }: { adminId: number; eventId: string; origin: string },
): Promise<WebhookRetryResult> {
  const failure = await getOpenWebhookFailure({ db: context.db, eventId });
  if (!failure) return { ok: false, reason: "not-found" };
  const provider = hostedProvider(context);
  if (!provider || provider.name !== failure.provider) return { ok: false, reason: "no-provider" };
  await auditWebhookRetry({ db: context.db, userId: adminId, eventId, type: failure.type });
  try {
    const event = provider.readVerifiedEvent(failure.payload);
    return { ok: true, outcome: await processRecorded(context, provider, event, { rawBody: failure.payload, origin }) };
  } catch (error) {
    logOf(context).error({ err: error, eventId }, "webhook: retry failed");
    return { ok: false, reason: "failed", error: errorText(error) };
  }
}

/** Processes a verified event; a throw is recorded, then thrown on; success resolves an earlier failure. */
async function processRecorded(
  context: WebhookContext,
  provider: HostedPaymentProvider,
  event: PaymentEvent,
  { rawBody, origin }: { rawBody: string; origin: string },
): Promise<Outcome> {
  let outcome: Outcome;
  try {
    outcome = await processEvent(context, provider, event, origin);
  } catch (error) {
    await noteFailure(context, { eventId: event.id, provider: provider.name, type: event.type, payload: rawBody, error });
    throw error;
  }
  try {
    await resolveWebhookFailure({ db: context.db, eventId: event.id });
  } catch (error) {
    // The event was processed: a 5xx now would only make the provider send it again for nothing.
    logOf(context).error({ err: error, eventId: event.id }, "webhook: could not mark the failure resolved");
  }
  return outcome;
}

async function processEvent(context: WebhookContext, provider: HostedPaymentProvider, event: PaymentEvent, origin: string): Promise<Outcome> {
  if (await isPaymentEventProcessed({ db: context.db, eventId: event.id })) return "already-processed";
  if (!event.outcome) return "ignored";
  const order = await findEventOrder(context, event.orderPublicId, event.outcome.reference, provider.name);
  // Not ours (another shop on the same account, or a test event): acknowledged, so the provider stops retrying.
  if (!order) return "no-order";
  const processed = await settlePayment({ context, order, outcome: event.outcome, event: { id: event.id, type: event.type }, origin });
  return processed ? "processed" : "already-processed";
}

/** Records a failure without ever replacing the error being answered: if the database is what failed, this only logs. */
async function noteFailure(
  context: WebhookContext,
  failure: { eventId: string; provider: string; type: string; payload: string; error: unknown },
) {
  try {
    await recordWebhookFailure({ db: context.db, ...failure, error: errorText(failure.error) });
  } catch (recordError) {
    logOf(context).error({ err: recordError, eventId: failure.eventId }, "webhook: could not record the failure");
  }
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

async function findEventOrder(context: Pick<ServiceContext, "db">, publicId: string | null, reference: string, provider: string) {
  // Our metadata names the order; the stored reference is the fallback for a payment made without it.
  const id = publicId ?? (await findOrderByPaymentReference({ db: context.db, provider, reference }));
  return id ? getOrderByPublicId({ db: context.db, publicId: id }) : null;
}
