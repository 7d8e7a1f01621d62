import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotals, DEFAULT_SHIPPING } from "./cart-totals";
import {
  checkPromotion,
  isLineEligible,
  NO_RESTRICTIONS,
  normalizePromotionCode,
  PROMOTION_MESSAGES,
  promotionDefinitionProblems,
  type PromotionDefinition,
} from "./promotion-rules";

import { context, DAY, definition, NOW, pricedLine, SUBTOTAL, WELCOME10 } from "./promotion-test-fixtures";

describe("checking a code: the refusals, one message each", () => {
  it("refuses a code that does not exist", () => {
    expect(checkPromotion(null, context())).toEqual({ ok: false, reason: "unknown", message: "This discount code is not valid." });
  });

  it("refuses a disabled code", () => {
    expect(checkPromotion(definition({ enabled: false }), context())).toEqual({
      ok: false,
      reason: "disabled",
      message: "This discount code is no longer active.",
    });
  });

  it("refuses a code before its start, from the start instant on accepts it", () => {
    const spring = definition({ startsAt: NOW });
    expect(checkPromotion(spring, context({ now: NOW - 1 }))).toEqual({ ok: false, reason: "not-started", message: PROMOTION_MESSAGES.notStarted });
    expect(checkPromotion(spring, context({ now: NOW })).ok).toBe(true);
  });

  it("accepts a code until just before its end instant and refuses it from then on", () => {
    const spring = definition({ startsAt: NOW - 7 * DAY, endsAt: NOW });
    expect(checkPromotion(spring, context({ now: NOW - 1 })).ok).toBe(true);
    expect(checkPromotion(spring, context({ now: NOW }))).toEqual({ ok: false, reason: "ended", message: "This discount code has expired." });
    expect(checkPromotion(spring, context({ now: NOW + DAY })).ok).toBe(false);
  });

  it("refuses a code whose uses have reached its limit, and accepts the last use", () => {
    const fifty = definition({ totalUseLimit: 50 });
    expect(checkPromotion(fifty, context({ uses: { total: 49, byCustomer: 0 } })).ok).toBe(true);
    expect(checkPromotion(fifty, context({ uses: { total: 50, byCustomer: 0 } }))).toEqual({
      ok: false,
      reason: "used-up",
      message: "This discount code has been used up.",
    });
  });

  it("refuses a first-order code to a customer with an earlier order", () => {
    const first = definition({ firstOrderOnly: true });
    expect(checkPromotion(first, context({ hasPreviousOrder: false })).ok).toBe(true);
    expect(checkPromotion(first, context({ hasPreviousOrder: true }))).toEqual({
      ok: false,
      reason: "first-order-only",
      message: "This discount code is for a first order only.",
    });
    // Without the rule, earlier orders do not matter.
    expect(checkPromotion(definition(), context({ hasPreviousOrder: true })).ok).toBe(true);
  });

  it("refuses a customer who has used the code as often as each customer may", () => {
    const twice = definition({ perCustomerLimit: 2 });
    expect(checkPromotion(twice, context({ uses: { total: 9, byCustomer: 1 } })).ok).toBe(true);
    expect(checkPromotion(twice, context({ uses: { total: 9, byCustomer: 2 } }))).toEqual({
      ok: false,
      reason: "used-by-you",
      message: "This discount code has already been used with this email address.",
    });
  });

  it("refuses a code none of whose items are in the cart", () => {
    expect(checkPromotion(definition({ restrictions: { ...NO_RESTRICTIONS, fragranceIds: [99] } }), context())).toEqual({
      ok: false,
      reason: "not-eligible",
      message: "This discount code is not valid for the items in your cart.",
    });
    // An empty order has nothing a code could apply to.
    expect(checkPromotion(definition(), context({ lines: [] })).ok).toBe(false);
  });

  it("refuses an order under the minimum with the amount still missing, and accepts it exactly at the minimum", () => {
    expect(checkPromotion(definition({ minimumSubtotalCents: SUBTOTAL + 1200 }), context())).toEqual({
      ok: false,
      reason: "minimum-not-met",
      message: "Add $12.00 more to use this code.",
    });
    expect(checkPromotion(definition({ minimumSubtotalCents: SUBTOTAL + 1 }), context())).toMatchObject({ message: "Add $0.01 more to use this code." });
    expect(checkPromotion(definition({ minimumSubtotalCents: SUBTOTAL }), context())).toEqual({
      ok: true,
      code: "SPRING15",
      effect: { discountCents: 1875 },
    });
  });

  it("counts the whole merchandise toward the minimum, not only the eligible lines", () => {
    // Only the samples ($10.00) are eligible; the order's $125.00 reaches a $100 minimum.
    const samples = definition({ minimumSubtotalCents: 10_000, restrictions: { ...NO_RESTRICTIONS, sizes: ["2ml"] } });
    expect(checkPromotion(samples, context())).toEqual({ ok: true, code: "SPRING15", effect: { discountCents: 150 } });
  });

  it("gives the first reason that applies: the code's own, then the customer's, then the cart's", () => {
    const everything = definition({
      enabled: false,
      startsAt: NOW + DAY,
      endsAt: NOW + 2 * DAY,
      totalUseLimit: 1,
      firstOrderOnly: true,
      perCustomerLimit: 1,
      restrictions: { ...NO_RESTRICTIONS, genders: ["male"], sizes: ["10ml"] },
      minimumSubtotalCents: 1_000_000,
    });
    const busy = context({ uses: { total: 1, byCustomer: 1 }, hasPreviousOrder: true });
    const order: [Partial<PromotionDefinition>, string][] = [
      [{}, "disabled"],
      [{ enabled: true }, "not-started"],
      [{ enabled: true, startsAt: null, endsAt: NOW }, "ended"],
      [{ enabled: true, startsAt: null, endsAt: null }, "used-up"],
      [{ enabled: true, startsAt: null, endsAt: null, totalUseLimit: null }, "used-by-you"],
      [{ enabled: true, startsAt: null, endsAt: null, totalUseLimit: null, perCustomerLimit: null }, "first-order-only"],
      [{ enabled: true, startsAt: null, endsAt: null, totalUseLimit: null, firstOrderOnly: false, perCustomerLimit: null }, "not-eligible"],
      [
        { enabled: true, startsAt: null, endsAt: null, totalUseLimit: null, firstOrderOnly: false, perCustomerLimit: null, restrictions: NO_RESTRICTIONS },
        "minimum-not-met",
      ],
    ];
    for (const [overrides, reason] of order) {
      expect(checkPromotion({ ...everything, ...overrides }, busy)).toMatchObject({ ok: false, reason });
    }
  });
});

