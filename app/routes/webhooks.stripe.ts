import type { ActionFunctionArgs } from "#remix-runtime";
import { receivePaymentEvent } from "~/services/payment-webhook.server";

/** POST /webhooks/stripe: Stripe's signed events about our orders' payments (decision 0031). */
export async function action({ request, context }: ActionFunctionArgs) {
  return receivePaymentEvent(request, context);
}
