// The dashboard's CSV exports through the real handler over a libSQL file:
// the period's order lines and its daily figures, read back as a spreadsheet
// would, add up to figures this test computes from the rows it inserted (with
// each order's shop day written out by hand): across Denver's midnight, both
// clock changes, discounts, points and refunds; pending and cancelled orders
// stay out; and they agree with the dashboard's own figures (its SQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { orderItems, orders, refunds } from "../../db/schema";
import { resolvePeriod } from "../../app/lib/dashboard-period";
import { loadDashboard } from "../../app/services/dashboard.server";
import { adminSuite, userWithSession } from "../support/admin";
import { cents, parseCsv } from "../support/csv";

type Line = { name: string; size: "10ml" | "2ml"; quantity: number; unitPriceCents: number; discountCents?: number; pointsCents?: number };
type Spec = {
  /** The shop day (Denver) the instant falls on, written out, not computed. */
  day: string;
  at: string;
  status: "paid" | "shipped" | "delivered" | "refunded" | "pending" | "cancelled";
  name?: string;
  lines: Line[];
  refunds?: { amountCents: number; status: "succeeded" | "pending" | "failed" }[];
};

let serial = 0;

async function insertSpec(db: Db, spec: Spec) {
  serial += 1;
  const subtotal = spec.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discount = spec.lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const points = spec.lines.reduce((sum, line) => sum + (line.pointsCents ?? 0), 0);
  const [row] = await db
    .insert(orders)
    .values({
      publicId: `${String(serial).padStart(2, "0")}abcdef${"0".repeat(24)}`,
      idempotencyKey: `export-${serial}`,
      customerName: spec.name ?? `Shopper ${serial}`,
      customerEmail: `shopper${serial}@example.com`,
      shippingAddress: "1 Main St",
      shippingCity: "Denver",
      shippingCountry: "US",
      subtotalCents: subtotal,
      shippingCents: 500,
      discountCents: discount,
      pointsCents: points,
      totalBeforeTaxCents: subtotal + 500 - discount,
      status: spec.status,
      createdAt: new Date(spec.at),
      statusChangedAt: new Date(spec.at),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(spec.lines.map((line) => ({ ...line, orderId: row!.id })));
  for (const [index, refund] of (spec.refunds ?? []).entries()) {
    await db.insert(refunds).values({ orderId: row!.id, idempotencyKey: `export-refund-${serial}-${index}`, amountCents: refund.amountCents, kind: "part", status: refund.status });
  }
  return { ...spec, number: `${String(serial).padStart(2, "0")}ABCDEF`, subtotal, discount, points, total: subtotal + 500 - discount };
}

const SALE = new Set(["paid", "shipped", "delivered", "refunded"]);
const rose = (quantity: number, extra: Partial<Line> = {}): Line => ({ name: "Velvet Rose", size: "10ml", quantity, unitPriceCents: 4000, ...extra });
const sample = (quantity: number, extra: Partial<Line> = {}): Line => ({ name: "Midnight Oud", size: "2ml", quantity, unitPriceCents: 500, ...extra });

// November 2026 (MST, UTC-7 from Nov 1 at 2 am): a period of Nov 25 to Nov 27, and orders either side of its edges.
const NOVEMBER: Spec[] = [
  { day: "2026-11-24", at: "2026-11-25T06:59:59Z", status: "paid", lines: [rose(1)] },
  { day: "2026-11-25", at: "2026-11-25T07:00:00Z", status: "paid", name: "Lovelace, Ada", lines: [rose(2, { discountCents: 941, pointsCents: 282 }), sample(1, { discountCents: 59, pointsCents: 18 })] },
  // 11:30 pm in Denver is already the next day in UTC.
  { day: "2026-11-25", at: "2026-11-26T06:30:00Z", status: "shipped", lines: [rose(1)], refunds: [{ amountCents: 1250, status: "succeeded" }, { amountCents: 999, status: "failed" }, { amountCents: 500, status: "pending" }] },
  { day: "2026-11-26", at: "2026-11-26T07:30:00Z", status: "delivered", name: "=cmd|' /C calc'!A0", lines: [sample(3), rose(1, { discountCents: 400 })] },
  { day: "2026-11-26", at: "2026-11-26T18:00:00Z", status: "pending", lines: [rose(5)] },
  { day: "2026-11-26", at: "2026-11-26T19:00:00Z", status: "cancelled", lines: [rose(4)] },
  { day: "2026-11-27", at: "2026-11-28T06:59:59Z", status: "refunded", lines: [rose(1)], refunds: [{ amountCents: 4500, status: "succeeded" }] },
  { day: "2026-11-28", at: "2026-11-28T07:00:00Z", status: "paid", lines: [rose(1)] },
];

// Both clock changes: Mar 8 has 23 hours (07:00Z to 06:00Z), Nov 1 has 25 (06:00Z to 07:00Z next day).
const DST: Spec[] = [
  { day: "2026-03-07", at: "2026-03-08T06:59:59Z", status: "paid", lines: [rose(1)] },
  { day: "2026-03-08", at: "2026-03-08T07:00:00Z", status: "paid", lines: [rose(1)] },
  { day: "2026-03-08", at: "2026-03-09T05:59:59Z", status: "paid", lines: [sample(2)] },
  { day: "2026-03-09", at: "2026-03-09T06:00:00Z", status: "paid", lines: [rose(3)] },
  { day: "2026-10-31", at: "2026-11-01T05:59:59Z", status: "paid", lines: [rose(1)] },
  { day: "2026-11-01", at: "2026-11-01T06:00:00Z", status: "shipped", lines: [rose(2, { discountCents: 800, pointsCents: 800 })] },
  { day: "2026-11-01", at: "2026-11-02T06:59:59Z", status: "paid", lines: [sample(1)] },
  { day: "2026-11-02", at: "2026-11-02T07:00:00Z", status: "paid", lines: [rose(1)] },
];

type Inserted = Awaited<ReturnType<typeof insertSpec>>;
const refunded = (spec: Inserted) => (spec.refunds ?? []).filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amountCents, 0);

/** The figures a spreadsheet should show for some days, from the inserted rows alone. */
function expectedFigures(inserted: Inserted[], days: string[]) {
  const sales = inserted.filter((spec) => SALE.has(spec.status) && days.includes(spec.day));
  const row = (label: string, of: Inserted[]) => {
    const units = (size: string) => of.flatMap((spec) => spec.lines).filter((line) => line.size === size).reduce((sum, line) => sum + line.quantity, 0);
    const gross = of.reduce((sum, spec) => sum + spec.total, 0);
    const back = of.reduce((sum, spec) => sum + refunded(spec), 0);
    const money = (value: number) => (value / 100).toFixed(2);
    const points = of.reduce((sum, spec) => sum + spec.points, 0);
    const discounts = of.reduce((sum, spec) => sum + spec.discount, 0) - points;
    // These orders carry no tax: the tax column is 0.00 (tests/integration/tax-displays.test.ts has a taxed one).
    return [label, String(of.length), money(gross - back), money(gross), money(back), money(discounts), money(points), String(units("10ml")), String(units("2ml")), "0.00"];
  };
  return [...days.map((day) => row(day, sales.filter((spec) => spec.day === day))), row("Total", sales)];
}

const suite = adminSuite();
let november: Inserted[] = [];
let dst: Inserted[] = [];

beforeAll(async () => {
  for (const spec of NOVEMBER) november.push(await insertSpec(suite.server.db, spec));
  for (const spec of DST) dst.push(await insertSpec(suite.server.db, spec));
});

afterAll(() => {
  november = [];
  dst = [];
});

describe("dashboard orders export", () => {
  it("lists each line of the period's sales, oldest first, in the shop's time, as a download", async () => {
    const response = await suite.get("/admin/dashboard/orders.csv?period=custom&from=2026-11-25&to=2026-11-27");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-11-25-to-2026-11-27.csv"');
    // The app's admin policy makes it "private, no-store".
    expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      "order_number",
      "placed_at (America/Denver)",
      "customer_name",
      "customer_email",
      "fragrance",
      "size",
      "quantity",
      "unit_price",
      "line_price",
      "line_discount",
      "points_used",
      "shipping",
      "tax",
      "refund",
      "order_total",
      "status",
    ]);
    const [, ada, shipped, late, , , refundedOrder] = november;
    expect(rows.map((row) => [row[0], row[1], row[4], row[15]])).toEqual([
      [ada!.number, "2026-11-25 00:00:00", "Velvet Rose", "paid"],
      [ada!.number, "2026-11-25 00:00:00", "Midnight Oud", "paid"],
      [shipped!.number, "2026-11-25 23:30:00", "Velvet Rose", "shipped"],
      [late!.number, "2026-11-26 00:30:00", "Midnight Oud", "delivered"],
      [late!.number, "2026-11-26 00:30:00", "Velvet Rose", "delivered"],
      [refundedOrder!.number, "2026-11-27 23:59:59", "Velvet Rose", "refunded"],
    ]);
    // Ada's order: $85.00 of lines, $10.00 off of which $3.00 in points, $5.00 shipping: $80.00.
    expect(rows[0]).toEqual([ada!.number, "2026-11-25 00:00:00", "Lovelace, Ada", "shopper2@example.com", "Velvet Rose", "10 ml", "2", "40.00", "80.00", "6.59", "2.82", "5.00", "0.00", "0.00", "80.00", "paid"]);
    expect(rows[1]).toEqual([ada!.number, "2026-11-25 00:00:00", "Lovelace, Ada", "shopper2@example.com", "Midnight Oud", "2 ml sample", "1", "5.00", "5.00", "0.41", "0.18", "0.00", "0.00", "0.00", "0.00", "paid"]);
    // The succeeded refund only, on the first line.
    expect(rows[2]!.slice(11, 15)).toEqual(["5.00", "0.00", "12.50", "45.00"]);
    // A name a spreadsheet would run as a formula is text: it starts with an apostrophe.
    expect(rows[3]![2]).toBe("'=cmd|' /C calc'!A0");
  });

  it("adds up, both ways, to the revenue computed from the inserted orders", async () => {
    const days = ["2026-11-25", "2026-11-26", "2026-11-27"];
    const sales = november.filter((spec) => SALE.has(spec.status) && days.includes(spec.day));
    const revenue = sales.reduce((sum, spec) => sum + spec.total - refunded(spec), 0);
    expect(revenue).toBe(8000 + (4500 - 1250) + (1500 + 3600 + 500) + 0);
    const [, ...rows] = parseCsv(await (await suite.get("/admin/dashboard/orders.csv?period=custom&from=2026-11-25&to=2026-11-27")).text());
    expect(rows).toHaveLength(sales.reduce((sum, spec) => sum + spec.lines.length, 0));
    const column = (index: number) => rows.reduce((sum, row) => sum + cents(row[index]!), 0);
    const [linePrice, lineDiscount, points, shipping, tax, refund, orderTotal] = [8, 9, 10, 11, 12, 13, 14].map(column);
    expect(linePrice! - lineDiscount! - points! + shipping! + tax! - refund!).toBe(revenue);
    expect(orderTotal! - refund!).toBe(revenue);
    expect(rows.reduce((sum, row) => sum + Number(row[6]), 0)).toBe(sales.flatMap((spec) => spec.lines).reduce((sum, line) => sum + line.quantity, 0));
  });

  it("files orders on the shop's day across both clock changes", async () => {
    const march = parseCsv(await (await suite.get("/admin/dashboard/orders.csv?period=custom&from=2026-03-08&to=2026-03-08")).text());
    expect(march.slice(1).map((row) => row[1])).toEqual(["2026-03-08 00:00:00", "2026-03-08 23:59:59"]);
    const fall = parseCsv(await (await suite.get("/admin/dashboard/orders.csv?period=custom&from=2026-11-01&to=2026-11-01")).text());
    expect(fall.slice(1).map((row) => [row[1], row[10]])).toEqual([
      ["2026-11-01 00:00:00", "8.00"],
      ["2026-11-01 23:59:59", "0.00"],
    ]);
  });
});

