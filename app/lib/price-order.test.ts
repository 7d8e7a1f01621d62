import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceBeforeTax, priceOrder, taxableOrder, withSalesTax } from "./price-order";
import { totalsWithPromotion } from "./promotion-totals";
import { NO_RESTRICTIONS, type PromotionEffect } from "./promotion-rules";
import { pricedLine } from "./promotion-test-fixtures";
import { taxOn } from "./sales-tax";
import { taxRuleFor } from "./tax-rates";
import { STATE_CODES } from "./us-states";
import { stateOfZip } from "./zip-states";

const DENVER = { state: "CO" as const, zip: "80202" };

// ZIPs across the country, Denver's and Boulder's among them (local rates), and one per no-tax state.
const zips = fc.constantFrom("80202", "80205", "80302", "81501", "97201", "10001", "60601", "73301", "90210", "98101", "03301", "59601", "19901", "20500");
const address = fc.option(zips.map((zip) => ({ state: stateOfZip(zip)!, zip })), { nil: null });
const effect: fc.Arbitrary<PromotionEffect | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 500_000 }).map((discountCents) => ({ discountCents })),
  fc.constant({ freeShipping: true as const }),
);
const shipping = fc.record({
  method: fc.constantFrom("standard" as const, "express" as const),
  rates: fc.record({
    standardCents: fc.integer({ min: 0, max: 5000 }),
    expressCents: fc.integer({ min: 0, max: 10_000 }),
    freeStandardFromCents: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  }),
});
const order = fc.record({
  lines: fc.array(pricedLine, { minLength: 1, maxLength: 20 }),
  effect,
  shipping,
  points: fc.integer({ min: 0, max: 1_000_000 }),
  address,
  registeredStates: fc.subarray([...STATE_CODES]),
});

describe("priceOrder", () => {
  it("prices the Denver example: 8.81 % on the merchandise as paid, none on the separately stated shipping", () => {
    const lines = [
      { unitPriceCents: 4000, quantity: 2 },
      { unitPriceCents: 4000, quantity: 1 },
    ];
    const priced = priceOrder({
      lines,
      promotion: { effect: { discountCents: 1200 }, restrictions: NO_RESTRICTIONS },
      shipping: { method: "standard", rates: { standardCents: 500, expressCents: 1500, freeStandardFromCents: null } },
      points: 300,
      tax: { address: DENVER, registeredStates: ["CO"] },
    });
    // 12000 − 1200 − 300 = 10500 paid for the merchandise; 8.81 % of it is 925.05 → 925.
    expect(priced.totals).toEqual({ subtotalCents: 12000, shippingCents: 500, discountCents: 1500, pointsCents: 300, taxCents: 925, totalCents: 11925 });
    expect(priced.tax.lines.map((line) => line.taxCents)).toEqual([617, 308]);
    expect(priced.tax.shipping.taxCents).toBe(0);
  });

  it("charges no tax where the shop is not registered, nor without an address", () => {
    const input = { lines: [{ unitPriceCents: 4000, quantity: 1 }], promotion: null, shipping: { method: "standard" as const, rates: { standardCents: 500, expressCents: 1500, freeStandardFromCents: null } }, points: 0 };
    expect(priceOrder({ ...input, tax: { address: DENVER, registeredStates: ["OR"] } }).totals.taxCents).toBe(0);
    expect(priceOrder({ ...input, tax: { address: null, registeredStates: ["CO"] } }).totals.taxCents).toBe(0);
  });

  it("agrees to the cent with itself however the figures are read (property)", () => {
    fc.assert(
      fc.property(order, ({ lines, effect: promotionEffect, shipping: choice, points, address: place, registeredStates }) => {
        const input = { lines, promotion: promotionEffect ? { effect: promotionEffect, restrictions: NO_RESTRICTIONS } : null, shipping: choice, points };
        const priced = priceOrder({ ...input, tax: { address: place, registeredStates } });
        const { totals, tax, lineShares } = priced;
        // The receipt adds up: the total, the tax and its parts.
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents - totals.discountCents + totals.taxCents);
        expect(tax.lines.reduce((sum, line) => sum + line.taxCents, 0) + tax.shipping.taxCents).toBe(totals.taxCents);
        expect(tax.lines.every((line) => line.taxCents >= 0)).toBe(true);
        // Tax is owed on what is paid: the merchandise less the discount and points, once rounded; shipping by the state's rule.
        const collects = place !== null && registeredStates.includes(place.state);
        const rule = place ? taxRuleFor(place.state, place.zip) : null;
        const merchandiseTax = collects ? taxOn(totals.subtotalCents - totals.discountCents, rule!.ratePpm) : 0;
        const shippingTax = collects && rule!.taxesShipping ? taxOn(totals.shippingCents, rule!.ratePpm) : 0;
        expect(totals.taxCents).toBe(merchandiseTax + shippingTax);
        // No line is taxed on more than was paid for it.
        lines.forEach((line, index) => {
          const paid = line.unitPriceCents * line.quantity - lineShares[index]!.discountCents;
          expect(tax.lines[index]!.taxCents).toBeLessThanOrEqual(Math.ceil((paid * (rule?.ratePpm ?? 0)) / 1_000_000) + 1);
        });
        // The checkout page adds the server's tax to the totals it computes itself: the same figures.
        const page = totalsWithPromotion(lines, promotionEffect, choice, points);
        expect({ ...page, taxCents: tax.taxCents, totalCents: page.totalCents + tax.taxCents }).toEqual(totals);
        // A tax provider's answer (Stripe Tax) goes through the same step as the shop's own.
        const beforeTax = priceBeforeTax(input);
        expect(withSalesTax(beforeTax, tax).totals).toEqual(totals);
        expect(taxableOrder(input, beforeTax, place).lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(totals.subtotalCents - totals.discountCents);
        // Stripe Checkout's session: our lines, shipping and tax, less one amount-off coupon, is the total.
        const sessionLines = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0) + totals.shippingCents + totals.taxCents;
        expect(sessionLines - totals.discountCents).toBe(totals.totalCents);
      }),
      { numRuns: 2000 },
    );
  });
});
