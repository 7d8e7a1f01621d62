import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, orders, refundLines, refunds } from "../../db/schema";
import type { RefundableOrder, RefundSplit } from "../lib/refund-split";

// What each refund gave back of each order line and of the shipping
// (refund_lines, issue 39): written with the refund's row, read to know what
// is left of an order to refund and what a refund's tax reversal names.

/** A refund_lines row to write: `orderItemId` null is the shipping. */
export type RefundLineRow = { orderItemId: number | null; quantity: number; amountCents: number; taxCents: number };

/** The parts of a split that give anything back, as rows. */
export function refundLineRows(split: RefundSplit): RefundLineRow[] {
  const rows: RefundLineRow[] = split.lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity, amountCents: line.amountCents, taxCents: line.taxCents }));
  rows.push({ orderItemId: null, quantity: 0, ...split.shipping });
  return rows.filter((row) => row.quantity > 0 || row.amountCents > 0 || row.taxCents > 0);
}

/**
 * The rows of the refund written in the same batch under `idempotencyKey` at
 * `createdAt`: an insert … select that finds that refund row, so when the
 * batch's refund insert wrote nothing (over the total) these write nothing,
 * and an older refund under the same key never gets a second set. Null when
 * there is nothing to write (a batch takes no empty statement).
 */
export function insertRefundLinesStatement(db: Db, { idempotencyKey, createdAt, rows }: { idempotencyKey: string; createdAt: Date; rows: readonly RefundLineRow[] }) {
  if (rows.length === 0) return null;
  const values = sql.join(
    rows.map((row) => sql`(${row.orderItemId}, ${row.quantity}, ${row.amountCents}, ${row.taxCents})`),
    sql`, `,
  );
  // Every column, in the table's order (a builder, as D1's batch needs).
  return db.insert(refundLines).select(
    db
      .select({
        id: sql`null`.as("id"),
        refundId: refunds.id,
        orderItemId: sql`column1`.as("order_item_id"),
        quantity: sql`column2`.as("quantity"),
        amountCents: sql`column3`.as("amount_cents"),
        taxCents: sql`column4`.as("tax_cents"),
      })
      .from(sql`(values ${values})`)
      .innerJoin(refunds, eq(refunds.idempotencyKey, idempotencyKey))
      .where(
        and(
          eq(refunds.createdAt, createdAt),
          sql`not exists (select 1 from ${refundLines} where ${refundLines.refundId} = ${refunds.id})`,
        ),
      ),
  );
}

/** One refund's rows, shipping as orderItemId null. */
export async function listRefundLines({ db, refundId }: { db: Db; refundId: number }): Promise<RefundLineRow[]> {
  return db
    .select({ orderItemId: refundLines.orderItemId, quantity: refundLines.quantity, amountCents: refundLines.amountCents, taxCents: refundLines.taxCents })
    .from(refundLines)
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(refundLines.id))
    .all();
}

/**
 * An order as a refund sees it: each line's money paid (its price × quantity
 * less its discount, points included: what its tax was worked out on) and
 * tax, the shipping and its tax, and what refunds so far (succeeded or
 * pending) gave back of each; and its tax in all with the tax refunds carried.
 */
export async function getRefundableOrder({ db, orderId }: { db: Db; orderId: number }) {
  const order = await db
    .select({
      shippingCents: orders.shippingCents,
      shippingTaxCents: orders.shippingTaxCents,
      taxCents: orders.taxCents,
      refundedTaxCents: sql<number>`(select coalesce(sum(${refunds.taxCents}), 0) from ${refunds} where ${refunds.orderId} = ${orderId} and ${refunds.status} <> 'failed')`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!order) return null;
  const [items, taken] = await Promise.all([
    db
      .select({ id: orderItems.id, quantity: orderItems.quantity, unitPriceCents: orderItems.unitPriceCents, discountCents: orderItems.discountCents, taxCents: orderItems.taxCents })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id))
      .all(),
    db
      .select({
        orderItemId: refundLines.orderItemId,
        quantity: sql<number>`sum(${refundLines.quantity})`.mapWith(Number),
        amountCents: sql<number>`sum(${refundLines.amountCents})`.mapWith(Number),
        taxCents: sql<number>`sum(${refundLines.taxCents})`.mapWith(Number),
      })
      .from(refundLines)
      .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
      .where(and(eq(refunds.orderId, orderId), ne(refunds.status, "failed")))
      .groupBy(refundLines.orderItemId)
      .all(),
  ]);
  const takenOf = (orderItemId: number | null) => {
    const row = taken.find((candidate) => candidate.orderItemId === orderItemId);
    return { quantity: row?.quantity ?? 0, amountCents: row?.amountCents ?? 0, taxCents: row?.taxCents ?? 0 };
  };
  const refundable: RefundableOrder = {
    lines: items.map((item) => ({
      orderItemId: item.id,
      quantity: item.quantity,
      paidCents: Math.max(0, item.unitPriceCents * item.quantity - item.discountCents),
      taxCents: item.taxCents,
      refunded: takenOf(item.id),
    })),
    shipping: { paidCents: order.shippingCents, taxCents: order.shippingTaxCents, refunded: takenOf(null) },
  };
  return { refundable, taxCents: order.taxCents, refundedTaxCents: order.refundedTaxCents };
}
