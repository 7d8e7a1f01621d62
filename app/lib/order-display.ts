// How an order is shown to the shopper who placed it: on the order page, in the
// account's order history (and in e-mails that name an order), one rule each.
import { ORDER_STATUS_LABELS } from "./order-status";
import { formatCents } from "./money";
import { shopDate } from "./shop-time";

/**
 * The order number a shopper reads and quotes: the first 8 characters of the
 * order's public id, upper case. Short enough to read over the phone; the full
 * id stays in the link, which is what keeps the order private.
 */
export function orderNumber(publicId: string): string {
  return publicId.slice(0, 8).toUpperCase();
}

/** The status in the shopper's words; an unknown value is shown as stored rather than hidden. */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * The status with what has gone back: a paid, shipped or delivered order with
 * refunds short of its total is "Partially refunded ($12.00)"; any other
 * status reads as its label.
 */
export function orderStatusText(status: string, refundedCents: number): string {
  if (refundedCents > 0 && (status === "paid" || status === "shipped" || status === "delivered")) {
    return `${orderStatusLabel(status)} · Partially refunded (${formatCents(refundedCents)})`;
  }
  return orderStatusLabel(status);
}

/**
 * The day an order was placed, e.g. "Nov 25, 2026", in the shop's time zone:
 * fixed, so the server's HTML and the browser's render agree whatever the
 * machine's zone, and a US evening order keeps its own day.
 */
export function orderDate(placedAt: Date | string | number): string {
  return shopDate(placedAt);
}
