// The dashboard's orders export (issue 38): one CSV row per order line, in
// columns a spreadsheet can add up to the dashboard's revenue. Pure: the
// model reads the orders, this shapes them, the route streams the text.
//
// The sums (each column summed over the whole file):
//   line_price − line_discount − points_used + shipping − refund = revenue
//   order_total − refund = revenue
// because an order's total is subtotal + shipping − discount (the orders
// table's CHECK), its subtotal is the sum of its lines' prices, and its
// discount is the sum of its lines' shares (money and points together).
// The order-level amounts (shipping, tax, refund, order_total) are written on
// the order's first line only, 0 on the others, so that a column's sum
// counts each order once.
import { allocateLargestRemainder } from "./cart-totals";
import { csvLine } from "./csv";
import { orderNumber } from "./order-display";
import { SHOP_TIME_ZONE_LABEL, shopSpreadsheetTime } from "./shop-time";
import { SIZE_SHORT_LABELS, isSize } from "./sizes";

export type ExportLine = {
  name: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  /** The line's share of the order's discount, points included. */
  discountCents: number;
  /** The part of discountCents paid with points (1 point = 1 cent). */
  pointsCents: number;
  /** The sales tax on the line. */
  taxCents: number;
};

export type ExportOrder = {
  id: number;
  publicId: string;
  createdAt: number;
  customerName: string;
  customerEmail: string;
  status: string;
  shippingCents: number;
  discountCents: number;
  pointsCents: number;
  /** The sales tax on shipping (on the order's first line, with the shipping). */
  shippingTaxCents: number;
  /** What was charged, tax included. */
  totalCents: number;
  /** The order's succeeded refunds, whenever they were made. */
  refundedCents: number;
  lines: ExportLine[];
};

export const ORDER_EXPORT_HEADER = [
  "order_number",
  `placed_at (${SHOP_TIME_ZONE_LABEL})`,
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
] as const;

/** "40.00", "-3.05": dollars as a plain decimal a spreadsheet sums (no "$", no thousands separator). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * The lines' discount and points shares. Orders from before lines carried
 * their share (migration 0006 added it with 0 for old rows) have the order's
 * discount but none on their lines: it is shared out again by line price, as
 * checkout does (allocateDiscount), so the columns still add up to the order.
 */
function lineShares(order: ExportOrder): { discount: number[]; points: number[] } {
  const discount = order.lines.map((line) => line.discountCents);
  const points = order.lines.map((line) => line.pointsCents);
  const weights = order.lines.map((line) => line.unitPriceCents * line.quantity);
  return {
    discount: sum(discount) === order.discountCents ? discount : allocateLargestRemainder(order.discountCents, weights),
    points: sum(points) === order.pointsCents ? points : allocateLargestRemainder(order.pointsCents, weights),
  };
}

/** The cells of an order's rows, first line first. An order without lines (none are written so) still gets one row. */
export function orderExportRows(order: ExportOrder): (string | number)[][] {
  const number = orderNumber(order.publicId);
  const placedAt = shopSpreadsheetTime(order.createdAt);
  const shares = lineShares(order);
  const lines: (ExportLine | null)[] = order.lines.length ? order.lines : [null];
  return lines.map((line, index) => {
    const first = index === 0;
    const discount = shares.discount[index] ?? 0;
    const points = shares.points[index] ?? 0;
    return [
      number,
      placedAt,
      order.customerName,
      order.customerEmail,
      line?.name ?? "",
      line ? (isSize(line.size) ? SIZE_SHORT_LABELS[line.size] : line.size) : "",
      line?.quantity ?? 0,
      csvMoney(line?.unitPriceCents ?? 0),
      csvMoney(line ? line.unitPriceCents * line.quantity : 0),
      // The money discount alone: points have their own column, so the two add up to the line's share.
      csvMoney(discount - points),
      csvMoney(points),
      csvMoney(first ? order.shippingCents : 0),
      // Each line's tax, and the shipping's on the first line: the column sums to the order's tax.
      csvMoney((line?.taxCents ?? 0) + (first ? order.shippingTaxCents : 0)),
      csvMoney(first ? order.refundedCents : 0),
      csvMoney(first ? order.totalCents : 0),
      order.status,
    ];
  });
}

/** The CSV text of some orders' rows, each line ended with CRLF (RFC 4180). */
export function orderExportCsv(orders: readonly ExportOrder[]): string {
  let text = "";
  for (const order of orders) for (const row of orderExportRows(order)) text += `${csvLine(row)}\r\n`;
  return text;
}

/** The header line, ended with CRLF. */
export function orderExportHeaderCsv(): string {
  return `${csvLine(ORDER_EXPORT_HEADER)}\r\n`;
}