describe("dashboard figures export", () => {
  it("writes one row per shop day and a Total equal to the figures computed from the inserted orders", async () => {
    const response = await suite.get("/admin/dashboard/figures.csv?period=custom&from=2026-11-24&to=2026-11-29");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="figures-2026-11-24-to-2026-11-29.csv"');
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual(["day (America/Denver)", "orders", "revenue", "gross", "refunds", "discounts", "points_spent", "units_10ml", "units_2ml", "tax"]);
    expect(rows).toEqual(expectedFigures(november, ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]));
    expect(rows[1]).toEqual(["2026-11-25", "2", "112.50", "125.00", "12.50", "7.00", "3.00", "3", "1", "0.00"]);
  });

  it("counts a 23-hour and a 25-hour day whole, and agrees with the orders export", async () => {
    for (const days of [
      ["2026-03-07", "2026-03-08", "2026-03-09"],
      ["2026-10-31", "2026-11-01", "2026-11-02"],
    ]) {
      const query = `period=custom&from=${days[0]}&to=${days[2]}`;
      const figures = parseCsv(await (await suite.get(`/admin/dashboard/figures.csv?${query}`)).text()).slice(1);
      expect(figures, days[1]).toEqual(expectedFigures(dst, days));
      const lines = parseCsv(await (await suite.get(`/admin/dashboard/orders.csv?${query}`)).text()).slice(1);
      const revenue = lines.reduce((sum, row) => sum + cents(row[14]!) - cents(row[13]!), 0);
      expect(cents(figures.at(-1)![2]!), days[1]).toBe(revenue);
    }
  });
});

