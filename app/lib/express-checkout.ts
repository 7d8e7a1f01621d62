// What a wallet's payment sheet (Stripe's Express Checkout Element: Apple
// Pay, Google Pay, Link, PayPal) shows for an order (issue 39): its shipping
// options and the lines of its total, both from the server's own pricing, in
// the shapes Stripe.js takes. Pure: the server builds them, the browser only
// hands them to Stripe.
import type { StripeExtraMethod } from "./payment-methods";
import type { OrderTotals } from "./promotion-totals";
import { DELIVERY_BUSINESS_DAYS, SHIPPING_METHOD_NAMES } from "./shipping";
import { SHIPPING_METHODS, type ShippingMethod } from "./shipping-rates";

/** Stripe.js's ShippingRate: `id` is our method's name. */
export type WalletShippingRate = {
  id: ShippingMethod;
  displayName: string;
  amount: number;
  deliveryEstimate: { minimum: { unit: "business_day"; value: number }; maximum: { unit: "business_day"; value: number } };
};

/** Stripe.js's LineItem: a row of the sheet above its total (a discount is negative). */
export type WalletLineItem = { name: string; amount: number };

/** What the sheet shows for one shipping choice: its total (the amount Stripe is told), options and rows. */
export type WalletQuote = { totalCents: number; shippingMethod: ShippingMethod; shippingRates: WalletShippingRate[]; lineItems: WalletLineItem[] };

/**
 * The shipping options at their prices for this order. The sheet selects the
 * first, so the chosen method leads: a new address keeps the shopper's choice.
 */
export function walletShippingRates(prices: Readonly<Record<ShippingMethod, number>>, chosen: ShippingMethod): WalletShippingRate[] {
  const ordered = [chosen, ...SHIPPING_METHODS.filter((method) => method !== chosen)];
  return ordered.map((method) => {
    const [first, last] = DELIVERY_BUSINESS_DAYS[method];
    return {
      id: method,
      displayName: `${SHIPPING_METHOD_NAMES[method]} shipping`,
      amount: prices[method],
      deliveryEstimate: { minimum: { unit: "business_day", value: first }, maximum: { unit: "business_day", value: last } },
    };
  });
}

/**
 * The rows above the total: the merchandise, the code's discount, the points
 * and the tax, each only when it is there. With the selected shipping rate,
 * which the sheet adds itself, they come to the total exactly.
 */
export function walletLineItems(totals: OrderTotals, discountCode: string | null): WalletLineItem[] {
  const codeDiscount = totals.discountCents - totals.pointsCents;
  return [
    { name: "Subtotal", amount: totals.subtotalCents },
    ...(codeDiscount > 0 ? [{ name: discountCode ? `Discount (${discountCode})` : "Discount", amount: -codeDiscount }] : []),
    ...(totals.pointsCents > 0 ? [{ name: "Scent Rewards points", amount: -totals.pointsCents }] : []),
    ...(totals.taxCents > 0 ? [{ name: "Sales tax", amount: totals.taxCents }] : []),
  ];
}

/** The sheet for the chosen method, from the server's totals for every method. */
export function walletQuote(totalsByMethod: Readonly<Record<ShippingMethod, OrderTotals>>, chosen: ShippingMethod, discountCode: string | null): WalletQuote {
  const totals = totalsByMethod[chosen];
  const prices = Object.fromEntries(SHIPPING_METHODS.map((method) => [method, totalsByMethod[method].shippingCents])) as Record<ShippingMethod, number>;
  return { totalCents: totals.totalCents, shippingMethod: chosen, shippingRates: walletShippingRates(prices, chosen), lineItems: walletLineItems(totals, discountCode) };
}

type WalletChoice = "auto" | "never";

/** Stripe.js's `paymentMethods` option of the Express Checkout Element. */
export type WalletPaymentMethods = { applePay: WalletChoice; googlePay: WalletChoice; link: WalletChoice; paypal: WalletChoice; amazonPay: "never" };

const WALLETS = { applePay: "apple_pay", googlePay: "google_pay", link: "link", paypal: "paypal" } as const satisfies Record<string, StripeExtraMethod>;

/**
 * Which wallet buttons may show (decision 0057): only those the owner lists in
 * STRIPE_PAYMENT_METHODS, the same list the FAQ names, so the page never offers
 * what the FAQ does not promise; Stripe then shows those the browser and the
 * account support. Null when none is listed: no wallet section at all.
 */
export function walletPaymentMethods(listed: readonly StripeExtraMethod[]): WalletPaymentMethods | null {
  const choice = (method: StripeExtraMethod): WalletChoice => (listed.includes(method) ? "auto" : "never");
  const methods = {
    applePay: choice(WALLETS.applePay),
    googlePay: choice(WALLETS.googlePay),
    link: choice(WALLETS.link),
    paypal: choice(WALLETS.paypal),
    amazonPay: "never" as const,
  };
  return Object.values(WALLETS).some((method) => listed.includes(method)) ? methods : null;
}
