import { asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, rewardBalances, rewardMembers, rewardPoints, users } from "../../db/schema";
import type { RewardMemberSort } from "../lib/reward-schemas";
import { TIER_SPEND_WINDOW_MS } from "../lib/rewards";
import { tierSpendSql } from "./reward.server";
import { isPointsBalanceError } from "./reward-spend.server";

// What an admin sees and does in Scent Rewards (issue 35, decision 0052): the
// members list, one member, and an adjustment of their points, written with
// its audit entry in one batch.

const balance = sql<number>`coalesce(${rewardBalances.points}, 0)`;

const ORDER_BY: Record<RewardMemberSort, SQL[]> = {
  joined: [desc(rewardMembers.joinedAt), desc(rewardMembers.userId)],
  "balance-desc": [desc(balance), asc(users.email)],
  "balance-asc": [asc(balance), asc(users.email)],
};

/** One page of members: e-mail, balance, spend of the 12 months to `now` (the tier) and when they joined; searched by part of the e-mail, any case. */
export async function listRewardMembers({
  db,
  emailContains,
  sort,
  page,
  pageSize,
  now,
}: {
  db: Db;
  emailContains?: string;
  sort: RewardMemberSort;
  page: number;
  pageSize: number;
  now: number;
}) {
  const spendCents = sql<number>`${tierSpendSql(rewardMembers.userId, { from: now - TIER_SPEND_WINDOW_MS, before: now + 1 })}`;
  // instr, not LIKE: D1 refuses long LIKE patterns, and typed % or _ stay literal (as in the orders list).
  const where = emailContains ? sql`instr(lower(${users.email}), ${emailContains.toLowerCase()}) > 0` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ userId: rewardMembers.userId, email: users.email, joinedAt: rewardMembers.joinedAt, balance, spendCents })
      .from(rewardMembers)
      .innerJoin(users, eq(users.id, rewardMembers.userId))
      .leftJoin(rewardBalances, eq(rewardBalances.userId, rewardMembers.userId))
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(rewardMembers).innerJoin(users, eq(users.id, rewardMembers.userId)).where(where).get(),
  ]);
  return { members: rows.map((row) => ({ ...row, balance: Number(row.balance), spendCents: Number(row.spendCents) })), total: total?.value ?? 0 };
}

/** The member's e-mail, name and balance; null when the user is not a member. */
export async function getRewardMember({ db, userId }: { db: Db; userId: number }) {
  const row = await db
    .select({ userId: rewardMembers.userId, email: users.email, joinedAt: rewardMembers.joinedAt, balance })
    .from(rewardMembers)
    .innerJoin(users, eq(users.id, rewardMembers.userId))
    .leftJoin(rewardBalances, eq(rewardBalances.userId, rewardMembers.userId))
    .where(eq(rewardMembers.userId, userId))
    .get();
  return row ? { ...row, balance: Number(row.balance) } : null;
}

export type AdjustmentResult = { ok: true; balance: number } | { ok: false; reason: "not-member" } | { ok: false; reason: "below-zero"; balance: number };

/**
 * An admin's adjustment: one 'adjusted' ledger row with the reason and who
 * made it, and its audit entry, in one batch. A negative adjustment past the
 * balance fails the balance's CHECK, so nothing is written, even when a
 * checkout spends points at the same moment.
 */
export async function adjustRewardPoints({ db, userId, points, reason, adminId }: { db: Db; userId: number; points: number; reason: string; adminId: number }): Promise<AdjustmentResult> {
  const member = await getRewardMember({ db, userId });
  if (!member) return { ok: false, reason: "not-member" };
  try {
    await runBatch(db, [
      db.insert(rewardPoints).values({ userId, delta: points, kind: "adjusted", note: reason, createdBy: adminId }),
      db.insert(auditLog).values({
        userId: adminId,
        action: "adjust",
        entity: "rewards",
        entityId: String(userId),
        details: { name: member.email, points, reason },
      }),
    ]);
  } catch (error) {
    if (!isPointsBalanceError(error)) throw error;
    return { ok: false, reason: "below-zero", balance: (await getRewardMember({ db, userId }))?.balance ?? 0 };
  }
  return { ok: true, balance: (await getRewardMember({ db, userId }))?.balance ?? 0 };
}

