import type { ActionFunctionArgs } from "#remix-runtime";
import { apiError } from "~/http/json-api.server";
import { publicOrigin } from "~/http/public-origin.server";
import { receivePaymentEvent, type PaymentEventResult } from "~/services/payment-webhook.server";

const RECEIVED: Record<Extract<PaymentEventResult, { ok: true }>["outcome"], string> = {
  processed: "Processed.",
  "already-processed": "Already processed.",
  ignored: "Ignored.",
  "no-order": "No order matches this event.",
};

/**
 * POST /webhooks/stripe: Stripe's signed events about our orders' payments
 * (decision 0031). A 2xx tells Stripe to stop sending the event; a 400 (the
 * signature does not verify) changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await receivePaymentEvent(context, {
    rawBody: await request.text(),
    signature: request.headers.get("Stripe-Signature"),
    origin: publicOrigin(request, context),
  });
  if (result.ok) return Response.json({ received: true, message: RECEIVED[result.outcome] });
  return result.reason === "no-provider"
    ? apiError(404, "No payment provider sends events here.")
    : apiError(400, "The event's signature does not verify.");
}
