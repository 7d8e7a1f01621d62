import { and, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, rewardBalances, rewardMembers, rewardPoints } from "../../db/schema";
import { TIER_SPEND_WINDOW_MS, tierFor, tierSteps, type RewardTier, type TierThresholds } from "../lib/rewards";

// Scent Rewards in the database (issue 35, decision 0052). reward_points is an
// append-only ledger; reward_balances is kept by its trigger (migrations/0011)
// and its CHECK (points >= 0) fails any batch that would take a member below
// zero. The statements below are for the callers' own batches (the order
// pipeline's), like the stock ledger's (app/models/stock.server.ts). Never
// insert into reward_points with OR IGNORE / OR REPLACE: it would override the
// trigger's conflict policy and skip the CHECK; onConflictDoNothing is safe.

/** Statuses of an order whose merchandise counts as paid for (a refunded order counts less its refunds). */
const SPEND_STATUSES = sql`('paid', 'shipped', 'delivered', 'refunded')`;
/** Statuses of an order that earns points. */
const EARNING_STATUSES = sql`('paid', 'shipped', 'delivered')`;
const NOW_MS = sql`(unixepoch('subsec') * 1000)`;

/**
 * The spend that sets the tier, in cents: over `userId`'s orders placed in
 * [from, before) (other than `excludeOrderId`) that were paid, the
 * merchandise paid (subtotal − discount, which includes points) less their
 * succeeded refunds, counted against merchandise first and never below 0.
 */
export function tierSpendSql(
  userId: SQLWrapper | number,
  { from, before, excludeOrderId }: { from: SQLWrapper | number; before: SQLWrapper | number; excludeOrderId?: SQLWrapper | number },
) {
  const exclude = excludeOrderId === undefined ? sql`` : sql` and "spend_orders"."id" <> ${excludeOrderId}`;
  return sql`coalesce((select sum(max(0, "spend_orders"."subtotal_cents" - "spend_orders"."discount_cents" - coalesce((select sum("spend_refunds"."amount_cents" - "spend_refunds"."tax_cents") from "refunds" "spend_refunds" where "spend_refunds"."order_id" = "spend_orders"."id" and "spend_refunds"."status" = 'succeeded'), 0)))
    from "orders" "spend_orders"
    where "spend_orders"."user_id" = ${userId} and "spend_orders"."status" in ${SPEND_STATUSES}
      and "spend_orders"."created_at" >= ${from} and "spend_orders"."created_at" < ${before}${exclude}), 0)`;
}

/**
 * pointsEarned (app/lib/rewards.ts) in SQL: whole dollars of `merchandiseCents`
 * times the rate of the tier `spendCents` reaches. The integration tests check
 * that both agree over generated amounts and thresholds.
 */
export function earnedPointsSql(merchandiseCents: SQL, spendCents: SQL, thresholds: TierThresholds) {
  const steps = tierSteps(thresholds);
  const rate = sql.join(
    steps.slice(0, -1).map((step) => sql`when ${spendCents} >= ${step.fromCents} then ${step.rate}`),
    sql` `,
  );
  return sql`(cast(max(0, ${merchandiseCents}) / 100 as integer) * (case ${rate} else ${steps.at(-1)!.rate} end))`;
}

/** A ledger row as insert … select takes it: every column, in the table's order. */
function ledgerRow({ userId, delta, kind, key, orderId }: { userId: SQL; delta: SQL; kind: string; key: SQL; orderId: SQL | number }) {
  return sql`select null, ${userId}, ${delta}, ${kind}, ${key}, ${orderId}, null, null, ${NOW_MS}`;
}

/**
 * What a paid order earns, once (key `order-<id>-earned`): when the order's
 * user is a member and it is paid (or already shipped or delivered) as the
 * batch runs, and `when` holds. The rate is the tier held before the order:
 * the spend of the 365 days before it was placed, this order left out. An
 * order that would earn 0 writes nothing. `orderId` may be a subquery, for an
 * order created in the same batch.
 */
export function earnOrderPointsStatement(db: Db, orderId: number | SQL, { thresholds, when }: { thresholds: TierThresholds; when?: SQL }) {
  const spend = tierSpendSql(orders.userId, { from: sql`${orders.createdAt} - ${TIER_SPEND_WINDOW_MS}`, before: orders.createdAt, excludeOrderId: orders.id });
  const delta = earnedPointsSql(sql`${orders.subtotalCents} - ${orders.discountCents}`, spend, thresholds);
  const row = ledgerRow({ userId: sql`${orders.userId}`, delta, kind: "earned", key: sql`'order-' || ${orders.id} || '-earned'`, orderId: sql`${orders.id}` });
  return db
    .insert(rewardPoints)
    .select(
      sql`${row} from ${orders} inner join ${rewardMembers} on ${rewardMembers.userId} = ${orders.userId}
        where ${orders.id} = ${orderId} and ${orders.status} in ${EARNING_STATUSES} and ${delta} > 0 and ${when ?? sql`1`}`,
    )
    .onConflictDoNothing();
}

/**
 * Gives back the points a failed, cancelled or fully refunded order spent,
 * once (key `order-<id>-spent-back`): what its 'spent' rows took, less what
 * was already given back for it, when `when` holds as the batch runs. Goes
 * after the status change it follows from, in the same batch.
 */
