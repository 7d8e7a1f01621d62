import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineTotalCents, subtotalCents } from "./cart-totals";
import { allocatePromotionDiscount, checkPromotion, isLineEligible, NO_RESTRICTIONS, type PromotionLine } from "./promotion-rules";
import { anyDefinition, context, lines, pricedLine } from "./promotion-test-fixtures";

describe("the discount shared among the eligible lines", () => {
  it("gives each eligible line its share in proportion, the others nothing", () => {
    const forHer = { ...NO_RESTRICTIONS, genders: ["female" as const, "unisex" as const] };
    // 1,150 among 8,000 and 3,500: 800 and 350; the samples get 0.
    expect(allocatePromotionDiscount(lines, forHer, 1150)).toEqual([800, 350, 0]);
    // Three equal eligible lines and 100 cents: the first takes the odd cent.
    const three: PromotionLine[] = [1, 2, 3].map((fragranceId) => ({ fragranceId, gender: "unisex", size: "10ml", unitPriceCents: 1000, quantity: 1 }));
    expect(allocatePromotionDiscount(three, NO_RESTRICTIONS, 100)).toEqual([34, 33, 33]);
    expect(allocatePromotionDiscount(three, { ...NO_RESTRICTIONS, fragranceIds: [2, 3] }, 101)).toEqual([0, 51, 50]);
  });

  it("shares nothing when there is no discount", () => {
    expect(allocatePromotionDiscount(lines, NO_RESTRICTIONS, 0)).toEqual([0, 0, 0]);
    expect(allocatePromotionDiscount([], NO_RESTRICTIONS, 0)).toEqual([]);
  });

  it("refuses a discount the eligible lines cannot carry", () => {
    const samples = { ...NO_RESTRICTIONS, sizes: ["2ml" as const] };
    expect(allocatePromotionDiscount(lines, samples, 1000)).toEqual([0, 0, 1000]);
    expect(() => allocatePromotionDiscount(lines, samples, 1001)).toThrow(RangeError);
    expect(() => allocatePromotionDiscount(lines, { ...NO_RESTRICTIONS, fragranceIds: [99] }, 1)).toThrow(RangeError);
    expect(() => allocatePromotionDiscount(lines, NO_RESTRICTIONS, -1)).toThrow(RangeError);
    expect(() => allocatePromotionDiscount(lines, NO_RESTRICTIONS, 1.5)).toThrow(RangeError);
  });

  it("adds up to the discount exactly, on eligible lines only, never more than a line costs (any order, any code)", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 50 }), anyDefinition, (order, code) => {
        const checked = checkPromotion(code, context({ lines: order }));
        if (!checked.ok || !("discountCents" in checked.effect)) return;
        const discount = checked.effect.discountCents;
        const eligible = order.map((line) => isLineEligible(code.restrictions, line));
        const eligibleSubtotal = subtotalCents(order.filter((_, index) => eligible[index]));
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(eligibleSubtotal);
        const shares = allocatePromotionDiscount(order, code.restrictions, discount);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
        shares.forEach((share, index) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(eligible[index] ? lineTotalCents(order[index]!) : 0);
        });
      }),
      { numRuns: 300 },
    );
  });
});
