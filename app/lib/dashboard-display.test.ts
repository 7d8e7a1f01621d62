import { describe, expect, it } from "vitest";
import { describeChange, describeShareChange, figureCards, formatAmount, formatShare } from "./dashboard-display";
import type { PeriodFigures } from "./dashboard-figures";

const figures = (overrides: Partial<PeriodFigures> = {}): PeriodFigures => ({
  revenueCents: 0,
  grossCents: 0,
  refundedCents: 0,
  orders: 0,
  averageOrderCents: null,
  units: { "10ml": 0, "2ml": 0 },
  discountCents: 0,
  shippingCents: 0,
  newCustomers: 0,
  returningOrders: 0,
  returningShare: null,
  pointsEarned: 0,
  pointsSpent: 0,
  ...overrides,
});

describe("the dashboard's words", () => {
  it("writes amounts with thousands separators and shares as whole percents", () => {
    expect(formatAmount(1234567)).toBe("$12,345.67");
    expect(formatAmount(-500)).toBe("-$5.00");
    expect(formatShare(0.375)).toBe("38 %");
    expect(formatShare(null)).toBe("–");
  });

  it("says which way a figure moved, in words as well as colour", () => {
    expect(describeChange(120, 100)).toEqual({ text: "+20 % on the previous period", direction: "up" });
    expect(describeChange(80, 100)).toEqual({ text: "−20 % on the previous period", direction: "down" });
    expect(describeChange(100, 100)).toEqual({ text: "No change on the previous period", direction: "same" });
    expect(describeChange(5, 0)).toEqual({ text: "Nothing in the previous period", direction: "none" });
    expect(describeShareChange(0.5, 0.45)).toEqual({ text: "+5 pts on the previous period", direction: "up" });
  });

  it("opens with revenue, orders and the average order, and reads units by size", () => {
    const cards = figureCards(
      figures({ revenueCents: 900000, grossCents: 1000000, refundedCents: 100000, orders: 200, averageOrderCents: 5000, units: { "10ml": 250, "2ml": 40 }, returningOrders: 50, returningShare: 0.25 }),
      figures({ revenueCents: 450000, orders: 100, averageOrderCents: 5000, units: { "10ml": 100, "2ml": 0 } }),
    );
    expect(cards.map((card) => card.label)).toEqual([
      "Revenue",
      "Orders",
      "Average order value",
      "Units sold",
      "Discounts given",
      "New customers",
      "Orders from returning customers",
      "Points earned",
      "Points spent",
    ]);
    expect(cards[0]).toEqual({ label: "Revenue", value: "$9,000.00", change: { text: "+100 % on the previous period", direction: "up" }, detail: "Paid $10,000.00, refunded $1,000.00" });
    expect(cards[3]).toMatchObject({ value: "290", detail: "250 × 10 ml, 40 × 2 ml samples" });
    expect(cards[6]).toMatchObject({ value: "25 %", detail: "50 of 200 orders", change: { direction: "none" } });
  });
});
