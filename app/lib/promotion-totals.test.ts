import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateDiscount, cartTotals, DEFAULT_SHIPPING, lineTotalCents } from "./cart-totals";
import { allocatePromotionDiscount, checkPromotion, NO_RESTRICTIONS, type PromotionDefinition, type PromotionLine } from "./promotion-rules";
import { allocateOrderDiscount, totalsWithPromotion } from "./promotion-totals";
import { definition } from "./promotion-test-fixtures";

const lines = [
  { unitPriceCents: 4000, quantity: 2 },
  { unitPriceCents: 3500, quantity: 1 },
];
const rates = { standardCents: 500, expressCents: 1500, freeStandardFromCents: 10_000 };
const noFreeShipping = { ...rates, freeStandardFromCents: null };

describe("totals with a code's effect", () => {
  it("are today's totals without a code", () => {
    expect(totalsWithPromotion(lines, null, DEFAULT_SHIPPING)).toEqual({ ...cartTotals(lines, 0, DEFAULT_SHIPPING), pointsCents: 0, taxCents: 0 });
    expect(totalsWithPromotion(lines, null, DEFAULT_SHIPPING)).toEqual({ subtotalCents: 11500, shippingCents: 500, discountCents: 0, totalCents: 12000, pointsCents: 0, taxCents: 0 });
  });

  it("take the code's cents off the merchandise, never off the shipping", () => {
    expect(totalsWithPromotion(lines, { discountCents: 1000 }, DEFAULT_SHIPPING)).toEqual({
      subtotalCents: 11500,
      shippingCents: 500,
      discountCents: 1000,
      totalCents: 11000,
      pointsCents: 0,
      taxCents: 0,
    });
    // A discount larger than the merchandise leaves it at zero; shipping is still paid.
    expect(totalsWithPromotion(lines, { discountCents: 20_000 }, DEFAULT_SHIPPING)).toEqual({
      subtotalCents: 11500,
      shippingCents: 500,
      discountCents: 11500,
      totalCents: 500,
      pointsCents: 0,
      taxCents: 0,
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
      pointsCents: 0,
      taxCents: 0,
    });
    expect(totalsWithPromotion(lines, { freeShipping: true }, { method: "express", rates: noFreeShipping })).toEqual({
      subtotalCents: 11500,
      shippingCents: 1500,
      discountCents: 0,
      totalCents: 13000,
      pointsCents: 0,
      taxCents: 0,
    });
  });

  it("charge nothing for an empty cart", () => {
    const nothing = { subtotalCents: 0, shippingCents: 0, discountCents: 0, pointsCents: 0, taxCents: 0, totalCents: 0 };
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

describe("the pricing step against the percentage-only one", () => {
  it("gives cartTotals' very numbers, and line shares, for a percentage on every line", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 50 }), fc.integer({ min: 1, max: 100 }), shipping, (order, percent, choice) => {
        const checked = checkPromotion(percentCode(percent), { lines: order, now: 0, uses: { total: 0, byCustomer: 0 }, hasPreviousOrder: false });
        if (!checked.ok) throw new Error(`refused: ${checked.message}`);
        const totals = totalsWithPromotion(order, checked.effect, choice);
        expect(totals).toEqual({ ...cartTotals(order, percent, choice), pointsCents: 0, taxCents: 0 });
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

describe("points spent", () => {
  it("come off what the code leaves of the merchandise, never the shipping, and do not cost free shipping", () => {
    const totals = totalsWithPromotion(lines, { discountCents: 1500 }, { method: "standard", rates }, 2000);
    expect(totals).toEqual({ subtotalCents: 11500, shippingCents: 0, discountCents: 3500, pointsCents: 2000, taxCents: 0, totalCents: 8000 });
    // More points than the merchandise left: capped at it; shipping is still paid.
    expect(totalsWithPromotion(lines, { discountCents: 1000 }, { method: "express", rates }, 50_000)).toEqual({
      subtotalCents: 11500,
      shippingCents: 1500,
      discountCents: 11500,
      pointsCents: 10500,
      taxCents: 0,
      totalCents: 1500,
    });
  });

  it("are shared among the lines after the code's shares, each line giving no more than it costs", () => {
    const order: PromotionLine[] = [
      { fragranceId: 1, gender: "male", size: "10ml", unitPriceCents: 4000, quantity: 2 },
      { fragranceId: 2, gender: "female", size: "2ml", unitPriceCents: 500, quantity: 1 },
    ];
    const restrictions = { ...NO_RESTRICTIONS, genders: ["male" as const] };
    expect(allocateOrderDiscount(order, restrictions, { discountCents: 1000 + 300, pointsCents: 300 })).toEqual([
      // The code's $10.00 on the men's line; 300 points over $70.00 and $5.00 still to pay.
      { discountCents: 1000 + 280, pointsCents: 280 },
      { discountCents: 20, pointsCents: 20 },
    ]);
  });

  it("keep the shares equal to the totals for any order, code and points", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 100 }), fc.nat(5_000_000), shipping, (order, percent, points, choice) => {
        const code = { ...percentCode(Math.max(1, percent)), restrictions: { ...NO_RESTRICTIONS, sizes: ["10ml" as const] } };
        const checked = checkPromotion(code, { lines: order, now: 0, uses: { total: 0, byCustomer: 0 }, hasPreviousOrder: false });
        const effect = checked.ok ? checked.effect : null;
        const totals = totalsWithPromotion(order, effect, choice, points);
        const shares = allocateOrderDiscount(order, checked.ok ? code.restrictions : null, totals);
        expect(shares.reduce((sum, share) => sum + share.discountCents, 0)).toBe(totals.discountCents);
        expect(shares.reduce((sum, share) => sum + share.pointsCents, 0)).toBe(totals.pointsCents);
        shares.forEach((share, index) => expect(share.discountCents).toBeLessThanOrEqual(lineTotalCents(order[index]!)));
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents - totals.discountCents);
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });
});
