// The pricing step as it will read once discount codes are wired in (issue 35,
// decision 0051): cartTotals takes a percentage today; this takes what an
// accepted code does (checkPromotion's effect) instead. Kept beside
// cartTotals, not in place of it, until the order pipeline moves over; for a
// percentage on every line it gives exactly cartTotals' numbers (tested).
import { subtotalCents, type PricedLine, type ShippingChoice, type Totals } from "./cart-totals";
import type { PromotionEffect } from "./promotion-rules";
import { shippingPriceCents } from "./shipping-rates";

/**
 * Merchandise, the code's discount (capped at the merchandise), the chosen
 * shipping and the total. Free shipping from a code makes Standard free;
 * Express keeps its price (decision 0046: Express is never free). Free
 * Standard from the shop's threshold still counts the merchandise after the
 * discount. An empty cart ships nothing.
 */
export function totalsWithPromotion(lines: readonly PricedLine[], promotion: PromotionEffect | null, shipping: ShippingChoice): Totals {
  const subtotal = subtotalCents(lines);
  const discount = promotion && "discountCents" in promotion ? Math.min(subtotal, Math.max(0, promotion.discountCents)) : 0;
  const freeStandard = promotion !== null && "freeShipping" in promotion && shipping.method === "standard";
  const shippingCents = lines.length === 0 || freeStandard ? 0 : shippingPriceCents(shipping.method, subtotal - discount, shipping.rates);
  return {
    subtotalCents: subtotal,
    shippingCents,
    discountCents: discount,
    totalCents: subtotal + shippingCents - discount,
  };
}
