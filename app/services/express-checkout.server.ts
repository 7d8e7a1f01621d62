import { COUNTRY } from "~/lib/checkout-form-rules";
import { walletPaymentMethods, walletQuote, type WalletPaymentMethods, type WalletQuote } from "~/lib/express-checkout";
import type { ExpressCheckoutRequest } from "~/lib/express-checkout-schema";
import type { OrderTotals } from "~/lib/promotion-totals";
import { SHIPPING_METHODS, type ShippingMethod } from "~/lib/shipping-rates";
import { quoteCheckout, type CheckoutQuote } from "./checkout-quote.server";
import { hostedProvider } from "./hosted-payment.server";
import { limitAttempt } from "./limit-attempt.server";
import { placeOrder, type PlaceOrderFailure } from "./place-order.server";
import type { RateLimited, ServiceContext } from "./service-context";

// One-tap wallets (issue 39): Stripe's Express Checkout Element offers Apple
// Pay, Google Pay, Link and PayPal on the cart and the checkout. Every amount
// the wallet's sheet shows is priced here, by the checkout's own quote, for
// the address and shipping option the shopper picks in the sheet; the order
// is then placed by the one pipeline, pending, exactly as the Payment Element
// places it, and becomes paid only by Stripe's verified webhook (decision 0031).

type QuoteRequest = Extract<ExpressCheckoutRequest, { intent: "quote" }>;
type PlaceRequest = Extract<ExpressCheckoutRequest, { intent: "place" }>;

/** Whose cart it is: the route reads the cookie and the session. */
export type WalletShopper = { cartId: string | null; userId: number | null };

/** What the page needs to load the wallet buttons; null when the shop offers none (test mode, or no wallet listed). */
export type WalletOnPage = { publishableKey: string; scriptUrl: string };

/** Wallets with Stripe only, and only those the owner lists in STRIPE_PAYMENT_METHODS (decision 0057). */
function offeredWallets(context: Pick<ServiceContext, "env">): WalletPaymentMethods | null {
  return hostedProvider(context) && context.env.stripe ? walletPaymentMethods(context.env.stripe.extraMethods) : null;
}

export function walletOnPage(context: Pick<ServiceContext, "env">): WalletOnPage | null {
  const provider = hostedProvider(context);
  return provider && offeredWallets(context) ? { publishableKey: provider.publishableKey, scriptUrl: provider.scriptUrl } : null;
}

export type WalletQuoteResult =
  | { ok: true; quote: WalletQuote; paymentMethods: WalletPaymentMethods }
  | { ok: false; reason: "unavailable" | "empty-cart" }
  /** A code, points or an address the pricing refuses (the sheet rejects the address); the message says why. */
  | { ok: false; reason: "refused"; message: string }
  | { ok: false; reason: "tax-unavailable"; message: string };

/**
 * The sheet's amounts for the shopper's cart, the checkout's applied code and
 * points, the chosen shipping method and, once the sheet has one, the
 * address (its tax): every method priced from one judgement, so each option shows its price.
 */
export async function quoteExpressCheckout(
  context: Pick<ServiceContext, "db" | "env">,
  { shopper, request }: { shopper: WalletShopper; request: QuoteRequest },
): Promise<WalletQuoteResult> {
  const paymentMethods = offeredWallets(context);
  if (!paymentMethods) return { ok: false, reason: "unavailable" };
  const discountCode = request.discountCode || null;
  const { address } = request;
  // Before the sheet shares an address the amounts are before tax; its first address brings the tax.
  const place = address ? { state: address.state, zip: address.zip, city: address.city } : null;
  const quote = await quoteCheckout(context, { cartId: shopper.cartId, userId: shopper.userId, discountCode, points: request.points ?? 0, address: place });
  if (!quote.ok) return quoteRefusal(quote);
  const totals = Object.fromEntries(SHIPPING_METHODS.map((method) => [method, quote.byMethod[method].totals])) as Record<ShippingMethod, OrderTotals>;
  return { ok: true, quote: walletQuote(totals, request.shippingMethod, discountCode), paymentMethods };
}

function quoteRefusal(quote: Exclude<CheckoutQuote, { ok: true }>): WalletQuoteResult {
  switch (quote.kind) {
    case "empty-cart":
      return { ok: false, reason: "empty-cart" };
    case "tax-unavailable":
      return { ok: false, reason: "tax-unavailable", message: quote.reason };
    case "discount":
    case "points":
    case "address":
      return { ok: false, reason: "refused", message: quote.message };
  }
}

export type WalletPlaceResult =
  | RateLimited
  | { ok: false; reason: "unavailable" }
  | { ok: false; reason: "not-placed"; failure: PlaceOrderFailure }
  /** `clientSecret` for Stripe.js to confirm the wallet's payment; null when the order is already paid (a retry). */
  | { ok: true; orderPublicId: string; clientSecret: string | null; returnUrl: string };

/**
 * The wallet has authorised the payment: the order is placed from the cart
 * with the wallet's name, e-mail and address, for the total the sheet showed
 * (refused when the server's is another), pending, and its PaymentIntent
 * created with the order's idempotency key. The same key again (a retry, a
 * second confirm) finds the same order and the same intent. Counts against
 * the checkout's attempt limit, like the form and the payment API.
 */
export async function placeExpressCheckout(
  context: ServiceContext,
  { shopper, request, origin }: { shopper: WalletShopper; request: PlaceRequest; origin: string },
): Promise<WalletPlaceResult> {
  const limited = await limitAttempt(context, "checkout");
  if (limited) return limited;
  if (!offeredWallets(context)) return { ok: false, reason: "unavailable" };
  const { address } = request;
  const result = await placeOrder({
    context,
    request: {
      idempotencyKey: request.idempotencyKey,
      source: { from: "cart", cartId: shopper.cartId },
      userId: shopper.userId,
      customer: {
        name: request.name,
        email: request.email,
        address: address.line2 ? `${address.line1}, ${address.line2}` : address.line1,
        city: address.city,
        state: address.state,
        zip: address.zip,
        country: COUNTRY,
      },
      discountCode: request.discountCode || null,
      rewardPoints: request.points ?? 0,
      shippingMethod: request.shippingMethod,
      expectedTotal: request.expectedTotal,
      payment: { charge: null, hosted: { mode: "intent", origin } },
      confirmation: { origin },
    },
  });
  if (!result.ok) return { ok: false, reason: "not-placed", failure: result };
  const { publicId } = result.order;
  const clientSecret = result.next && "clientSecret" in result.next ? result.next.clientSecret : null;
  return { ok: true, orderPublicId: publicId, clientSecret, returnUrl: `${origin}/orders/${publicId}` };
}