describe("the exports and the dashboard", () => {
  it("agree day by day: the spreadsheet made from the export shows the dashboard's figures", async () => {
    for (const [from, to] of [
      ["2026-11-24", "2026-11-29"],
      ["2026-03-07", "2026-03-09"],
      ["2026-10-31", "2026-11-02"],
    ] as const) {
      const query = `period=custom&from=${from}&to=${to}`;
      const figures = parseCsv(await (await suite.get(`/admin/dashboard/figures.csv?${query}`)).text()).slice(1);
      const lines = parseCsv(await (await suite.get(`/admin/dashboard/orders.csv?${query}`)).text()).slice(1);
      const dashboard = await loadDashboard({ db: suite.server.db, period: resolvePeriod("custom", to, { from, to }) });
      expect(figures.slice(0, -1).map((row) => [row[0], Number(row[1]), cents(row[2]!)]), from).toEqual(
        dashboard.days.map((day) => [day.day, day.orders, day.revenueCents]),
      );
      const [, orderCount, revenue, gross, refunds, discounts, points, units10, units2] = figures.at(-1)!;
      const { figures: shown } = dashboard;
      expect([Number(orderCount), cents(revenue!), cents(gross!), cents(refunds!), cents(discounts!), cents(points!), Number(units10), Number(units2)], from).toEqual([
        shown.orders,
        shown.revenueCents,
        shown.grossCents,
        shown.refundedCents,
        shown.discountCents,
        shown.pointsSpent,
        shown.units["10ml"],
        shown.units["2ml"],
      ]);
      const column = (index: number) => lines.reduce((sum, row) => sum + cents(row[index]!), 0);
      expect(column(8) - column(9) - column(10) + column(11) + column(12) - column(13), from).toBe(shown.revenueCents);
      expect(column(9), from).toBe(shown.discountCents);
      expect(column(10), from).toBe(shown.pointsSpent);
    }
  });
});

