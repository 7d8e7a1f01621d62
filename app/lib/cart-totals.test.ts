import { describe, expect, it } from "vitest";
import {
  afterpayInstalmentCents,
  cartTotals,
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
    expect(cartTotals(lines)).toEqual({ subtotalCents: 11500, shippingCents: 500, discountCents: 0, totalCents: 12000 });
  });

  it("takes 10% off the merchandise only, never the shipping", () => {
    expect(cartTotals(lines, 10)).toEqual({
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
    expect(cartTotals([])).toEqual({ subtotalCents: 0, shippingCents: 0, discountCents: 0, totalCents: 0 });
  });

  it("splits the real total into 4 Afterpay instalments", () => {
    expect(afterpayInstalmentCents(4500)).toBe(1125);
    expect(afterpayInstalmentCents(4000)).toBe(1000);
    expect(afterpayInstalmentCents(4501) * 4).toBeGreaterThanOrEqual(4501);
  });
});
