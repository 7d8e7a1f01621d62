import type { ActionFunctionArgs } from "#remix-runtime";
import { getUser } from "~/http/auth.server";
import { apiError, parseJsonBody } from "~/http/json-api.server";
import { publicOrigin } from "~/http/public-origin.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";
import { formatCents } from "~/lib/money";
import { IDEMPOTENCY_KEY_PATTERN, paymentIntentSchema } from "~/lib/payment-intent-schema";
import type { OrderSummary } from "~/models/order.server";
import { createPaymentIntent } from "~/services/payment-intent-api.server";
import type { NextPaymentStep, PlaceOrderFailure } from "~/services/place-order.server";

const INVALID = "The order details are not valid.";

/**
 * POST /api/create-payment-intent: a pending order for a payment (docs/product.md,
 * the JSON API). An Idempotency-Key header makes a retry return the same order.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const idempotencyKey = request.headers.get("Idempotency-Key");
  // The body is read only when the key is well-formed; either refusal waits until the attempt has been counted.
  const parsed =
    idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)
      ? { error: apiError(400, "Idempotency-Key must be 8-64 letters, digits, '-' or '_'.") }
      : await parseJsonBody(request, paymentIntentSchema, { message: INVALID, keys: "path" });
  const user = await getUser(request, context);
  const result = await createPaymentIntent(context, {
    body: "data" in parsed ? parsed.data : null,
    idempotencyKey,
    userId: user?.id ?? null,
    origin: publicOrigin(request, context),
  });
  if (result.ok) return intentResponse(result.order, result.created ? 201 : 200, result.next);
  switch (result.reason) {
    case "rate-limited":
      return tooManyRequests(result, { json: true });
    case "invalid-request":
      return "error" in parsed ? parsed.error : apiError(400, INVALID);
    case "not-placed":
      return notPlaced(result.failure);
  }
}

// With Stripe, `clientSecret` is the PaymentIntent's, for Stripe.js to confirm the card with.
function intentResponse(order: OrderSummary, status: number, next?: NextPaymentStep) {
  return Response.json(
    {
      orderId: order.publicId,
      amount: order.totalCents,
      // The sales tax inside amount (0 where the shop does not collect).
      tax: order.taxCents,
      currency: "usd",
      status: order.status,
      ...(next && "clientSecret" in next ? { clientSecret: next.clientSecret } : {}),
    },
    { status },
  );
}

function notPlaced(failure: PlaceOrderFailure) {
  switch (failure.kind) {
    case "key-reused":
      return apiError(409, "This Idempotency-Key was already used for a different order.");
    case "items":
      // Prices and names the catalogue does not know are 422; too much of one fragrance is a bad body.
      return apiError(failure.reason === "quantity" ? 400 : 422, failure.reason === "quantity" ? INVALID : failure.message, failure.errors);
    case "discount":
      return apiError(422, failure.message, { "orderDetails.discountCode": [failure.message] });
    case "points":
      return apiError(422, failure.message, { "orderDetails.rewardPoints": [failure.message] });
    case "total-changed":
      return Response.json(
        {
          message: `Amount mismatch: the order total is ${failure.totalCents} cents (${formatCents(failure.totalCents)}).`,
          expectedAmount: failure.totalCents,
          tax: failure.taxCents,
          errors: { amount: [`amount must be ${failure.totalCents}`] },
        },
        { status: 422 },
      );
    case "address": {
      const path = failure.field === "state" ? "orderDetails.shippingAddress.state" : "orderDetails.shippingAddress.zipCode";
      return apiError(422, failure.message, { [path]: [failure.message] });
    }
    case "tax-unavailable":
      return apiError(502, failure.reason);
    case "stock":
      return apiError(409, failure.message, { "orderDetails.items": failure.messages });
    case "payment-unavailable":
      return apiError(502, failure.reason);
    case "empty-cart":
    case "declined":
      // Not reachable here: the items come from the body (at least one), and nothing is charged.
      return apiError(422, INVALID);
  }
}
