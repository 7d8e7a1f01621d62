import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeSalesTax } from "./sales-tax";
import { shareOf, splitAmountRefund, splitLineRefund, splitWholeRefund, whatIsLeft, type RefundableOrder, type RefundSplit } from "./refund-split";

// A Denver order at 8.81 %: two bottles at $40.00 (tax $7.05) and one at
// $35.00 (tax $3.08: $10.13 on $115.00, shared by largest remainder), $5.00
// Standard shipping, which Colorado does not tax. Charged $130.13.
const DENVER_TAX = computeSalesTax(
  {
    lines: [
      { amountCents: 8000, quantity: 2, reference: "line-1" },
      { amountCents: 3500, quantity: 1, reference: "line-2" },
    ],
    shippingCents: 500,
    address: { state: "CO", zip: "80202" },
  },
  ["CO"],
  () => ({ ratePpm: 88_100, jurisdiction: "Denver, CO", taxesShipping: false }),
);

const none = { quantity: 0, amountCents: 0, taxCents: 0 };
const DENVER: RefundableOrder = {
  lines: [
    { orderItemId: 11, quantity: 2, paidCents: 8000, taxCents: DENVER_TAX.lines[0]!.taxCents, refunded: none },
    { orderItemId: 12, quantity: 1, paidCents: 3500, taxCents: DENVER_TAX.lines[1]!.taxCents, refunded: none },
  ],
  shipping: { paidCents: 500, taxCents: 0, refunded: { amountCents: 0, taxCents: 0 } },
};

/** The order after a refund: what it gave back is counted as refunded (what refund_lines records). */
function after(order: RefundableOrder, split: RefundSplit): RefundableOrder {
  return {
    lines: order.lines.map((line, index) => {
      const part = split.lines[index]!;
      return { ...line, refunded: { quantity: line.refunded.quantity + part.quantity, amountCents: line.refunded.amountCents + part.amountCents, taxCents: line.refunded.taxCents + part.taxCents } };
    }),
    shipping: { ...order.shipping, refunded: { amountCents: order.shipping.refunded.amountCents + split.shipping.amountCents, taxCents: order.shipping.refunded.taxCents + split.shipping.taxCents } },
  };
}

