import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateDiscount, cartTotals, DEFAULT_SHIPPING, lineTotalCents } from "./cart-totals";
import { allocatePromotionDiscount, checkPromotion, NO_RESTRICTIONS, type PromotionDefinition, type PromotionLine } from "./promotion-rules";
import { totalsWithPromotion } from "./promotion-totals";
import { definition } from "./promotion-test-fixtures";

const lines = [
  { unitPriceCents: 4000, quantity: 2 },
  { unitPriceCents: 3500, quantity: 1 },
];
const rates = { standardCents: 500, expressCents: 1500, freeStandardFromCents: 10_000 };
const noFreeShipping = { ...rates, freeStandardFromCents: null };

describe("totals with a code's effect", () => {
  it("are today's totals without a code", () => {
    expect(totalsWithPromotion(lines, null, DEFAULT_SHIPPING)).toEqual(cartTotals(lines, 0, DEFAULT_SHIPPING));
    expect(totalsWithPromotion(lines, null, DEFAULT_SHIPPING)).toEqual({ subtotalCents: 11500, shippingCents: 500, discountCents: 0, totalCents: 12000 });
  });

  it("take the code's cents off the merchandise, never off the shipping", () => {
    expect(totalsWithPromotion(lines, { discountCents: 1000 }, DEFAULT_SHIPPING)).toEqual({
      subtotalCents: 11500,
      shippingCents: 500,
      discountCents: 1000,
      totalCents: 11000,
    });
    // A discount larger than the merchandise leaves it at zero; shipping is still paid.
    expect(totalsWithPromotion(lines, { discountCents: 20_000 }, DEFAULT_SHIPPING)).toEqual({
      subtotalCents: 11500,
      shippingCents: 500,
      discountCents: 11500,
      totalCents: 500,
    });
  });

  it("count the merchandise after the discount toward free Standard shipping", () => {
    expect(totalsWithPromotion(lines, { discountCents: 1500 }, { method: "standard", rates }).shippingCents).toBe(0);
    expect(totalsWithPromotion(lines, { discountCents: 1501 }, { method: "standard", rates }).shippingCents).toBe(500);
  });

  it("make Standard free with a free-shipping code; Express keeps its price", () => {
    expect(totalsWithPromotion(lines, { freeShipping: true }, { method: "standard", rates: noFreeShipping })).toEqual({
      subtotalCents: 11500,
      shippingCents: 0,
      discountCents: 0,
      totalCents: 11500,
    });
    expect(totalsWithPromotion(lines, { freeShipping: true }, { method: "express", rates: noFreeShipping })).toEqual({
      subtotalCents: 11500,
      shippingCents: 1500,
      discountCents: 0,
      totalCents: 13000,
    });
  });

  it("charge nothing for an empty cart", () => {
    const nothing = { subtotalCents: 0, shippingCents: 0, discountCents: 0, totalCents: 0 };
    expect(totalsWithPromotion([], { discountCents: 500 }, DEFAULT_SHIPPING)).toEqual(nothing);
    expect(totalsWithPromotion([], { freeShipping: true }, { method: "express", rates })).toEqual(nothing);
  });
});

const pricedLine: fc.Arbitrary<PromotionLine> = fc.record({
  fragranceId: fc.integer({ min: 1, max: 8 }),
  gender: fc.constantFrom("male", "female", "unisex"),
  size: fc.constantFrom("10ml", "2ml"),
  unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const shipping = fc.record({
  method: fc.constantFrom("standard", "express"),
  rates: fc.record({
    standardCents: fc.integer({ min: 0, max: 5000 }),
    expressCents: fc.integer({ min: 0, max: 10_000 }),
    freeStandardFromCents: fc.option(fc.integer({ min: 0, max: 200_000 })),
  }),
});

function percentCode(value: number): PromotionDefinition {
  return definition({ code: "PCT", value });
}

describe("the proposed pricing step against today's", () => {
  it("gives cartTotals' very numbers, and line shares, for a percentage on every line", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 50 }), fc.integer({ min: 1, max: 100 }), shipping, (order, percent, choice) => {
        const checked = checkPromotion(percentCode(percent), { lines: order, now: 0, uses: { total: 0, byCustomer: 0 }, hasPreviousOrder: false });
        if (!checked.ok) throw new Error(`refused: ${checked.message}`);
        const totals = totalsWithPromotion(order, checked.effect, choice);
        expect(totals).toEqual(cartTotals(order, percent, choice));
        expect(allocatePromotionDiscount(order, NO_RESTRICTIONS, totals.discountCents)).toEqual(allocateDiscount(order, totals.discountCents));
      }),
      { numRuns: 200 },
    );
  });

  it("keeps what the lines were paid, plus shipping, equal to the total", () => {
    fc.assert(
      fc.property(
        fc.array(pricedLine, { minLength: 1, maxLength: 50 }),
        fc.subarray(["male", "female", "unisex"] as const, { minLength: 1 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        shipping,
        (order, genders, fixed, choice) => {
          const code = { ...percentCode(0), kind: "fixed" as const, value: fixed, restrictions: { ...NO_RESTRICTIONS, genders } };
          const checked = checkPromotion(code, { lines: order, now: 0, uses: { total: 0, byCustomer: 0 }, hasPreviousOrder: false });
          if (!checked.ok) return;
          const totals = totalsWithPromotion(order, checked.effect, choice);
          const shares = allocatePromotionDiscount(order, code.restrictions, totals.discountCents);
          const paid = order.reduce((sum, line, index) => sum + lineTotalCents(line) - shares[index]!, 0);
          expect(paid + totals.shippingCents).toBe(totals.totalCents);
          expect(totals.totalCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