describe("checking a code: what it takes off", () => {
  it("takes a percentage of the merchandise, rounded to the cent", () => {
    expect(checkPromotion(definition({ value: 15 }), context())).toEqual({ ok: true, code: "SPRING15", effect: { discountCents: 1875 } });
    const one = (unitPriceCents: number, value: number) =>
      checkPromotion(definition({ value }), context({ lines: [{ fragranceId: 1, gender: "female", size: "10ml", unitPriceCents, quantity: 1 }] }));
    // 15% of $33.33 is 499.95 cents: 500. 15% of $10.01 is 150.15: 150. 10% of 5 cents is 0.5: 1 (half up).
    expect(one(3333, 15)).toMatchObject({ effect: { discountCents: 500 } });
    expect(one(1001, 15)).toMatchObject({ effect: { discountCents: 150 } });
    expect(one(5, 10)).toMatchObject({ effect: { discountCents: 1 } });
    expect(one(4000, 100)).toMatchObject({ effect: { discountCents: 4000 } });
    // A free item is still an item the code applies to: nothing to take off, but no refusal.
    expect(one(0, 10)).toEqual({ ok: true, code: "SPRING15", effect: { discountCents: 0 } });
  });

  it("takes a percentage of the eligible lines only", () => {
    const forHer = definition({ value: 10, restrictions: { ...NO_RESTRICTIONS, genders: ["female"] } });
    expect(checkPromotion(forHer, context())).toMatchObject({ ok: true, effect: { discountCents: 800 } });
  });

  it("takes a fixed amount, never more than the eligible lines cost", () => {
    expect(checkPromotion(definition({ kind: "fixed", value: 1000 }), context())).toMatchObject({ ok: true, effect: { discountCents: 1000 } });
    const samplesOnly = { ...NO_RESTRICTIONS, sizes: ["2ml" as const] };
    // $20.00 off, but the samples come to $10.00.
    expect(checkPromotion(definition({ kind: "fixed", value: 2000, restrictions: samplesOnly }), context())).toMatchObject({
      ok: true,
      effect: { discountCents: 1000 },
    });
    expect(checkPromotion(definition({ kind: "fixed", value: 1_000_000 }), context())).toMatchObject({ effect: { discountCents: SUBTOTAL } });
  });

  it("gives free shipping instead of money off the merchandise", () => {
    expect(checkPromotion(definition({ kind: "free-shipping", value: 0 }), context())).toEqual({ ok: true, code: "SPRING15", effect: { freeShipping: true } });
    // Restricted, it still needs one eligible line in the cart.
    const forHim10ml = definition({ kind: "free-shipping", value: 0, restrictions: { ...NO_RESTRICTIONS, genders: ["male"], sizes: ["10ml"] } });
    expect(checkPromotion(forHim10ml, context())).toMatchObject({ ok: false, reason: "not-eligible" });
  });
});

