import { describe, expect, it } from "vitest";
import { SHIPPING_METHODS as STORED_METHODS } from "../../db/schema/columns";
import { deliveryWindow } from "./delivery-window";
import { formatDeliveryWindow, storedShipping } from "./shipping";
import { DEFAULT_SHIPPING_RATES, SHIPPING_METHODS, shippingPriceCents } from "./shipping-rates";

describe("shipping prices", () => {
  it("are the spec's $5.00 standard and $15.00 express by default, with no free shipping", () => {
    expect(shippingPriceCents("standard", 1_000_000, DEFAULT_SHIPPING_RATES)).toBe(500);
    expect(shippingPriceCents("express", 0, DEFAULT_SHIPPING_RATES)).toBe(1500);
  });

  it("make standard free from the threshold on, never express", () => {
    const rates = { standardCents: 500, expressCents: 1500, freeStandardFromCents: 5000 };
    expect(shippingPriceCents("standard", 4999, rates)).toBe(500);
    expect(shippingPriceCents("standard", 5000, rates)).toBe(0);
    expect(shippingPriceCents("express", 5000, rates)).toBe(1500);
  });

  it("offer the methods the database accepts", () => {
    expect([...SHIPPING_METHODS]).toEqual([...STORED_METHODS]);
  });
});

describe("the delivery window", () => {
  it("counts from the first business day after the order's day in Denver, not UTC's", () => {
    // Wed Nov 25, 10:30 pm MST is Thursday in UTC: the order's day is still Wednesday.
    const wednesdayNight = new Date("2026-11-26T05:30:00Z");
    // Day 1 is Fri Nov 27 (Thanksgiving skipped), then Mon, Tue, Wed, Thu.
    expect(deliveryWindow("express", wednesdayNight)).toEqual({ earliest: "2026-11-27", latest: "2026-11-30" });
    expect(deliveryWindow("standard", wednesdayNight)).toEqual({ earliest: "2026-12-01", latest: "2026-12-03" });
  });

  it("does the same in summer time, skipping Independence Day as observed", () => {
    // Thu Jul 2, 2026, 11 pm MDT (05:00 UTC on Friday Jul 3, itself the observed holiday).
    const thursdayNight = new Date("2026-07-03T05:00:00Z");
    expect(deliveryWindow("express", thursdayNight)).toEqual({ earliest: "2026-07-06", latest: "2026-07-07" });
    expect(deliveryWindow("standard", thursdayNight)).toEqual({ earliest: "2026-07-08", latest: "2026-07-10" });
  });

  it("reads as the shopper's calendar", () => {
    expect(formatDeliveryWindow({ earliest: "2026-12-01", latest: "2026-12-03" })).toBe("Tue, Dec 1 – Thu, Dec 3");
    expect(formatDeliveryWindow({ earliest: "2026-12-01", latest: "2026-12-01" })).toBe("Tue, Dec 1");
  });

  it("is absent for an order stored before windows were kept", () => {
    expect(storedShipping({ shippingMethod: "standard", deliveryEarliest: null, deliveryLatest: null })).toEqual({ method: "standard", window: null });
    expect(storedShipping({ shippingMethod: "express", deliveryEarliest: "2026-12-01", deliveryLatest: "2026-12-02" })).toEqual({
      method: "express",
      window: { earliest: "2026-12-01", latest: "2026-12-02" },
    });
  });
});
