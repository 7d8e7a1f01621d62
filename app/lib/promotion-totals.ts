// The pricing step of every order (issue 35, decisions 0051 and 0052): the
// merchandise, what an accepted code does (checkPromotion's effect), the
// Scent Rewards points spent, the chosen shipping and the total. Pages, the
// checkout, the payment API, e-mails and the payment provider all take their
// figures from here; for a percentage on every line and no points it equals
// cartTotals (property-tested).
import { allocateLargestRemainder, lineTotalCents, subtotalCents, type PricedLine, type ShippingChoice, type Totals } from "./cart-totals";
import { allocatePromotionDiscount, NO_RESTRICTIONS, type PromotionEffect, type PromotionLine, type PromotionRestrictions } from "./promotion-rules";
import { shippingPriceCents } from "./shipping-rates";

/**
 * `discountCents` is everything taken off the merchandise: the code's
 * discount plus `pointsCents`, the part paid with points (1 point = 1 cent),
 * which is what orders store (their total's CHECK is unchanged).
 */
export type OrderTotals = Totals & { pointsCents: number; taxCents: number };

/**
 * Merchandise, the code's discount (capped at the merchandise), the points
 * (capped at what the code leaves), the chosen shipping and the total. Free
 * shipping from a code makes Standard free; Express keeps its price (decision
 * 0046: Express is never free). Free Standard from the shop's threshold counts
 * the merchandise after the code's discount: points are a way to pay, not a
 * discount that could cost a shopper free shipping. An empty cart ships nothing.
 */
export function totalsWithPromotion(
  lines: readonly PricedLine[],
  promotion: PromotionEffect | null,
  shipping: ShippingChoice,
  points = 0,
): OrderTotals {
  const subtotal = subtotalCents(lines);
  const codeDiscount = codeDiscountCents(lines, promotion);
  const pointsCents = Math.min(subtotal - codeDiscount, Math.max(0, Math.floor(points)));
  const freeStandard = promotion !== null && "freeShipping" in promotion && shipping.method === "standard";
  const shippingCents = lines.length === 0 || freeStandard ? 0 : shippingPriceCents(shipping.method, subtotal - codeDiscount, shipping.rates);
  const discountCents = codeDiscount + pointsCents;
  return { subtotalCents: subtotal, shippingCents, discountCents, pointsCents, taxCents: 0, totalCents: subtotal + shippingCents - discountCents };
}

/**
 * The totals with a tax provider's tax for them: its own figure and part of
 * the total (replacing any tax they carried). The checkout page adds the
 * server's quote with it; price-order's withSalesTax, a provider's answer.
 */
export function totalsWithTax(totals: OrderTotals, taxCents: number): OrderTotals {
  return { ...totals, taxCents, totalCents: totals.totalCents - totals.taxCents + taxCents };
}

/** What the code takes off the merchandise (capped at it); what points may then pay is the merchandise less this. */
export function codeDiscountCents(lines: readonly PricedLine[], promotion: PromotionEffect | null): number {
  return promotion && "discountCents" in promotion ? Math.min(subtotalCents(lines), Math.max(0, promotion.discountCents)) : 0;
}

/** What a free-shipping code saved: the Standard price the order would have paid without it. */
export function shippingDiscountCents(lines: readonly PricedLine[], promotion: PromotionEffect | null, shipping: ShippingChoice): number {
  if (!promotion || !("freeShipping" in promotion) || shipping.method !== "standard" || lines.length === 0) return 0;
  return shippingPriceCents("standard", subtotalCents(lines), shipping.rates);
}

export type LineShare = { discountCents: number; pointsCents: number };

/**
 * Each line's share of what was taken off: the code's discount among the
 * lines it applies to (allocatePromotionDiscount), then the points among all
 * lines in proportion to what each still costs. Whole cents that add up to
 * the totals exactly; a line's `discountCents` includes its `pointsCents`, as
 * order_items stores them, and never exceeds the line's price, so a refund of
 * a line gives back what was paid for it in money and in points.
 */
export function allocateOrderDiscount(
  lines: readonly (PricedLine & Partial<Pick<PromotionLine, "fragranceId" | "gender" | "size">>)[],
  restrictions: PromotionRestrictions | null,
  totals: Pick<OrderTotals, "discountCents" | "pointsCents">,
): LineShare[] {
  const codeDiscount = totals.discountCents - totals.pointsCents;
  const codeShares = restrictions && restrictions !== NO_RESTRICTIONS
    ? allocatePromotionDiscount(lines as readonly PromotionLine[], restrictions, codeDiscount)
    : allocateLargestRemainder(codeDiscount, lines.map(lineTotalCents));
  const pointShares = allocateLargestRemainder(
    totals.pointsCents,
    lines.map((line, index) => lineTotalCents(line) - codeShares[index]!),
  );
  return lines.map((_, index) => ({ discountCents: codeShares[index]! + pointShares[index]!, pointsCents: pointShares[index]! }));
}
