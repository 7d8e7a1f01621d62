import { formatCents } from "~/lib/money";
import { IDEMPOTENCY_KEY_PATTERN, paymentIntentSchema } from "~/lib/payment-intent-schema";
import type { OrderSummary } from "~/models/order.server";
import { apiError, parseJsonBody } from "../http/json-api.server";
import { getUser } from "../http/auth.server";
import type { LoadContext } from "../http/load-context.server";
import { rateLimitResponse } from "../http/rate-limit-response.server";
import { hostedProvider } from "./hosted-payment.server";
import { placeOrder, type NextPaymentStep } from "./place-order.server";
import { publicOrigin } from "../http/public-origin.server";

const INVALID = "The order details are not valid.";

// With Stripe, `clientSecret` is the PaymentIntent's, for Stripe.js to confirm the card with.
const intentResponse = (order: OrderSummary, status = 200, next?: NextPaymentStep) =>
  Response.json(
    {
      orderId: order.publicId,
      amount: order.totalCents,
      currency: "usd",
      status: order.status,
      ...(next && "clientSecret" in next ? { clientSecret: next.clientSecret } : {}),
    },
    { status },
  );

/**
 * Creates a pending order for a payment, through the same pipeline as the
 * checkout form: the amount is recomputed from the catalogue and must equal
 * the client's; an Idempotency-Key header makes a retry return the same order
 * instead of a second one.
 */
export async function createPaymentIntent(request: Request, context: LoadContext) {
  const limited = await rateLimitResponse(context, "checkout", { json: true });
  if (limited) return limited;

  const key = request.headers.get("Idempotency-Key");
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return apiError(400, "Idempotency-Key must be 8-64 letters, digits, '-' or '_'.");
  }
  const parsed = await parseJsonBody(request, paymentIntentSchema, { message: INVALID, keys: "path" });
  if ("error" in parsed) return parsed.error;
  const { amount, orderDetails } = parsed.data;

  const user = await getUser(request, context);
  const result = await placeOrder({
    context,
    request: {
      idempotencyKey: key,
      source: { from: "items", items: orderDetails.items },
      userId: user?.id ?? null,
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
      expectedTotal: amount,
      payment: hostedProvider(context) ? { charge: null, hosted: { mode: "intent", origin: publicOrigin(request, context) } } : { charge: null },
    },
  });
  if (result.ok) return intentResponse(result.order, result.created ? 201 : 200, result.next);
  switch (result.kind) {
    case "key-reused":
      return apiError(409, "This Idempotency-Key was already used for a different order.");
    case "items":
      // Prices and names the catalogue does not know are 422; too much of one fragrance is a bad body.
      return apiError(result.reason === "quantity" ? 400 : 422, result.reason === "quantity" ? INVALID : result.message, result.errors);
    case "discount":
      return apiError(422, result.message, { "orderDetails.discountCode": [result.message] });
    case "total-changed":
      return Response.json(
        {
          message: `Amount mismatch: the order total is ${result.totalCents} cents (${formatCents(result.totalCents)}).`,
          expectedAmount: result.totalCents,
          errors: { amount: [`amount must be ${result.totalCents}`] },
        },
        { status: 422 },
      );
    case "payment-unavailable":
      return apiError(502, result.reason);
    case "empty-cart":
    case "declined":
      // Not reachable here: the items come from the body (at least one), and nothing is charged.
      return apiError(422, INVALID);
  }
}
