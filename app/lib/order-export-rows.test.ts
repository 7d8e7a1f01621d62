import { describe, expect, it } from "vitest";
import { csvMoney, ORDER_EXPORT_HEADER, orderExportCsv, orderExportHeaderCsv, orderExportRows, type ExportOrder } from "./order-export-rows";

const col = (name: string) => ORDER_EXPORT_HEADER.findIndex((header) => header.startsWith(name));
const cents = (cell: string | number) => Math.round(Number(cell) * 100);

function order(overrides: Partial<ExportOrder> = {}): ExportOrder {
  return {
    id: 1,
    publicId: "3f9a01bc5e6d4c3b9a8f7e6d5c4b3a29",
    // 2026-11-27T06:30:00Z is 11:30 pm on Nov 26 in Denver (MST).
    createdAt: Date.parse("2026-11-27T06:30:00Z"),
    customerName: "Ada Lovelace",
    customerEmail: "ada@example.com",
    status: "paid",
    shippingCents: 500,
    // $10.00 off, $3.00 of it in points: lines 4000×2 and 500×1 share it 941/59 (largest remainder).
    discountCents: 1000,
    pointsCents: 300,
    shippingTaxCents: 0,
    totalCents: 8000 + 500 + 500 - 1000,
    refundedCents: 1200,
    lines: [
      { name: "Velvet Rose", size: "10ml", quantity: 2, unitPriceCents: 4000, discountCents: 941, pointsCents: 282, taxCents: 0 },
      { name: "Midnight Oud", size: "2ml", quantity: 1, unitPriceCents: 500, discountCents: 59, pointsCents: 18, taxCents: 0 },
    ],
    ...overrides,
  };
}

/** The identities the file promises, over some orders' rows. */
function sums(orders: ExportOrder[]) {
  const rows = orders.flatMap(orderExportRows);
  const total = (name: string) => rows.reduce((sum, row) => sum + cents(row[col(name)]!), 0);
  return {
    fromLines: total("line_price") - total("line_discount") - total("points_used") + total("shipping") + total("tax") - total("refund"),
    fromTotals: total("order_total") - total("refund"),
    revenue: orders.reduce((sum, o) => sum + o.totalCents - o.refundedCents, 0),
  };
}

describe("orders export rows", () => {
  it("writes one row per line with the order's amounts on its first line only", () => {
    const [first, second] = orderExportRows(order());
    expect(first).toEqual([
      "3F9A01BC",
      "2026-11-26 23:30:00",
      "Ada Lovelace",
      "ada@example.com",
      "Velvet Rose",
      "10 ml",
      2,
      "40.00",
      "80.00",
      "6.59",
      "2.82",
      "5.00",
      "0.00",
      "12.00",
      "80.00",
      "paid",
    ]);
    expect(second).toEqual([
      "3F9A01BC",
      "2026-11-26 23:30:00",
      "Ada Lovelace",
      "ada@example.com",
      "Midnight Oud",
      "2 ml sample",
      1,
      "5.00",
      "5.00",
      "0.41",
      "0.18",
      "0.00",
      "0.00",
      "0.00",
      "0.00",
      "paid",
    ]);
  });

  it("adds up to the revenue both ways: lines less discounts and points plus shipping less refunds, and totals less refunds", () => {
    const orders = [
      order(),
      order({ id: 2, discountCents: 0, pointsCents: 0, totalCents: 1500, refundedCents: 0, lines: [{ name: "A", size: "10ml", quantity: 1, unitPriceCents: 1000, discountCents: 0, pointsCents: 0, taxCents: 0 }] }),
      order({ id: 3, status: "refunded", refundedCents: 8000 }),
    ];
    const { fromLines, fromTotals, revenue } = sums(orders);
    expect(fromLines).toBe(revenue);
    expect(fromTotals).toBe(revenue);
  });

  it("gives each line its tax and the shipping's on the first line, so the tax column sums to the order's tax and both identities hold", () => {
    // Denver, 8.81 %: lines as paid 7059 and 441 → 661 tax shared 622/39; a state taxing shipping adds 44 on $5.00.
    const taxed = order({
      lines: [
        { name: "Velvet Rose", size: "10ml", quantity: 2, unitPriceCents: 4000, discountCents: 941, pointsCents: 282, taxCents: 622 },
        { name: "Midnight Oud", size: "2ml", quantity: 1, unitPriceCents: 500, discountCents: 59, pointsCents: 18, taxCents: 39 },
      ],
      shippingTaxCents: 44,
      totalCents: 8000 + 500 + 500 - 1000 + 622 + 39 + 44,
    });
    const rows = orderExportRows(taxed);
    expect(rows.map((row) => row[col("tax")])).toEqual(["6.66", "0.39"]);
    const { fromLines, fromTotals, revenue } = sums([taxed]);
    expect(fromLines).toBe(revenue);
    expect(fromTotals).toBe(revenue);
  });

  it("shares out the discount of an order from before lines carried theirs, so the columns still add up", () => {
    const old = order({
      pointsCents: 0,
      lines: [
        { name: "Velvet Rose", size: "10ml", quantity: 2, unitPriceCents: 4000, discountCents: 0, pointsCents: 0, taxCents: 0 },
        { name: "Midnight Oud", size: "10ml", quantity: 1, unitPriceCents: 500, discountCents: 0, pointsCents: 0, taxCents: 0 },
      ],
      totalCents: 8500 + 500 - 1000,
    });
    const rows = orderExportRows(old);
    expect(rows.map((row) => row[col("line_discount")])).toEqual(["9.41", "0.59"]);
    expect(sums([old]).fromLines).toBe(old.totalCents - old.refundedCents);
  });

  it("keeps an order without lines as one row, so its total still counts", () => {
    const rows = orderExportRows(order({ lines: [], discountCents: 0, pointsCents: 0, totalCents: 500 }));
    expect(rows).toHaveLength(1);
    expect(rows[0]![col("fragrance")]).toBe("");
    expect(rows[0]![col("order_total")]).toBe("5.00");
  });

  it("makes names with commas and formulas safe cells, with a header naming the zone", () => {
    expect(orderExportHeaderCsv()).toBe(
      "order_number,placed_at (America/Denver),customer_name,customer_email,fragrance,size,quantity,unit_price,line_price,line_discount,points_used,shipping,tax,refund,order_total,status\r\n",
    );
    const text = orderExportCsv([order({ customerName: "Lovelace, Ada", lines: [order().lines[0]!] }), order({ customerName: '=HYPERLINK("x")', lines: [order().lines[0]!] })]);
    const [comma, formula] = text.split("\r\n");
    expect(comma).toMatch(/^3F9A01BC,2026-11-26 23:30:00,"Lovelace, Ada",ada@example.com,/);
    expect(formula).toMatch(/^3F9A01BC,2026-11-26 23:30:00,"'=HYPERLINK\(""x""\)",ada@example.com,/);
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("writes money as plain decimals", () => {
    expect([0, 5, 99, 100, 4000, 123456789, -305].map(csvMoney)).toEqual(["0.00", "0.05", "0.99", "1.00", "40.00", "1234567.89", "-3.05"]);
  });
});
