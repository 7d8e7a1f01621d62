import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { databaseErrorText } from "../../db/errors";
import { orders, paymentEvents, rewardPoints } from "../../db/schema";
import { releaseFailedOrdersPromotionsStatement, releasePromotionStatement, retakePromotionStatement } from "./promotion.server";
import { queueEmailIf, type OutgoingEmail } from "./email-outbox.server";
import { earnOrderPointsStatement, giveBackSpentPointsStatement } from "./reward.server";
import { getTierThresholds } from "./shop-settings.server";
import { releaseFailedOrdersStockStatement, releaseOrderStockStatement, retakeOrderStockStatement } from "./stock.server";

/** Keeps the provider's id for a pending order's payment, so a webhook or a return can find it. */
export async function setPaymentReference({ db, orderId, reference }: { db: Db; orderId: number; reference: string }) {
  await db
    .update(orders)
    .set({ paymentReference: reference })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
}

/** The public id of the order a provider's payment belongs to, by the reference we stored. */
export async function findOrderByPaymentReference({ db, provider, reference }: { db: Db; provider: string; reference: string }) {
  const row = await db
    .select({ publicId: orders.publicId })
    .from(orders)
    .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentReference, reference)))
    .get();
  return row?.publicId ?? null;
}

export async function isPaymentEventProcessed({ db, eventId }: { db: Db; eventId: string }) {
  const row = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId)).get();
  return row !== undefined;
}

export type PaymentOutcomeChange =
  | { state: "paid"; reference: string; cardBrand: string | null; cardLast4: string | null; email: OutgoingEmail & { messageId: string } }
  | { state: "failed"; reference: string };

/**
 * A payment's outcome, as the provider told it, in one batch with the event
 * that told it (when there is one). The event id is the table's key: a replayed
 * event fails on it and the whole batch, order change included, rolls back, so
 * an event changes an order at most once. Only these moves happen:
 * - paid: from pending or failed (a shopper may pay again after a decline, and
 *   a late "succeeded" outranks an earlier "failed"); the discount is taken
 *   again if it is still free, and the confirmation e-mail is queued once
 *   (its message id is unique); a Scent Rewards member's order earns its points;
 * - failed: from pending only (a "failed" arriving after "succeeded" changes
 *   nothing); the code's use, the points spent and the stock are given back.
 *   (Paid later, it takes its code's use and stock again where they allow;
 *   the points it spent stay given back, decision 0052.)
 * Every statement is guarded by the status it expects, so a batch that
 * finds the order elsewhere writes nothing but the event row.
 */
export async function recordPaymentOutcome({
  db,
  orderId,
  change,
  event,
}: {
  db: Db;
  orderId: number;
  change: PaymentOutcomeChange | null;
  event: { id: string; provider: string; type: string } | null;
}): Promise<{ ok: true } | { ok: false; reason: "duplicate-event" }> {
  const eventRow = event ? [db.insert(paymentEvents).values({ id: event.id, provider: event.provider, type: event.type, orderId })] : [];
  const now = sql`(unixepoch('subsec') * 1000)`;
  const statusIs = (status: string) => sql`(select ${orders.status} from ${orders} where ${orders.id} = ${orderId}) = ${status}`;
  const orderChange =
    change?.state === "paid"
      ? [
          db
            .update(orders)
            .set({ status: "paid", paymentReference: change.reference, cardBrand: change.cardBrand, cardLast4: change.cardLast4, statusChangedAt: now })
            .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "failed"]))),
          // Paid after a failure had given its code's use back: taken again where the code's limits allow.
          retakePromotionStatement(db, orderId, statusIs("paid")),
          queueEmailIf(db, change.email, statusIs("paid")),
          // Paid after a failure had given its stock back: taken again where the shelf still holds it.
          retakeOrderStockStatement(db, orderId, statusIs("paid")),
          earnOrderPointsStatement(db, orderId, { thresholds: await getTierThresholds({ db }), when: statusIs("paid") }),
        ]
      : change?.state === "failed"
        ? [
            db
              .update(orders)
              .set({ status: "failed", statusChangedAt: now })
              .where(and(eq(orders.id, orderId), eq(orders.status, "pending"))),
            releasePromotionStatement(db, orderId, statusIs("failed")),
            giveBackSpentPointsStatement(db, orderId, statusIs("failed")),
            // A failed or expired payment gives the order's stock back, once.
            releaseOrderStockStatement(db, orderId, statusIs("failed")),
          ]
        : [];
  const statements = [...eventRow, ...orderChange];
  if (statements.length === 0) return { ok: true };
  try {
    await runBatch(db, statements as unknown as Parameters<typeof runBatch>[1]);
    return { ok: true };
  } catch (error) {
    const text = databaseErrorText(error);
    if (text.includes("UNIQUE") && text.includes("payment_events")) return { ok: false, reason: "duplicate-event" };
    throw error;
  }
}

/** How long an order may wait for its payment before its stock goes back on the shelf (Stripe's Checkout expires at 24 hours). */
export const UNPAID_ORDER_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Orders still awaiting payment a day after they were placed fail, and give
 * back their stock and discount, in one batch; the hourly housekeeping runs
 * it. A payment that arrives later still makes the order paid (its stock is
 * taken again where the shelf holds it). Returns how many expired.
 */
export async function expireUnpaidOrders({ db, now = Date.now() }: { db: Db; now?: number }): Promise<number> {
  const changedAt = new Date(now);
  const placedBefore = new Date(now - UNPAID_ORDER_EXPIRY_MS);
  // Those that spent points, read first: each gives them back in the batch, guarded by its new status.
  const spending = await db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(rewardPoints, and(eq(rewardPoints.orderId, orders.id), eq(rewardPoints.kind, "spent")))
    .where(and(eq(orders.status, "pending"), lt(orders.createdAt, placedBefore)));
  const failedNow = (id: number) => sql`(select ${orders.status} = 'failed' and ${orders.statusChangedAt} = ${changedAt.getTime()} from ${orders} where ${orders.id} = ${id})`;
  const [expired] = await runBatch(db, [
    db
      .update(orders)
      .set({ status: "failed", statusChangedAt: changedAt })
      .where(and(eq(orders.status, "pending"), lt(orders.createdAt, placedBefore)))
      .returning({ id: orders.id }),
    releaseFailedOrdersPromotionsStatement(db, changedAt),
    ...spending.map((order) => giveBackSpentPointsStatement(db, order.id, failedNow(order.id))),
    releaseFailedOrdersStockStatement(db, changedAt),
  ]);
  return (expired as unknown[]).length;
}
