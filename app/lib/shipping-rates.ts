// The shipping methods a shopper chooses from at checkout and what each costs
// (the FAQ: "standard shipping 3-5 business days in the US, express 1-2 days
// for a fee"). Prices live in the shop's settings (an admin changes them);
// these are the typed defaults. Kept apart from the words and dates of
// ./shipping.ts: the cart's totals, in every page's scripts, import this.

export const SHIPPING_METHODS = ["standard", "express"] as const;

export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const DEFAULT_SHIPPING_METHOD: ShippingMethod = "standard";

export type ShippingRates = {
  standardCents: number;
  expressCents: number;
  /** Standard shipping is free from this merchandise total (after discount) on; null: never. */
  freeStandardFromCents: number | null;
};

/** The spec's flat $5.00 standard, $15.00 express, no free shipping. */
export const DEFAULT_SHIPPING_RATES: ShippingRates = { standardCents: 500, expressCents: 1500, freeStandardFromCents: null };

export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === "string" && (SHIPPING_METHODS as readonly string[]).includes(value);
}

/** What a method costs for an order whose merchandise (after discount) comes to `merchandiseCents`. */
export function shippingPriceCents(method: ShippingMethod, merchandiseCents: number, rates: ShippingRates): number {
  if (method === "express") return rates.expressCents;
  const free = rates.freeStandardFromCents !== null && merchandiseCents >= rates.freeStandardFromCents;
  return free ? 0 : rates.standardCents;
}
