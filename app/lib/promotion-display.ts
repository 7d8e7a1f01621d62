// How a discount code reads to people, from its definition (decision 0051):
// the admin's list names its offer, rules and dates (the shop's calendar days
// the admin typed, promotion-dates.ts); the checkout says what it did.
import { formatCents } from "./money";
import { promotionEndDay, promotionStartDay } from "./promotion-dates";
import type { PromotionDefinition, PromotionEffect } from "./promotion-rules";
import { GENDER_LABELS } from "./site";
import { SIZE_LABELS } from "./sizes";

/** "15% off", "$5.00 off" or "Free shipping". */
export function promotionOffer(definition: Pick<PromotionDefinition, "kind" | "value">): string {
  switch (definition.kind) {
    case "percent":
      return `${definition.value}% off`;
    case "fixed":
      return `${formatCents(definition.value)} off`;
    case "free-shipping":
      return "Free shipping";
  }
}

/** Each rule that narrows the code, in words ("Over $60.00", "First order only", "For Her"...); empty when none does. */
export function promotionRules(definition: PromotionDefinition): string[] {
  const { fragranceIds, genders, sizes } = definition.restrictions;
  return [
    definition.minimumSubtotalCents === null ? null : `Over ${formatCents(definition.minimumSubtotalCents)}`,
    definition.firstOrderOnly ? "First order only" : null,
    definition.perCustomerLimit === null ? null : `${definition.perCustomerLimit} per customer`,
    fragranceIds.length === 0 ? null : fragranceIds.length === 1 ? "1 fragrance" : `${fragranceIds.length} fragrances`,
    genders.length === 0 ? null : genders.map((gender) => GENDER_LABELS[gender]).join(", "),
    sizes.length === 0 ? null : sizes.map((size) => SIZE_LABELS[size]).join(", "),
  ].filter((rule): rule is string => rule !== null);
}

/** "2026-03-01 to 2026-03-31", "From 2026-03-01", "Until 2026-03-31" or "Any time". */
export function promotionDates(definition: Pick<PromotionDefinition, "startsAt" | "endsAt">): string {
  const start = definition.startsAt === null ? null : promotionStartDay(definition.startsAt);
  const end = definition.endsAt === null ? null : promotionEndDay(definition.endsAt);
  if (start && end) return `${start} to ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return "Any time";
}

/** "12 / 100", or "12" when the code has no total limit. */
export function promotionUses(uses: number, totalUseLimit: number | null): string {
  return totalUseLimit === null ? String(uses) : `${uses} / ${totalUseLimit}`;
}

/** Whether the code takes money off some lines only. */
function isRestricted(definition: Pick<PromotionDefinition, "restrictions">): boolean {
  const { fragranceIds, genders, sizes } = definition.restrictions;
  return fragranceIds.length + genders.length + sizes.length > 0;
}

/** The checkout's line under the code field once it applies: "SPRING15 applied: 15% off your fragrances." */
export function appliedPromotionMessage(definition: PromotionDefinition, effect: PromotionEffect): string {
  if ("freeShipping" in effect) return `${definition.code} applied: free Standard shipping.`;
  if (definition.kind === "percent" && !isRestricted(definition)) return `${definition.code} applied: ${definition.value}% off your fragrances.`;
  return `${definition.code} applied: ${formatCents(effect.discountCents)} off${isRestricted(definition) ? " the eligible items" : " your fragrances"}.`;
}
