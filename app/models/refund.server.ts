import { and, asc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, orders, refunds } from "../../db/schema";
import type { OrderStatus } from "~/lib/order-status";
import { releasePromotionStatement } from "./promotion.server";
import { giveBackSpentPointsStatement, reverseEarnedPointsStatement } from "./reward.server";

// The refunds ledger (db/schema/commerce.ts): a row per refund, written
// pending before the provider is asked and settled once it answered. An
// order's refunded amount is the sum of its succeeded rows.

export type RefundRow = typeof refunds.$inferSelect;
export type RefundKind = "part" | "order" | "cancel";

export async function findRefundByKey({ db, idempotencyKey }: { db: Db; idempotencyKey: string }): Promise<RefundRow | null> {
  return (await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).get()) ?? null;
}

export async function listOrderRefunds({ db, orderId }: { db: Db; orderId: number }): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)).all();
}

/** For each order: what has gone back (succeeded) and what is still on its way (pending). */
export async function refundTotals({ db, orderIds }: { db: Db; orderIds: readonly number[] }) {
  const totals = new Map<number, { refundedCents: number; pendingCents: number }>();
  if (orderIds.length === 0) return totals;
  const rows = await db
    .select({
      orderId: refunds.orderId,
      refundedCents: sql<number>`coalesce(sum(case when ${refunds.status} = 'succeeded' then ${refunds.amountCents} end), 0)`,
      pendingCents: sql<number>`coalesce(sum(case when ${refunds.status} = 'pending' then ${refunds.amountCents} end), 0)`,
    })
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), ne(refunds.status, "failed")))
    .groupBy(refunds.orderId)
    .all();
  for (const row of rows) totals.set(row.orderId, { refundedCents: Number(row.refundedCents), pendingCents: Number(row.pendingCents) });
  return totals;
}

export type ReserveResult = { ok: true; refund: RefundRow } | { ok: false; reason: "over-total" } | { ok: false; reason: "duplicate"; existing: RefundRow };

/**
 * Writes the pending row, but only if it keeps the order's refunds (succeeded
 * and pending) within its total: one conditional INSERT … SELECT, so two
 * admins refunding at once can never together give back more than was paid
 * (D1 has no transaction to read the sum and then write in).
 */
export async function reserveRefund({
  db,
  orderId,
  amountCents,
  kind,
  note,
  idempotencyKey,
  adminId,
}: {
  db: Db;
  orderId: number;
  amountCents: number;
  kind: RefundKind;
  note: string | null;
  idempotencyKey: string;
  adminId: number | null;
}): Promise<ReserveResult> {
  try {
    await db.run(sql`
      insert into ${refunds} (order_id, idempotency_key, amount_cents, kind, note, status, created_by)
      select ${orderId}, ${idempotencyKey}, ${amountCents}, ${kind}, ${note}, 'pending', ${adminId}
      where (select coalesce(sum(amount_cents), 0) from ${refunds} where order_id = ${orderId} and status <> 'failed') + ${amountCents}
        <= (select total_cents + tax_cents from ${orders} where id = ${orderId})`);
  } catch (error) {
    const existing = await findRefundByKey({ db, idempotencyKey });
    if (existing) return { ok: false, reason: "duplicate", existing };
    throw error;
  }
  const refund = await findRefundByKey({ db, idempotencyKey });
  return refund ? { ok: true, refund } : { ok: false, reason: "over-total" };
}

/**
 * The provider gave the money back: the row is settled, the audit row
 * written, and, when this refund completes the order's total, the order
 * becomes refunded (only from the status it had: of two settles at once,
 * one moves it). All in one batch.
 */
export async function settleRefund({
  db,
  refund,
  reference,
  adminId,
  completes,
}: {
  db: Db;
  refund: RefundRow;
  reference: string;
  adminId: number | null;
  /** The order's status before, when this refund brings its refunds to its total. */
  completes: { from: OrderStatus } | null;
}) {
  const now = new Date();
  const refundedNow = sql`(select ${orders.status} from ${orders} where ${orders.id} = ${refund.orderId}) = 'refunded'`;
  await runBatch(db, [
    db
      .update(refunds)
      .set({ status: "succeeded", providerReference: reference, settledAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending"))),
    db.insert(auditLog).values({
      userId: adminId,
      action: "refund",
      entity: "order",
      entityId: String(refund.orderId),
      details: { amountCents: refund.amountCents, refundReference: reference, ...(refund.note ? { note: refund.note } : {}), ...(completes ? { from: completes.from, to: "refunded" } : {}) },
      createdAt: now,
    }),
    ...(completes
      ? [
          db
            .update(orders)
            .set({ status: "refunded", statusChangedAt: now })
            .where(and(eq(orders.id, refund.orderId), eq(orders.status, completes.from))),
          // Refunded in full: the code's use and the points spent come back (decisions 0051, 0052).
          releasePromotionStatement(db, refund.orderId, refundedNow),
          giveBackSpentPointsStatement(db, refund.orderId, refundedNow),
        ]
      : []),
    // What the order earned goes back in proportion to the money refunded (this refund counted: it is settled above).
    reverseEarnedPointsStatement(db, refund.orderId, { refundKey: refund.idempotencyKey }),
  ]);
}

/** The provider refused: the row says why, and no longer counts against the order's total. */
export async function failRefund({ db, refundId, failure }: { db: Db; refundId: number; failure: string }) {
  await db
    .update(refunds)
    .set({ status: "failed", failure: failure.slice(0, 500), settledAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")));
}

/** Partial refunds still pending since before `before` (a crash between the provider and the settling), oldest first. */
export async function listStalePendingRefunds({ db, before, limit }: { db: Db; before: Date; limit: number }): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), eq(refunds.kind, "part"), lt(refunds.createdAt, before)))
    .orderBy(asc(refunds.id))
    .limit(limit)
    .all();
}
