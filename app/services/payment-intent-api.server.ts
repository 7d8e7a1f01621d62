import type * as z from "zod";
import type { paymentIntentSchema } from "~/lib/payment-intent-schema";
import { limitAttempt } from "./limit-attempt.server";
import type { OrderSummary } from "~/models/order.server";
import { hostedProvider } from "./hosted-payment.server";
import { placeOrder, type NextPaymentStep, type PlaceOrderFailure } from "./place-order.server";
import type { RateLimited, ServiceContext } from "./service-context";

/** The API's body, validated by the route (docs/product.md, the order payload). */
export type PaymentIntentBody = z.infer<typeof paymentIntentSchema>;

export type PaymentIntentResult =
  | RateLimited
  | { ok: false; reason: "invalid-request" }
  | { ok: false; reason: "not-placed"; failure: PlaceOrderFailure }
  | { ok: true; order: OrderSummary; created: boolean; next?: NextPaymentStep };

/**
 * Creates a pending order for a payment, through the same pipeline as the
 * checkout form: the amount is recomputed from the catalogue and must equal
 * the client's; an idempotency key makes a retry return the same order
 * instead of a second one. Every call counts against the checkout limit, a
 * malformed one too: `body` is null when the key or the body did not validate
 * (the route has the reason). `origin` is the public origin a hosted payment
 * returns to.
 */
export async function createPaymentIntent(
  context: ServiceContext,
  { body, idempotencyKey, userId, origin }: { body: PaymentIntentBody | null; idempotencyKey: string | null; userId: number | null; origin: string },
): Promise<PaymentIntentResult> {
  const limited = await limitAttempt(context, "checkout");
  if (limited) return limited;
  if (!body) return { ok: false, reason: "invalid-request" };

  const { amount, shippingMethod, orderDetails } = body;
  const result = await placeOrder({
    context,
    request: {
      idempotencyKey,
      source: { from: "items", items: orderDetails.items },
      userId,
      customer: {
        name: orderDetails.customerName,
        email: orderDetails.customerEmail,
        address: orderDetails.shippingAddress.address,
        city: orderDetails.shippingAddress.city,
        state: orderDetails.shippingAddress.state,
        zip: orderDetails.shippingAddress.zipCode,
        // "US" and "USA" are accepted; the order says it in full.
        country: "United States",
        notes: orderDetails.notes,
      },
      discountCode: orderDetails.discountCode,
      rewardPoints: orderDetails.rewardPoints,
      shippingMethod,
      expectedTotal: amount,
      payment: hostedProvider(context) ? { charge: null, hosted: { mode: "intent", origin } } : { charge: null },
    },
  });
  return result.ok ? result : { ok: false, reason: "not-placed", failure: result };
}
