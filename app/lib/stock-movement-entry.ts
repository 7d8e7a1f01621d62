// How a stock_movements row reads in the admin panel's Activity view (issue
// 34): the signed change, the reason in words and the order behind a sale,
// cancellation or return. Pure, so the page and its test agree.
import { orderNumber } from "./order-display";
import { SIZE_SHORT_LABELS, type Size } from "./sizes";
import { STOCK_REASON_LABELS } from "./stock";

export type StockMovementRow = {
  fragranceId: number;
  fragranceName: string | null;
  size: Size;
  delta: number;
  reason: keyof typeof STOCK_REASON_LABELS;
  note: string | null;
  orderPublicId: string | null;
  adminEmail: string | null;
};

/** "+12" for stock in, "−3" (a minus sign) for stock out. */
export function signedDelta(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

export function describeStockMovement(row: StockMovementRow) {
  return {
    fragrance: row.fragranceName ? `${row.fragranceName} (#${row.fragranceId})` : `Fragrance #${row.fragranceId}`,
    size: SIZE_SHORT_LABELS[row.size],
    change: signedDelta(row.delta),
    reason: STOCK_REASON_LABELS[row.reason] ?? row.reason,
    note: row.note,
    order: row.orderPublicId ? orderNumber(row.orderPublicId) : null,
    // Sales, cancellations and returns are written by the order pipeline, not by an admin.
    who: row.adminEmail ?? (row.orderPublicId ? "Order" : null),
  };
}
