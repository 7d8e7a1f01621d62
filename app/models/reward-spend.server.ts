import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { databaseErrorText } from "../../db/errors";
import { rewardBalances, rewardMembers, rewardPoints } from "../../db/schema";

/** Whether the account is a Scent Rewards member, and its balance in points. */
export async function getPointsWallet({ db, userId }: { db: Db; userId: number | null }): Promise<{ member: boolean; balance: number }> {
  if (userId === null) return { member: false, balance: 0 };
  const row = await db
    .select({ userId: rewardMembers.userId, balance: rewardBalances.points })
    .from(rewardMembers)
    .leftJoin(rewardBalances, eq(rewardBalances.userId, rewardMembers.userId))
    .where(eq(rewardMembers.userId, userId))
    .get();
  return { member: Boolean(row), balance: row?.balance ?? 0 };
}

/**
 * The points an order spends, in the order's own batch: the balance's CHECK
 * refuses a spend the member does not have, and with it the whole order, so
 * two checkouts spending the same points cannot both succeed. Keyed on the
 * order, so it is written once.
 */
export function spendPointsStatement(db: Db, { userId, orderId, publicId, points }: { userId: number; orderId: SQL; publicId: string; points: number }) {
  return db.insert(rewardPoints).values({ userId, orderId, delta: -points, kind: "spent", key: `order-${publicId}-spent` });
}

/** Whether a write failed because it would have taken a points balance below zero (an order's spend, an admin's adjustment). */
export function isPointsBalanceError(error: unknown): boolean {
  const text = databaseErrorText(error);
  return text.includes("reward_balances_points_check");
}