describe("a refund's sales tax", () => {
  it("the Denver order's tax, as the rules share it", () => {
    expect(DENVER_TAX.lines.map((line) => line.taxCents)).toEqual([705, 308]);
    expect(DENVER_TAX.taxCents).toBe(1013);
  });

  it("gives back one bottle of two with half the line's tax, and the second with the rest", () => {
    const first = splitLineRefund(DENVER, [{ orderItemId: 11, quantity: 1 }]);
    expect(first).toEqual({
      lines: [
        { orderItemId: 11, quantity: 1, amountCents: 4000, taxCents: 353 },
        { orderItemId: 12, quantity: 0, amountCents: 0, taxCents: 0 },
      ],
      shipping: { amountCents: 0, taxCents: 0 },
      amountCents: 4353,
      taxCents: 353,
    });
    // The last unit takes what is left: 705 − 353.
    const second = splitLineRefund(after(DENVER, first), [{ orderItemId: 11, quantity: 1 }]);
    expect(second.lines[0]).toEqual({ orderItemId: 11, quantity: 1, amountCents: 4000, taxCents: 352 });
    // Nothing of the line is left: asking again gives nothing.
    const third = splitLineRefund(after(after(DENVER, first), second), [{ orderItemId: 11, quantity: 1 }]);
    expect(third).toMatchObject({ amountCents: 0, taxCents: 0 });
  });

  it("takes a return's own priced amount (after the discount), held to what is left of the line, with the units' share of the tax", () => {
    const split = splitLineRefund(DENVER, [{ orderItemId: 11, quantity: 1, amountCents: 3600 }]);
    expect(split).toMatchObject({ amountCents: 3953, taxCents: 353 });
    expect(splitLineRefund(DENVER, [{ orderItemId: 12, quantity: 1, amountCents: 9999 }])).toMatchObject({ amountCents: 3808, taxCents: 308 });
  });

  it("gives back the shipping with the shipping's tax where the state taxes it", () => {
    const newYork: RefundableOrder = { ...DENVER, shipping: { paidCents: 500, taxCents: 44, refunded: { amountCents: 0, taxCents: 0 } } };
    expect(splitLineRefund(newYork, [], { shipping: true })).toMatchObject({ shipping: { amountCents: 500, taxCents: 44 }, amountCents: 544, taxCents: 44 });
    expect(splitLineRefund(DENVER, [], { shipping: true })).toMatchObject({ amountCents: 500, taxCents: 0 });
  });

  it("refunds the whole order: everything charged, with all of its tax not yet refunded", () => {
    expect(splitWholeRefund(DENVER)).toMatchObject({ amountCents: 13_013, taxCents: 1013 });
    const partly = after(DENVER, splitLineRefund(DENVER, [{ orderItemId: 11, quantity: 1 }]));
    expect(splitWholeRefund(partly)).toMatchObject({
      lines: [
        { orderItemId: 11, quantity: 1, amountCents: 4000, taxCents: 352 },
        { orderItemId: 12, quantity: 1, amountCents: 3500, taxCents: 308 },
      ],
      shipping: { amountCents: 500, taxCents: 0 },
      amountCents: 8660,
      taxCents: 660,
    });
  });

  it("splits a typed amount into tax and before tax in proportion to what is left", () => {
    // $13.01 of $130.13: a tenth, so a tenth of the tax (101.3 → $1.01), the rest over the lines and shipping by what each has left.
    const tenth = splitAmountRefund(DENVER, 1301);
    expect(tenth).toMatchObject({ amountCents: 1301, taxCents: 101, shipping: { amountCents: 50, taxCents: 0 } });
    expect(tenth.lines.map((line) => [line.amountCents, line.taxCents, line.quantity])).toEqual([
      [800, 70, 0],
      [350, 31, 0],
    ]);
    // Typing everything left returns every cent of tax.
    expect(splitAmountRefund(after(DENVER, tenth), 13_013 - 1301)).toMatchObject({ amountCents: 11_712, taxCents: 912 });
    // An Oregon order carries no tax: all of it is before tax.
    const oregon: RefundableOrder = { ...DENVER, lines: DENVER.lines.map((line) => ({ ...line, taxCents: 0 })) };
    expect(splitAmountRefund(oregon, 1250)).toMatchObject({ amountCents: 1250, taxCents: 0 });
  });

  it("rounds a share half up and never divides by nothing", () => {
    expect(shareOf(705, 1, 2)).toBe(353);
    expect(shareOf(704, 1, 2)).toBe(352);
    expect(shareOf(1013, 1301, 13_013)).toBe(101);
    expect(shareOf(100, 1, 0)).toBe(0);
  });
});

// ---------------------------------------------------------------------------
// Any sequence of partial refunds

const anyOrder = fc
  .record({
    lines: fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 6 }), paidCents: fc.integer({ min: 0, max: 40_000 }), rate: fc.integer({ min: 0, max: 120_000 }) }),
      { minLength: 1, maxLength: 5 },
    ),
    shippingCents: fc.constantFrom(0, 500, 1500),
    shippingRate: fc.constantFrom(0, 40_000, 88_750),
  })
  .map(({ lines, shippingCents, shippingRate }): RefundableOrder => ({
    lines: lines.map((line, index) => ({
      orderItemId: 100 + index,
      quantity: line.quantity,
      paidCents: line.paidCents,
      taxCents: Math.floor((line.paidCents * line.rate + 500_000) / 1_000_000),
      refunded: none,
    })),
    shipping: { paidCents: shippingCents, taxCents: Math.floor((shippingCents * shippingRate + 500_000) / 1_000_000), refunded: { amountCents: 0, taxCents: 0 } },
  }));

