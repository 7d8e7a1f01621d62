import { and, asc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, orders, refunds } from "../../db/schema";
import type { OrderStatus } from "~/lib/order-status";
import { orderTotalCents } from "./order-amounts.server";
import { releasePromotionStatement } from "./promotion.server";
import { insertRefundLinesStatement, type RefundLineRow } from "./refund-lines.server";
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
 * Writes the pending row, with what it gives back of each line and of the
 * shipping (refund_lines), but only if it keeps the order's refunds
 * (succeeded and pending) within what was charged, and their tax within the
 * order's tax: one batch of conditional INSERT … SELECTs, so two admins
 * refunding at once can never together give back more than was paid (D1 has
 * no transaction to read the sum and then write in).
 */
export async function reserveRefund({
  db,
  orderId,
  amountCents,
  taxCents = 0,
  lines = [],
  kind,
  note,
  idempotencyKey,
  adminId,
}: {
  db: Db;
  orderId: number;
  /** What goes back, tax included. */
  amountCents: number;
  /** The sales tax inside amountCents. */
  taxCents?: number;
  lines?: readonly RefundLineRow[];
  kind: RefundKind;
  note: string | null;
  idempotencyKey: string;
  adminId: number | null;
}): Promise<ReserveResult> {
  const createdAt = new Date();
  const counted = sql`from ${refunds} where ${refunds.orderId} = ${orderId} and ${refunds.status} <> 'failed'`;
  const fits = sql`(select coalesce(sum(${refunds.amountCents}), 0) ${counted}) + ${amountCents} <= (select ${orderTotalCents} from ${orders} where ${orders.id} = ${orderId})
    and (select coalesce(sum(${refunds.taxCents}), 0) ${counted}) + ${taxCents} <= (select ${orders.taxCents} from ${orders} where ${orders.id} = ${orderId})`;
  // Every column, in the table's order (a builder, as D1's batch needs).
  const row = db
    .select({
      id: sql`null`.as("id"),
      orderId: sql`${orderId}`.as("order_id"),
      idempotencyKey: sql`${idempotencyKey}`.as("idempotency_key"),
      amountCents: sql`${amountCents}`.as("amount_cents"),
      taxCents: sql`${taxCents}`.as("tax_cents"),
      kind: sql`${kind}`.as("kind"),
      note: sql`${note}`.as("note"),
      status: sql`'pending'`.as("status"),
      providerReference: sql`null`.as("provider_reference"),
      failure: sql`null`.as("failure"),
      createdBy: sql`${adminId}`.as("created_by"),
      createdAt: sql`${createdAt.getTime()}`.as("created_at"),
      settledAt: sql`null`.as("settled_at"),
    })
    .from(sql`(select 1)`)
    .where(fits);
  const linesStatement = insertRefundLinesStatement(db, { idempotencyKey, createdAt, rows: lines });
  try {
    await runBatch(db, [db.insert(refunds).select(row), ...(linesStatement ? [linesStatement] : [])]);
  } catch (error) {
    const existing = await findRefundByKey({ db, idempotencyKey });
    if (existing) return { ok: false, reason: "duplicate", existing };
    throw error;
  }
  const refund = await findRefundByKey({ db, idempotencyKey });
  if (!refund) return { ok: false, reason: "over-total" };
  // Written by another submit of the same key (this one did not fit): that row is the refund.
  if (refund.createdAt.getTime() !== createdAt.getTime()) return { ok: false, reason: "duplicate", existing: refund };
  return { ok: true, refund };
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
      details: {
        amountCents: refund.amountCents,
        ...(refund.taxCents ? { taxCents: refund.taxCents } : {}),
        refundReference: reference,
        ...(refund.note ? { note: refund.note } : {}),
        ...(completes ? { from: completes.from, to: "refunded" } : {}),
      },
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
