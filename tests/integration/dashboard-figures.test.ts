// The dashboard's figures against the same figures worked out here, in
// plain JavaScript, from the rows this test writes: orders a minute either
// side of Denver's midnight (UTC's next day), on the days the clocks change,
// with discounts, points, refunds (settled, pending, failed) and statuses that
// are not sales. The service's SQL groups by shop day; this test does not.
import { describe, expect, test } from "vitest";
import type { Db } from "../../db/client";
import { orderItems, orders, refunds, rewardPoints } from "../../db/schema";
import { parseDashboardPeriod } from "../../app/lib/dashboard-period";
import { shopDay, shopDayBounds } from "../../app/lib/shop-time";
import { loadDashboard } from "../../app/services/dashboard.server";
import { adminSuite, userWithSession } from "../support/admin";
import { htmlText } from "../support/account-fixtures";

type Written = {
  createdAt: number;
  email: string;
  status: "paid" | "shipped" | "delivered" | "refunded" | "pending" | "cancelled" | "failed";
  lines: { fragranceId: number; size: "10ml" | "2ml"; unitPriceCents: number; quantity: number; discountCents: number; pointsCents: number }[];
  shippingCents: number;
  refunds: { amountCents: number; status: "succeeded" | "pending" | "failed" }[];
};

const MINUTE = 60_000;
const at = (day: string, minutesAfterMidnight: number) => shopDayBounds(day)!.start + minutesAfterMidnight * MINUTE;
const SALES = new Set(["paid", "shipped", "delivered", "refunded"]);
let sequence = 0;

