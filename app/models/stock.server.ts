import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { databaseErrorText } from "../../db/errors";
import { orderItems, orders, returnRequestItems, returnRequests, stockLevels, stockMovements } from "../../db/schema";
import type { Size } from "../lib/sizes";

// The stock ledger's statements (decision 0050). Each is a statement, not a
// write: callers put it in the same runBatch as the change that moves the
// stock (the order, its cancellation, a received return), so both land or
// neither does. stock_levels is kept by the trigger in migrations/0010; its
// CHECK (on_hand >= 0) makes a sale of what is not there fail its batch.

export type StockBySize = Record<Size, number>;

/** On hand per size for these fragrances; a size without a row has none. */
export async function getStockLevels({ db, fragranceIds }: { db: Db; fragranceIds: readonly number[] }): Promise<Map<number, StockBySize>> {
  const levels = new Map<number, StockBySize>();
  const ids = [...new Set(fragranceIds)];
  for (const id of ids) levels.set(id, { "10ml": 0, "2ml": 0 });
  if (ids.length === 0) return levels;
  const rows = await db
    .select({ fragranceId: stockLevels.fragranceId, size: stockLevels.size, onHand: stockLevels.onHand })
    .from(stockLevels)
    .where(inArray(stockLevels.fragranceId, ids));
  for (const row of rows) levels.get(row.fragranceId)![row.size] = row.onHand;
  return levels;
}

/** True when a write failed because it would have taken stock below zero. */
export function isOutOfStockError(error: unknown): boolean {
  const text = databaseErrorText(error);
  return text.includes("stock_levels_on_hand_check");
}

/** The key of an order line's sale in the ledger: a retried batch cannot sell it twice. */
function saleKey(publicId: string, line: { fragranceId: number; size: Size }) {
  return `order-${publicId}-sold-${line.fragranceId}-${line.size}`;
}

/** The sale of an order's lines, for the order's own batch (its id is looked up by public id). */
export function takeStockStatements(
  db: Db,
  publicId: string,
  lines: readonly { fragranceId: number; size: Size; quantity: number }[],
) {
  const orderId = sql`(select ${orders.id} from ${orders} where ${orders.publicId} = ${publicId})`;
  return lines.map((line) =>
    db.insert(stockMovements).values({
      fragranceId: line.fragranceId,
      size: line.size,
      delta: -line.quantity,
      reason: "sold",
      key: saleKey(publicId, line),
      orderId,
    }),
  );
}

/**
 * A movement's opposite, keyed on it: a sale's release ("cancelled",
 * `release-<saleId>`) or a release's retake ("sold", `retake-<releaseId>`).
 * insert … select takes every column, in the table's order.
 */
function oppositeColumns(reason: "cancelled" | "sold" = "cancelled", keyPrefix: "release" | "retake" = "release") {
  return {
    id: sql`null`.as("id"),
    fragranceId: stockMovements.fragranceId,
    size: stockMovements.size,
    delta: sql`-${stockMovements.delta}`.as("delta"),
    reason: sql`${reason}`.as("reason"),
    key: sql`${`${keyPrefix}-`} || ${stockMovements.id}`.as("key"),
    orderId: stockMovements.orderId,
    note: sql`null`.as("note"),
    createdBy: sql`null`.as("created_by"),
    createdAt: sql`(unixepoch('subsec') * 1000)`.as("created_at"),
  };
}

/**
 * Gives back what an order took, once (each release is keyed on its sale),
 * when `when` holds as the batch runs: the statement goes after the status
 * change it follows from, so a batch that finds the order elsewhere gives
 * nothing back.
 */
export function releaseOrderStockStatement(db: Db, orderId: number, when: SQL) {
  const sold = db
    .select(oppositeColumns())
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, "sold"), when));
  return db.insert(stockMovements).select(sold).onConflictDoNothing();
}

/** The stock of every order that failed at `changedAt` (the unpaid-order expiry's batch), once each. */
export function releaseFailedOrdersStockStatement(db: Db, changedAt: Date) {
  const failedNow = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "failed"), eq(orders.statusChangedAt, changedAt)));
  const sold = db
    .select(oppositeColumns())
    .from(stockMovements)
    .where(and(eq(stockMovements.reason, "sold"), inArray(stockMovements.orderId, failedNow)));
  return db.insert(stockMovements).select(sold).onConflictDoNothing();
}

/**
 * An order paid after its payment had failed takes back what the failure gave
 * back, where the shelf still holds it (a size sold out meanwhile is left for
 * the admin to settle with the shopper; the order page shows it as sold).
 */
export function retakeOrderStockStatement(db: Db, orderId: number, when: SQL) {
  const released = db
    .select(oppositeColumns("sold", "retake"))
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.orderId, orderId),
        eq(stockMovements.reason, "cancelled"),
        when,
        sql`(select ${stockLevels.onHand} from ${stockLevels} where ${stockLevels.fragranceId} = ${stockMovements.fragranceId} and ${stockLevels.size} = ${stockMovements.size}) >= ${stockMovements.delta}`,
      ),
    );
  return db.insert(stockMovements).select(released).onConflictDoNothing();
}

/**
 * A received return of unopened bottles puts them back on the shelf, once
 * per request line; defective ones are not sold again. Guarded by the
 * request's reason and status as the batch runs.
 */
export function restockReturnStatement(db: Db, requestId: number) {
  const lines = db
    .select({
      id: sql`null`.as("id"),
      fragranceId: orderItems.fragranceId,
      size: orderItems.size,
      delta: returnRequestItems.quantity,
      reason: sql`'returned'`.as("reason"),
      key: sql`'return-' || ${returnRequestItems.requestId} || '-' || ${returnRequestItems.id}`.as("key"),
      orderId: orderItems.orderId,
      note: sql`null`.as("note"),
      createdBy: sql`null`.as("created_by"),
      createdAt: sql`(unixepoch('subsec') * 1000)`.as("created_at"),
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.requestId))
    .where(
      and(
        eq(returnRequestItems.requestId, requestId),
        eq(returnRequests.reason, "unopened"),
        eq(returnRequests.status, "received"),
        sql`${orderItems.fragranceId} is not null`,
      ),
    );
  return db.insert(stockMovements).select(lines).onConflictDoNothing();
}
