import type { ActionFunctionArgs } from "#remix-runtime";
import { createPaymentIntent } from "~/services/payment-intent-api.server";

/** POST /api/create-payment-intent: a pending order for a payment (docs/product.md, the JSON API). */
export async function action({ request, context }: ActionFunctionArgs) {
  return createPaymentIntent(request, context);
}
