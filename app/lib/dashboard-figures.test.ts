import { describe, expect, it } from "vitest";
import { dailyFigures, noteFamily, periodFigures, relativeChange, salesSplit, topFragrances, unitsBySize, type DaySums, type LineSums } from "./dashboard-figures";
import { epochDayOf } from "./shop-day-buckets";

const day = (text: string) => epochDayOf(text)!;
const sums = (text: string, orders: number, gross: number, extra: Partial<DaySums> = {}): DaySums => ({
  day: day(text),
  orders,
  gross_cents: gross,
  shipping_cents: 0,
  discount_cents: 0,
  points_cents: 0,
  ...extra,
});
const line = (fragranceId: number | null, units: number, revenue: number, size = "10ml"): LineSums => ({
  fragrance_id: fragranceId,
  size,
  units,
  revenue_cents: revenue,
});

describe("the dashboard's figures", () => {
  it("fills every day of the period, with refunds taken from the day their order was placed", () => {
    const days = ["2026-11-01", "2026-11-02", "2026-11-03"];
    expect(dailyFigures(days, [sums("2026-11-01", 2, 9000), sums("2026-11-03", 1, 4500)], [{ day: day("2026-11-01"), refunded_cents: 1000 }])).toEqual([
      { day: "2026-11-01", orders: 2, revenueCents: 8000 },
      { day: "2026-11-02", orders: 0, revenueCents: 0 },
      { day: "2026-11-03", orders: 1, revenueCents: 4500 },
    ]);
  });

  it("puts revenue as paid less refunded, the average before refunds, units per size and the returning share", () => {
    const figures = periodFigures({
      sums: [sums("2026-11-01", 2, 10001, { discount_cents: 500, points_cents: 200, shipping_cents: 500 }), sums("2026-11-02", 1, 0)],
      refunds: [{ day: day("2026-11-01"), refunded_cents: 1 }],
      units: unitsBySize([line(1, 3, 12000), line(1, 2, 1000, "2ml"), line(2, 1, 4000)]),
      customers: { newCustomers: 2, returningOrders: 1 },
      pointsEarned: 90,
    });
    expect(figures).toEqual({
      revenueCents: 10000,
      grossCents: 10001,
      refundedCents: 1,
      orders: 3,
      averageOrderCents: 3334,
      units: { "10ml": 4, "2ml": 2 },
      discountCents: 500,
      shippingCents: 500,
      newCustomers: 2,
      returningOrders: 1,
      returningShare: 1 / 3,
      pointsEarned: 90,
      pointsSpent: 200,
    });
    const none = periodFigures({ sums: [], refunds: [], units: { "10ml": 0, "2ml": 0 }, customers: { newCustomers: 0, returningOrders: 0 }, pointsEarned: 0 });
    expect(none).toMatchObject({ orders: 0, averageOrderCents: null, returningShare: null, revenueCents: 0 });
  });

  it("has no change to put against an empty previous period", () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(10, 0)).toBeNull();
    expect(relativeChange(null, 10)).toBeNull();
  });

  it("ranks fragrances over all their sizes, ties by name, at most ten", () => {
    const nameOf = (id: number) => (id < 50 ? `F${id}` : undefined);
    const lines = [line(1, 1, 500, "2ml"), line(1, 2, 8000), line(2, 3, 9000), line(3, 3, 12000), line(null, 1, 4000), line(99, 1, 100)];
    expect(topFragrances(lines, "units", nameOf).map((entry) => [entry.name, entry.units, entry.fragranceId])).toEqual([
      ["F1", 3, 1],
      ["F2", 3, 2],
      ["F3", 3, 3],
      ["Removed fragrances", 2, null],
    ]);
    expect(topFragrances(lines, "revenueCents", nameOf, 2).map((entry) => entry.revenueCents)).toEqual([12000, 9000]);
    expect(topFragrances(Array.from({ length: 12 }, (_, index) => line(index + 1, 1, 100)), "units", nameOf)).toHaveLength(10);
  });

  it("splits sales by a key of the fragrance, keeping every label and the removed ones apart", () => {
    const split = salesSplit([line(1, 2, 8000), line(2, 1, 4000), line(null, 1, 100)], (id) => (id === 1 ? "male" : "female"), {
      male: "For Him",
      female: "For Her",
      unisex: "Unisex",
    });
    expect(split).toEqual([
      { key: "male", label: "For Him", units: 2, revenueCents: 8000 },
      { key: "female", label: "For Her", units: 1, revenueCents: 4000 },
      { key: "unisex", label: "Unisex", units: 0, revenueCents: 0 },
      { key: "removed", label: "Removed fragrances", units: 1, revenueCents: 100 },
    ]);
  });

  it("names a fragrance's family by the quiz's keywords its notes name most", () => {
    expect(noteFamily(["Bergamot", "Sea Salt", "Marine Accord", "Cedar"])).toBe("fresh");
    expect(noteFamily(["Rose", "Jasmine", "Vanilla"])).toBe("floral");
    expect(noteFamily(["Oud", "Leather", "Amber"])).toBe("woody");
    expect(noteFamily(["Tonka Bean", "Vanilla"])).toBe("oriental");
    expect(noteFamily(["Aldehydes"])).toBe("other");
  });
});