async function write(db: Db, order: Written) {
  sequence += 1;
  const subtotal = order.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discount = order.lines.reduce((sum, line) => sum + line.discountCents, 0);
  const points = order.lines.reduce((sum, line) => sum + line.pointsCents, 0);
  const [row] = await db
    .insert(orders)
    .values({
      publicId: `dash-${sequence}`,
      idempotencyKey: `dash-key-${sequence}`,
      customerName: "Ada",
      customerEmail: order.email,
      shippingAddress: "1 Main St",
      shippingCity: "Denver",
      shippingCountry: "US",
      subtotalCents: subtotal,
      shippingCents: order.shippingCents,
      discountCents: discount,
      pointsCents: points,
      totalBeforeTaxCents: subtotal + order.shippingCents - discount,
      status: order.status,
      createdAt: new Date(order.createdAt),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(order.lines.map((line) => ({ ...line, orderId: row!.id, name: `Fragrance ${line.fragranceId}` })));
  for (const [index, refund] of order.refunds.entries()) {
    await db.insert(refunds).values({ orderId: row!.id, idempotencyKey: `dash-refund-${sequence}-${index}`, amountCents: refund.amountCents, kind: "part", status: refund.status });
  }
}

/** The figures as an admin would work them out in a spreadsheet, by the shop day each order was placed. */
function expected(written: Written[], first: string, last: string) {
  const inPeriod = written.filter((order) => SALES.has(order.status) && shopDay(order.createdAt) >= first && shopDay(order.createdAt) <= last);
  const total = (order: Written) =>
    order.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity - line.discountCents, 0) + order.shippingCents;
  const refunded = (order: Written) => order.refunds.filter((refund) => refund.status === "succeeded").reduce((sum, refund) => sum + refund.amountCents, 0);
  const perDay = new Map<string, { orders: number; revenueCents: number }>();
  for (const order of inPeriod) {
    const day = perDay.get(shopDay(order.createdAt)) ?? { orders: 0, revenueCents: 0 };
    day.orders += 1;
    day.revenueCents += total(order) - refunded(order);
    perDay.set(shopDay(order.createdAt), day);
  }
  const earlierSale = (order: Written) => written.some((other) => other.email === order.email && SALES.has(other.status) && other.createdAt < order.createdAt);
  const lines = inPeriod.flatMap((order) => order.lines);
  return {
    revenueCents: inPeriod.reduce((sum, order) => sum + total(order) - refunded(order), 0),
    orders: inPeriod.length,
    units: { "10ml": lines.filter((l) => l.size === "10ml").reduce((s, l) => s + l.quantity, 0), "2ml": lines.filter((l) => l.size === "2ml").reduce((s, l) => s + l.quantity, 0) },
    discountCents: lines.reduce((sum, line) => sum + line.discountCents - line.pointsCents, 0),
    pointsSpent: lines.reduce((sum, line) => sum + line.pointsCents, 0),
    returningOrders: inPeriod.filter(earlierSale).length,
    newCustomers: new Set(inPeriod.filter((order) => !earlierSale(order)).map((order) => order.email)).size,
    perDay,
  };
}

const line = (fragranceId: number, quantity = 1, extra: Partial<Written["lines"][number]> = {}): Written["lines"][number] => ({
  fragranceId,
  size: "10ml",
  unitPriceCents: 4000,
  quantity,
  discountCents: 0,
  pointsCents: 0,
  ...extra,
});

const ORDERS: Written[] = [
  // A minute before and after Denver's midnight on the day the clocks go forward (2026-03-08, a 23-hour day).
  { createdAt: at("2026-03-07", 23 * 60 + 59), email: "ada@example.com", status: "delivered", lines: [line(1, 2)], shippingCents: 500, refunds: [] },
  { createdAt: at("2026-03-08", 1), email: "ada@example.com", status: "shipped", lines: [line(2, 1, { discountCents: 800, pointsCents: 300 })], shippingCents: 0, refunds: [] },
  // Just after the change (3:30 am MDT) and the last minute of that short day.
  { createdAt: at("2026-03-08", 2 * 60 + 30), email: "bo@example.com", status: "paid", lines: [line(3, 1), line(4, 3, { size: "2ml", unitPriceCents: 500 })], shippingCents: 1500, refunds: [{ amountCents: 700, status: "succeeded" }, { amountCents: 300, status: "pending" }] },
  { createdAt: at("2026-03-08", 22 * 60 + 59), email: "cy@example.com", status: "refunded", lines: [line(5, 1)], shippingCents: 500, refunds: [{ amountCents: 4500, status: "succeeded" }] },
  // Not sales: never paid, failed, cancelled.
  { createdAt: at("2026-03-09", 600), email: "dee@example.com", status: "pending", lines: [line(6, 5)], shippingCents: 500, refunds: [] },
  { createdAt: at("2026-03-09", 601), email: "dee@example.com", status: "failed", lines: [line(6, 5)], shippingCents: 500, refunds: [] },
  { createdAt: at("2026-03-09", 602), email: "ed@example.com", status: "cancelled", lines: [line(6, 5)], shippingCents: 500, refunds: [{ amountCents: 100, status: "failed" }] },
  { createdAt: at("2026-03-10", 12 * 60), email: "bo@example.com", status: "delivered", lines: [line(1, 1, { discountCents: 400 })], shippingCents: 500, refunds: [{ amountCents: 1000, status: "failed" }] },
  // The clocks go back on 2026-11-01 (a 25-hour day): either side of its midnights and in the repeated hour.
  { createdAt: at("2026-10-31", 23 * 60 + 30), email: "fay@example.com", status: "paid", lines: [line(7, 1)], shippingCents: 500, refunds: [] },
  { createdAt: at("2026-11-01", 90), email: "fay@example.com", status: "paid", lines: [line(8, 2)], shippingCents: 500, refunds: [] },
  { createdAt: at("2026-11-01", 24 * 60 + 30), email: "gus@example.com", status: "paid", lines: [line(8, 1)], shippingCents: 500, refunds: [] },
  { createdAt: at("2026-11-02", 10), email: "hal@example.com", status: "shipped", lines: [line(9, 1)], shippingCents: 0, refunds: [] },
];

describe("dashboard figures equal the sums over the rows", () => {
  const suite = adminSuite();

  test("a period across the spring change, its previous period, and the page's figures", async () => {
    const db = suite.server.db;
    for (const order of ORDERS) await write(db, order);
    const parsed = parseDashboardPeriod(new URLSearchParams("period=custom&from=2026-03-08&to=2026-03-10"), Date.now());
    if (!parsed.ok) throw new Error("period");
    const dashboard = await loadDashboard({ db, period: parsed.period });
    const want = expected(ORDERS, "2026-03-08", "2026-03-10");
    expect(dashboard.figures).toMatchObject({
      revenueCents: want.revenueCents,
      orders: want.orders,
      units: want.units,
      discountCents: want.discountCents,
      pointsSpent: want.pointsSpent,
      returningOrders: want.returningOrders,
      newCustomers: want.newCustomers,
    });
    // 2026-03-08: three sales (Ada's, Bo's, Cy's refunded one); Ada's was her second order.
    expect(want).toMatchObject({ orders: 4, returningOrders: 2, newCustomers: 2, pointsSpent: 300 });
    expect(dashboard.days.map((day) => [day.day, day.orders, day.revenueCents])).toEqual(
      ["2026-03-08", "2026-03-09", "2026-03-10"].map((day) => [day, want.perDay.get(day)?.orders ?? 0, want.perDay.get(day)?.revenueCents ?? 0]),
    );
    const before = expected(ORDERS, "2026-03-05", "2026-03-07");
    expect(dashboard.previousFigures).toMatchObject({ revenueCents: before.revenueCents, orders: before.orders });
    expect(before.orders).toBe(1);

    const page = htmlText(await (await suite.get("/admin/dashboard?period=custom&from=2026-03-08&to=2026-03-10")).text());
    expect(page).toContain("Custom: 2026-03-08 to 2026-03-10");
    expect(page).toContain(`$${(want.revenueCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(page).toContain("Compared with 2026-03-05 to 2026-03-07");
  });

  test("the autumn change's 25-hour day keeps its repeated hour, and points earned come from the ledger", async () => {
    const db = suite.server.db;
    const shopper = await userWithSession(db, "customer");
    await db.insert(rewardPoints).values([
      { userId: shopper.user.id, delta: 120, kind: "earned", key: "dash-earned-1", createdAt: new Date(at("2026-11-01", 100)) },
      { userId: shopper.user.id, delta: -50, kind: "spent", key: "dash-spent-1", createdAt: new Date(at("2026-11-01", 24 * 60 + 40)) },
      { userId: shopper.user.id, delta: 999, kind: "earned", key: "dash-earned-2", createdAt: new Date(at("2026-11-02", 0)) },
    ]);
    const parsed = parseDashboardPeriod(new URLSearchParams("period=custom&from=2026-11-01&to=2026-11-01"), Date.now());
    if (!parsed.ok) throw new Error("period");
    const dashboard = await loadDashboard({ db, period: parsed.period });
    const want = expected(ORDERS, "2026-11-01", "2026-11-01");
    expect(want.orders).toBe(2);
    expect(dashboard.days).toEqual([{ day: "2026-11-01", orders: 2, revenueCents: want.revenueCents }]);
    expect(dashboard.previousDays).toEqual([{ day: "2026-10-31", orders: 1, revenueCents: 4500 }]);
    // Earned by the ledger's times (the spending row is not an order's: points spent are the orders').
    expect(dashboard.figures).toMatchObject({ pointsEarned: 120, pointsSpent: 0 });
    expect(dashboard.topByUnits[0]).toMatchObject({ fragranceId: 8, units: 3 });
  });

  test("a bad custom period answers 400 with the message beside its field, and a customer gets no dashboard", async () => {
    const bad = await suite.get("/admin/dashboard?period=custom&from=2026-03-10&to=2026-03-01");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The end date must be on or after the start date");
    const customer = await userWithSession(suite.server.db, "customer");
    const refused = await suite.server.fetch("/admin/dashboard", { headers: customer.headers, redirect: "manual" });
    expect([302, 303, 403, 404]).toContain(refused.status);
  });
});