/** One partial refund: some units of a line, the shipping, or an amount typed as a share (per mille) of what is left. */
const anyStep = fc.oneof(
  fc.record({ kind: fc.constant("line" as const), line: fc.nat(4), quantity: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant("shipping" as const) }),
  fc.record({ kind: fc.constant("amount" as const), perMille: fc.integer({ min: 1, max: 1000 }) }),
);

type Step = { kind: "line"; line: number; quantity: number } | { kind: "shipping" } | { kind: "amount"; perMille: number };

function refundOf(order: RefundableOrder, step: Step): RefundSplit {
  if (step.kind === "shipping") return splitLineRefund(order, [], { shipping: true });
  if (step.kind === "line") {
    const line = order.lines[step.line % order.lines.length]!;
    return splitLineRefund(order, [{ orderItemId: line.orderItemId, quantity: step.quantity }]);
  }
  const rest = whatIsLeft(order);
  return splitAmountRefund(order, Math.floor(((rest.amountCents + rest.taxCents) * step.perMille) / 1000));
}

const charged = (order: RefundableOrder) => order.lines.reduce((sum, line) => sum + line.paidCents + line.taxCents, order.shipping.paidCents + order.shipping.taxCents);
const taxOf = (order: RefundableOrder) => order.lines.reduce((sum, line) => sum + line.taxCents, order.shipping.taxCents);

describe("any sequence of partial refunds", () => {
  it("never gives back more tax (or money) than was charged, on any line or in all, and each refund adds up", () => {
    fc.assert(
      fc.property(anyOrder, fc.array(anyStep, { maxLength: 12 }), (order, steps) => {
        let state = order;
        let money = 0;
        let tax = 0;
        for (const step of steps) {
          const split = refundOf(state, step);
          const parts = [...split.lines, split.shipping];
          expect(split.taxCents).toBe(parts.reduce((sum, part) => sum + part.taxCents, 0));
          expect(split.amountCents).toBe(parts.reduce((sum, part) => sum + part.amountCents + part.taxCents, 0));
          for (const part of parts) expect(Math.min(part.amountCents, part.taxCents)).toBeGreaterThanOrEqual(0);
          state = after(state, split);
          money += split.amountCents;
          tax += split.taxCents;
        }
        for (const line of state.lines) {
          expect(line.refunded.taxCents).toBeLessThanOrEqual(line.taxCents);
          expect(line.refunded.amountCents).toBeLessThanOrEqual(line.paidCents);
          expect(line.refunded.quantity).toBeLessThanOrEqual(line.quantity);
        }
        expect(state.shipping.refunded.taxCents).toBeLessThanOrEqual(state.shipping.taxCents);
        expect(tax).toBeLessThanOrEqual(taxOf(order));
        expect(money).toBeLessThanOrEqual(charged(order));
      }),
      { numRuns: 500 },
    );
  });

  it("refunding everything after them returns exactly all the tax and all that was charged, whichever way the rest goes back", () => {
    fc.assert(
      fc.property(anyOrder, fc.array(anyStep, { maxLength: 8 }), fc.constantFrom("whole", "lines", "amount"), (order, steps, finish) => {
        let state = order;
        let money = 0;
        let tax = 0;
        const refund = (split: RefundSplit) => {
          state = after(state, split);
          money += split.amountCents;
          tax += split.taxCents;
        };
        for (const step of steps) refund(refundOf(state, step));
        if (finish === "whole") refund(splitWholeRefund(state));
        else if (finish === "amount") refund(splitAmountRefund(state, whatIsLeft(state).amountCents + whatIsLeft(state).taxCents));
        else {
          // Every unit left, one at a time, then the shipping.
          for (const line of order.lines) for (let unit = 0; unit < line.quantity; unit++) refund(splitLineRefund(state, [{ orderItemId: line.orderItemId, quantity: 1 }]));
          refund(splitLineRefund(state, [], { shipping: true }));
        }
        expect(tax).toBe(taxOf(order));
        expect(money).toBe(charged(order));
        expect(whatIsLeft(state)).toMatchObject({ amountCents: 0, taxCents: 0 });
      }),
      { numRuns: 500 },
    );
  });
});