describe("who may export, and with what", () => {
  it("gives no CSV to a customer or a guest", async () => {
    const customer = await userWithSession(suite.server.db, "customer");
    for (const path of ["/admin/dashboard/orders.csv?period=30d", "/admin/dashboard/figures.csv?period=30d"]) {
      const forbidden = await suite.server.fetch(path, { headers: customer.headers });
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.headers.get("content-type"), path).not.toContain("text/csv");
      expect(await forbidden.text(), path).not.toContain("order_number");
      const guest = await suite.server.fetch(path);
      expect(guest.status, path).toBe(302);
      expect(guest.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("answers a bad period with 400 and the reason in plain text, never a 500", async () => {
    for (const [query, message] of [
      ["period=forever", "Choose a period from the list"],
      ["period=custom&from=2026-02-30&to=2026-03-01", "Enter a date as YYYY-MM-DD"],
      ["period=custom&from=2026-03-02&to=2026-03-01", "The end date must be on or after the start date"],
      ["period=custom&from=2020-01-01&to=2026-01-01", "Choose a period of at most two years"],
    ]) {
      for (const kind of ["orders", "figures"]) {
        const response = await suite.get(`/admin/dashboard/${kind}.csv?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.headers.get("content-type"), query).toBe("text/plain; charset=utf-8");
        expect(await response.text(), query).toContain(message);
      }
    }
  });
});
