import { describe, expect, it } from "vitest";
import { figuresByShopDay, dailyFiguresCsv, dailyFiguresHeaderCsv, type OrderFigures } from "./daily-figures-rows";

function order(instant: string, overrides: Partial<OrderFigures> = {}): OrderFigures {
  return { createdAt: Date.parse(instant), totalCents: 4500, discountCents: 0, pointsCents: 0, refundedCents: 0, units10ml: 1, units2ml: 0, taxCents: 0, ...overrides };
}

describe("daily figures rows", () => {
  it("counts orders on the shop's day, writes each day once a later one starts, and ends with the days left and a Total", () => {
    const figures = figuresByShopDay(["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]);
    // 11:30 pm on the 26th in Denver, already the 27th in UTC.
    expect(figures.add(order("2026-11-27T06:30:00Z", { discountCents: 1000, pointsCents: 300, totalCents: 8000, refundedCents: 1200, units2ml: 2, taxCents: 599 }))).toEqual([
      { day: "2026-11-25", orders: 0, grossCents: 0, refundsCents: 0, discountCents: 0, pointsCents: 0, units10ml: 0, units2ml: 0, taxCents: 0 },
    ]);
    expect(figures.add(order("2026-11-27T07:30:00Z", { taxCents: 396 }))).toMatchObject([
      { day: "2026-11-26", orders: 1, grossCents: 8000, refundsCents: 1200, discountCents: 700, pointsCents: 300, units2ml: 2, taxCents: 599 },
    ]);
    const rest = figures.finish();
    expect(rest.map((row) => row.day)).toEqual(["2026-11-27", "2026-11-28", "Total"]);
    expect(dailyFiguresHeaderCsv() + dailyFiguresCsv(rest)).toBe(
      [
        "day (America/Denver),orders,revenue,gross,refunds,discounts,points_spent,units_10ml,units_2ml,tax",
        "2026-11-27,1,45.00,45.00,0.00,0.00,0.00,1,0,3.96",
        "2026-11-28,0,0.00,0.00,0.00,0.00,0.00,0,0,0.00",
        "Total,2,113.00,125.00,12.00,7.00,3.00,2,2,9.95",
        "",
      ].join("\r\n"),
    );
  });

  it("puts the hours either side of a clock change on their own day", () => {
    const figures = figuresByShopDay(["2026-03-07", "2026-03-08", "2026-03-09"]);
    // Mar 8 is 23 hours long in Denver: 07:00Z to 06:00Z next day.
    const rows = ["2026-03-08T06:59:59Z", "2026-03-08T07:00:00Z", "2026-03-09T05:59:59Z", "2026-03-09T06:00:00Z"].flatMap((at) => figures.add(order(at)));
    expect([...rows, ...figures.finish()].map((row) => [row.day, row.orders])).toEqual([
      ["2026-03-07", 1],
      ["2026-03-08", 2],
      ["2026-03-09", 1],
      ["Total", 4],
    ]);
  });

  it("refuses an order outside the period or out of order rather than miscount it", () => {
    const figures = figuresByShopDay(["2026-11-26"]);
    expect(() => figures.add(order("2026-11-28T12:00:00Z"))).toThrow(/outside the period/);
  });
});