describe("restrictions", () => {
  const line = { fragranceId: 7, gender: "male" as const, size: "10ml" as const };

  it("lets every line through when no list is set", () => {
    expect(isLineEligible(NO_RESTRICTIONS, line)).toBe(true);
  });

  it("takes any value of one list, and every list set must agree", () => {
    expect(isLineEligible({ ...NO_RESTRICTIONS, fragranceIds: [3, 7] }, line)).toBe(true);
    expect(isLineEligible({ ...NO_RESTRICTIONS, fragranceIds: [3] }, line)).toBe(false);
    expect(isLineEligible({ ...NO_RESTRICTIONS, genders: ["male", "unisex"] }, line)).toBe(true);
    expect(isLineEligible({ ...NO_RESTRICTIONS, genders: ["female"] }, line)).toBe(false);
    expect(isLineEligible({ ...NO_RESTRICTIONS, sizes: ["2ml"] }, line)).toBe(false);
    expect(isLineEligible({ fragranceIds: [7], genders: ["male"], sizes: ["10ml"] }, line)).toBe(true);
    expect(isLineEligible({ fragranceIds: [7], genders: ["male"], sizes: ["2ml"] }, line)).toBe(false);
  });
});

describe("codes are one code whatever their case", () => {
  it("normalizes what the shopper typed", () => {
    expect(normalizePromotionCode("  welcome10 ")).toBe("WELCOME10");
    expect(normalizePromotionCode("Spring15")).toBe("SPRING15");
  });
});

describe("WELCOME10 as a code like any other", () => {
  it("keeps its rules: 10% off, a first order only, once per customer", () => {
    expect(promotionDefinitionProblems(WELCOME10)).toEqual([]);
    expect(checkPromotion(WELCOME10, context())).toEqual({ ok: true, code: "WELCOME10", effect: { discountCents: 1250 } });
    expect(checkPromotion(WELCOME10, context({ uses: { total: 500, byCustomer: 1 } }))).toMatchObject({
      reason: "used-by-you",
      message: "This discount code has already been used with this email address.",
    });
    expect(checkPromotion(WELCOME10, context({ hasPreviousOrder: true }))).toMatchObject({ reason: "first-order-only" });
    // No total limit, no dates, no minimum: the thousandth new customer still gets it.
    expect(checkPromotion(WELCOME10, context({ uses: { total: 999, byCustomer: 0 }, now: NOW + 3650 * DAY })).ok).toBe(true);
  });

  it("takes off exactly what today's 10% does, for any order", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 50 }), (order) => {
        const checked = checkPromotion(WELCOME10, context({ lines: order }));
        expect(checked).toEqual({ ok: true, code: "WELCOME10", effect: { discountCents: cartTotals(order, 10, DEFAULT_SHIPPING).discountCents } });
      }),
      { numRuns: 200 },
    );
  });
});

describe("a definition an admin may save", () => {
  it("has no problems when its values are in range", () => {
    expect(promotionDefinitionProblems(definition())).toEqual([]);
    expect(promotionDefinitionProblems(definition({ kind: "fixed", value: 1, minimumSubtotalCents: 6000, totalUseLimit: 100 }))).toEqual([]);
    expect(promotionDefinitionProblems(definition({ kind: "free-shipping", value: 0, startsAt: NOW, endsAt: NOW + 1 }))).toEqual([]);
  });

  it("names each value out of range", () => {
    expect(promotionDefinitionProblems(definition({ code: "no spaces" }))).toHaveLength(1);
    expect(promotionDefinitionProblems(definition({ code: "AB" }))).toHaveLength(1);
    expect(promotionDefinitionProblems(definition({ value: 0 }))).toEqual(["A percentage is a whole number from 1 to 100."]);
    expect(promotionDefinitionProblems(definition({ value: 101 }))).toHaveLength(1);
    expect(promotionDefinitionProblems(definition({ value: 12.5 }))).toHaveLength(1);
    expect(promotionDefinitionProblems(definition({ kind: "fixed", value: 0 }))).toEqual(["A fixed amount is at least $0.01."]);
    expect(promotionDefinitionProblems(definition({ kind: "free-shipping", value: 500 }))).toEqual(["Free shipping has no amount."]);
    expect(promotionDefinitionProblems(definition({ minimumSubtotalCents: 0 }))).toHaveLength(1);
    expect(promotionDefinitionProblems(definition({ startsAt: NOW, endsAt: NOW }))).toEqual(["The end comes after the start."]);
    expect(promotionDefinitionProblems(definition({ totalUseLimit: 0 }))).toHaveLength(1);
    expect(promotionDefinitionProblems(definition({ perCustomerLimit: 0 }))).toHaveLength(1);
  });
});
