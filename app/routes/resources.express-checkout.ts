import type { ActionFunctionArgs } from "#remix-runtime";
import { getUser } from "~/http/auth.server";
import { apiError, validationError } from "~/http/json-api.server";
import { publicOrigin } from "~/http/public-origin.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";
import { getRequestCartId } from "~/http/request-cart.server";
import { expressCheckoutFields, expressCheckoutSchema } from "~/lib/express-checkout-schema";
import { formatCents } from "~/lib/money";
import { placeExpressCheckout, quoteExpressCheckout, type WalletPlaceResult, type WalletQuoteResult } from "~/services/express-checkout.server";
import type { PlaceOrderFailure } from "~/services/place-order.server";

const UNAVAILABLE = "Wallet payments are not offered by this shop.";
const EMPTY_CART = "Your cart is empty.";

/**
 * The wallet button's script (app/components/express-checkout.tsx) posts here
 * as a form: `intent=quote` prices the cart for the sheet's address and
 * shipping option, `intent=place` places the order the wallet authorised and
 * answers the PaymentIntent's client secret. Answers are JSON; bad input is a
 * 400 with the field's message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = expressCheckoutSchema.safeParse(expressCheckoutFields(await request.formData()));
  if (!parsed.success) return validationError(parsed.error, { keys: "path" });
  const user = await getUser(request, context);
  const shopper = { cartId: await getRequestCartId(request, context, user), userId: user?.id ?? null };
  if (parsed.data.intent === "quote") return quoteReply(await quoteExpressCheckout(context, { shopper, request: parsed.data }));
  return placeReply(await placeExpressCheckout(context, { shopper, request: parsed.data, origin: publicOrigin(request, context) }));
}

function quoteReply(result: WalletQuoteResult) {
  if (result.ok) return Response.json({ ...result.quote, paymentMethods: result.paymentMethods });
  switch (result.reason) {
    case "unavailable":
      return apiError(404, UNAVAILABLE);
    case "empty-cart":
      return apiError(409, EMPTY_CART);
    case "refused":
      return apiError(422, result.message);
    case "tax-unavailable":
      return apiError(502, result.message);
  }
}

function placeReply(result: WalletPlaceResult) {
  if (result.ok) return Response.json({ orderId: result.orderPublicId, clientSecret: result.clientSecret, returnUrl: result.returnUrl });
  switch (result.reason) {
    case "rate-limited":
      return tooManyRequests(result, { json: true });
    case "unavailable":
      return apiError(404, UNAVAILABLE);
    case "not-placed":
      return notPlaced(result.failure);
  }
}

/** Why no order was placed, in the words the page shows under the wallet button. */
function notPlaced(failure: PlaceOrderFailure) {
  switch (failure.kind) {
    case "empty-cart":
      return apiError(409, EMPTY_CART);
    case "total-changed": {
      const tax = failure.taxCents > 0 ? `, including ${formatCents(failure.taxCents)} sales tax` : "";
      const message = `Your order total is now ${formatCents(failure.totalCents)}${tax}. Please check it and pay again.`;
      return Response.json({ message, totalCents: failure.totalCents }, { status: 409 });
    }
    case "stock":
      return apiError(409, failure.message);
    case "discount":
    case "points":
    case "address":
      return apiError(422, failure.message);
    case "payment-unavailable":
    case "tax-unavailable":
      return apiError(502, failure.reason);
    case "key-reused":
    case "items":
    case "declined":
      // Not sent by the page: a key of another total, lines the cart refused, a card charged by us.
      return apiError(409, "This payment has expired. Please reload the page.");
  }
}
