// How a discount code reads to people: the checkout's "applied" line, the
// admin's list. One wording, so the shopper and the admin describe a code alike.
import { formatCents } from "./money";
import type { PromotionDefinition, PromotionEffect } from "./promotion-rules";

/** "15% off", "$5.00 off", "Free shipping". */
export function promotionOfferLabel(definition: Pick<PromotionDefinition, "kind" | "value">): string {
  switch (definition.kind) {
    case "percent":
      return `${definition.value}% off`;
    case "fixed":
      return `${formatCents(definition.value)} off`;
    case "free-shipping":
      return "Free shipping";
  }
}

/** Whether the code takes money off some lines only. */
export function isRestricted(definition: Pick<PromotionDefinition, "restrictions">): boolean {
  const { fragranceIds, genders, sizes } = definition.restrictions;
  return fragranceIds.length + genders.length + sizes.length > 0;
}

/** The checkout's line under the code field once it applies: "SPRING15 applied: 15% off your fragrances." */
export function appliedPromotionMessage(definition: PromotionDefinition, effect: PromotionEffect): string {
  if ("freeShipping" in effect) return `${definition.code} applied: free Standard shipping.`;
  if (definition.kind === "percent" && !isRestricted(definition)) return `${definition.code} applied: ${definition.value}% off your fragrances.`;
  return `${definition.code} applied: ${formatCents(effect.discountCents)} off${isRestricted(definition) ? " the eligible items" : " your fragrances"}.`;
}
