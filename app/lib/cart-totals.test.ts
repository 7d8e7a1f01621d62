import { describe, expect, it } from "vitest";
import {
  allocateDiscount,
  afterpayInstalmentCents,
  cartTotals,
  DEFAULT_SHIPPING,
  discountCents,
  itemCount,
  lineTotalCents,
  subtotalCents,
} from "./cart-totals";

const lines = [
  { unitPriceCents: 4000, quantity: 2 },
  { unitPriceCents: 3500, quantity: 1 },
];

describe("cart totals", () => {
  it("multiplies price by quantity per line and sums the lines", () => {
    expect(lineTotalCents(lines[0]!)).toBe(8000);
    expect(subtotalCents(lines)).toBe(11500);
    expect(itemCount(lines)).toBe(3);
  });

  it("adds $5.00 shipping and nothing else without a discount", () => {
    expect(cartTotals(lines, 0, DEFAULT_SHIPPING)).toEqual({ subtotalCents: 11500, shippingCents: 500, discountCents: 0, totalCents: 12000 });
  });

  it("takes 10% off the merchandise only, never the shipping", () => {
    expect(cartTotals(lines, 10, DEFAULT_SHIPPING)).toEqual({
      subtotalCents: 11500,
      shippingCents: 500,
      discountCents: 1150,
      totalCents: 10850,
    });
    expect(discountCents(4000, 10)).toBe(400);
    expect(discountCents(3333, 10)).toBe(333);
    expect(discountCents(1000, 0)).toBe(0);
  });

  it("charges nothing for an empty cart", () => {
    expect(cartTotals([], 0, DEFAULT_SHIPPING)).toEqual({ subtotalCents: 0, shippingCents: 0, discountCents: 0, totalCents: 0 });
  });

  it("splits the real total into 4 Afterpay instalments", () => {
    expect(afterpayInstalmentCents(4500)).toBe(1125);
    expect(afterpayInstalmentCents(4000)).toBe(1000);
    expect(afterpayInstalmentCents(4501) * 4).toBeGreaterThanOrEqual(4501);
  });
});

describe("the chosen shipping in the totals", () => {
  const rates = { standardCents: 500, expressCents: 1500, freeStandardFromCents: 10_000 };

  it("adds Express's price instead of Standard's", () => {
    expect(cartTotals(lines, 0, { method: "express", rates })).toEqual({ subtotalCents: 11500, shippingCents: 1500, discountCents: 0, totalCents: 13000 });
  });

  it("makes Standard free when the merchandise after the discount reaches the threshold", () => {
    expect(cartTotals(lines, 0, { method: "standard", rates }).shippingCents).toBe(0);
    // 11,500 less 15% is 9,775: under the threshold, so Standard is charged.
    expect(cartTotals(lines, 15, { method: "standard", rates })).toEqual({ subtotalCents: 11500, shippingCents: 500, discountCents: 1725, totalCents: 10275 });
  });
});

describe("the discount shared among the lines", () => {
  it("gives each line its share in proportion, the leftover cents to the largest remainders", () => {
    // 10% of 11,500 is 1,150: 8,000 → 800 and 3,500 → 350 exactly.
    expect(allocateDiscount(lines, 1150)).toEqual([800, 350]);
    // Three equal lines and 100 cents: 33.33 each, the first takes the odd cent.
    const three = [1, 2, 3].map(() => ({ unitPriceCents: 1000, quantity: 1 }));
    expect(allocateDiscount(three, 100)).toEqual([34, 33, 33]);
    // 2,999 × 1 and 1 × 1 with 300 off: 299.9 and 0.1, so 300 and 0.
    expect(allocateDiscount([{ unitPriceCents: 2999, quantity: 1 }, { unitPriceCents: 1, quantity: 1 }], 300)).toEqual([300, 0]);
  });

  it("shares nothing when there is no discount", () => {
    expect(allocateDiscount(lines, 0)).toEqual([0, 0]);
    expect(allocateDiscount([], 0)).toEqual([]);
  });

  it("always adds up to the discount and never takes more from a line than it costs (seeded random orders)", () => {
    let seed = 20261127;
    const next = (max: number) => {
      // A small linear congruential generator: the same orders on every run.
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % max;
    };
    for (let run = 0; run < 500; run += 1) {
      const order = Array.from({ length: 1 + next(50) }, () => ({ unitPriceCents: next(100_000), quantity: 1 + next(99) }));
      const totals = cartTotals(order, 1 + next(100), DEFAULT_SHIPPING);
      const shares = allocateDiscount(order, totals.discountCents);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(totals.discountCents);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lineTotalCents(order[index]!));
      });
      // What the lines were paid, after their shares, plus shipping is the order's total.
      const paid = order.reduce((sum, line, index) => sum + lineTotalCents(line) - shares[index]!, 0);
      expect(paid + totals.shippingCents).toBe(totals.totalCents);
    }
  });
});