export function giveBackSpentPointsStatement(db: Db, orderId: number, when: SQL) {
  const givenBack = sql`coalesce((select sum("back"."delta") from "reward_points" "back" where "back"."order_id" = ${orderId} and "back"."kind" = 'reversed' and "back"."delta" > 0), 0)`;
  const due = sql`(-sum(${rewardPoints.delta}) - ${givenBack})`;
  const row = ledgerRow({ userId: sql`${rewardPoints.userId}`, delta: due, kind: "reversed", key: sql`${`order-${orderId}-spent-back`}`, orderId });
  return db
    .insert(rewardPoints)
    .select(
      sql`${row} from ${rewardPoints} where ${rewardPoints.orderId} = ${orderId} and ${rewardPoints.kind} = 'spent' and ${when}
        group by ${rewardPoints.userId} having ${due} > 0`,
    )
    .onConflictDoNothing();
}

/**
 * A refund's reversal of what the order earned (key `<refundKey>-points`):
 * pointsToReverse in SQL, the order keeping the points its unrefunded
 * merchandise would earn, less what earlier refunds took back, and never more
 * than the member's balance now (pointsToTakeBack: the balance cannot go
 * below zero; a later refund takes what is still due). `refundedMerchandiseCents`
 * is the order's merchandise refunded so far, this refund included; without it,
 * its succeeded refunds counted against merchandise first.
 */
export function reverseEarnedPointsStatement(
  db: Db,
  orderId: number,
  { refundKey, refundedMerchandiseCents, when }: { refundKey: string; refundedMerchandiseCents?: number | SQL; when?: SQL },
) {
  const merchandise = sql`(${orders.subtotalCents} - ${orders.discountCents})`;
  const refunded =
    refundedMerchandiseCents ??
    sql`min(${merchandise}, coalesce((select sum("r"."amount_cents" - "r"."tax_cents") from "refunds" "r" where "r"."order_id" = ${orders.id} and "r"."status" = 'succeeded'), 0))`;
  const kept = sql`max(0, min(${merchandise}, ${merchandise} - ${refunded}))`;
  const already = sql`coalesce((select -sum("taken"."delta") from "reward_points" "taken" where "taken"."order_id" = ${orderId} and "taken"."kind" = 'reversed' and "taken"."delta" < 0), 0)`;
  const due = sql`max(0, ${rewardPoints.delta} - cast(${rewardPoints.delta} * ${kept} / ${merchandise} as integer) - ${already})`;
  const balance = sql`coalesce((select ${rewardBalances.points} from ${rewardBalances} where ${rewardBalances.userId} = ${rewardPoints.userId}), 0)`;
  const take = sql`min(${balance}, ${due})`;
  const row = ledgerRow({ userId: sql`${rewardPoints.userId}`, delta: sql`-${take}`, kind: "reversed", key: sql`${`${refundKey}-points`}`, orderId });
  return db
    .insert(rewardPoints)
    .select(
      sql`${row} from ${rewardPoints} inner join ${orders} on ${orders.id} = ${rewardPoints.orderId}
        where ${rewardPoints.orderId} = ${orderId} and ${rewardPoints.kind} = 'earned' and ${merchandise} > 0 and ${take} > 0 and ${when ?? sql`1`}`,
    )
    .onConflictDoNothing();
}

/** Joins Scent Rewards; joining twice changes nothing. True when this call joined. */
export async function joinRewards({ db, userId }: { db: Db; userId: number }): Promise<boolean> {
  const rows = await db.insert(rewardMembers).values({ userId }).onConflictDoNothing().returning({ userId: rewardMembers.userId });
  return rows.length > 0;
}

export type RewardStanding = { joinedAt: Date; balance: number; tier: RewardTier; spendCents: number };

/** A member's balance, tier and the spend of the last 12 months behind it; null when not a member. */
export async function getRewardStanding({ db, userId, thresholds, now = Date.now() }: { db: Db; userId: number; thresholds: TierThresholds; now?: number }): Promise<RewardStanding | null> {
  const row = await db
    .select({
      joinedAt: rewardMembers.joinedAt,
      balance: sql<number>`coalesce(${rewardBalances.points}, 0)`,
      spendCents: sql<number>`${tierSpendSql(userId, { from: now - TIER_SPEND_WINDOW_MS, before: now + 1 })}`,
    })
    .from(rewardMembers)
    .leftJoin(rewardBalances, eq(rewardBalances.userId, rewardMembers.userId))
    .where(eq(rewardMembers.userId, userId))
    .get();
  if (!row) return null;
  const spendCents = Number(row.spendCents);
  return { joinedAt: row.joinedAt, balance: Number(row.balance), spendCents, tier: tierFor(spendCents, thresholds) };
}

/** A member's ledger, newest first, with the order each row is about (when it still exists). */
export async function listRewardHistory({ db, userId, limit = 50 }: { db: Db; userId: number; limit?: number }) {
  return db
    .select({
      id: rewardPoints.id,
      createdAt: rewardPoints.createdAt,
      delta: rewardPoints.delta,
      kind: rewardPoints.kind,
      note: rewardPoints.note,
      orderId: rewardPoints.orderId,
      orderPublicId: orders.publicId,
    })
    .from(rewardPoints)
    .leftJoin(orders, eq(orders.id, rewardPoints.orderId))
    .where(eq(rewardPoints.userId, userId))
    .orderBy(desc(rewardPoints.id))
    .limit(limit);
}

/** The points an order earned (0 when none, or not yet paid). */
export async function orderPointsEarned({ db, orderId }: { db: Db; orderId: number }): Promise<number> {
  const row = await db
    .select({ points: rewardPoints.delta })
    .from(rewardPoints)
    .where(and(eq(rewardPoints.orderId, orderId), eq(rewardPoints.kind, "earned")))
    .get();
  return row?.points ?? 0;
}
