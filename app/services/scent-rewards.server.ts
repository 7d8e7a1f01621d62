import type { Db } from "../../db/client";
import { orderNumber } from "~/lib/order-display";
import { REWARD_ADJUSTMENT_MESSAGES } from "~/lib/reward-schemas";
import { balanceText, describeRewardEntry, REWARD_TIER_NAMES, signedPoints, tierProgressText, type RewardTier, type TierThresholds } from "~/lib/rewards";
import { shopDay } from "~/lib/shop-time";
import { adjustRewardPoints, getRewardMember } from "~/models/admin-reward.server";
import { getRewardStanding, joinRewards, listRewardHistory } from "~/models/reward.server";
import { getTierThresholds, saveTierThresholds } from "~/models/shop-settings.server";
import type { RewardHistoryLine } from "~/lib/rewards";

// Scent Rewards use cases (issue 35, decision 0052): joining from /account,
// what /account and the API show a member, an admin's adjustment and the
// tier thresholds.

/** Joins the signed-in shopper (free; joining twice changes nothing). */
export async function joinScentRewards(context: { db: Db }, { userId }: { userId: number }) {
  const joined = await joinRewards({ db: context.db, userId });
  return { ok: true as const, joined };
}

export type RewardHistoryRow = RewardHistoryLine;

/** A ledger's rows as /account and the admin's member page print them. */
export function rewardHistoryRows(rows: Awaited<ReturnType<typeof listRewardHistory>>, orderHref: (publicId: string, orderId: number) => string): RewardHistoryRow[] {
  return rows.map((row) => ({
    id: row.id,
    date: shopDay(row.createdAt),
    what: describeRewardEntry(row),
    points: signedPoints(row.delta),
    order: row.orderPublicId && row.orderId ? { number: orderNumber(row.orderPublicId), href: orderHref(row.orderPublicId, row.orderId) } : null,
  }));
}

/** The Scent Rewards part of /account: null for a shopper who has not joined. */
export async function loadRewardsOverview(context: { db: Db }, { userId, now = Date.now() }: { userId: number; now?: number }) {
  const thresholds = await getTierThresholds({ db: context.db });
  const standing = await getRewardStanding({ db: context.db, userId, thresholds, now });
  if (!standing) return null;
  const history = await listRewardHistory({ db: context.db, userId });
  return {
    balance: standing.balance,
    balanceText: balanceText(standing.balance),
    tier: REWARD_TIER_NAMES[standing.tier],
    progress: tierProgressText(standing.spendCents, thresholds),
    history: rewardHistoryRows(history, (publicId) => `/orders/${publicId}`),
  };
}

/** An admin's view of one member: e-mail, balance, tier and the whole ledger (newest first); null when not a member. */
export async function adminRewardMemberPage(context: { db: Db }, { userId, now = Date.now() }: { userId: number; now?: number }) {
  const [member, thresholds] = await Promise.all([getRewardMember({ db: context.db, userId }), getTierThresholds({ db: context.db })]);
  if (!member) return null;
  const [standing, history] = await Promise.all([
    getRewardStanding({ db: context.db, userId, thresholds, now }),
    listRewardHistory({ db: context.db, userId, limit: 500 }),
  ]);
  return {
    userId,
    email: member.email,
    joined: shopDay(member.joinedAt),
    balanceText: balanceText(member.balance),
    tier: REWARD_TIER_NAMES[standing?.tier ?? "essence"],
    history: rewardHistoryRows(history, (_publicId, orderId) => `/admin/orders/${orderId}`),
  };
}

/** GET /api/auth/me's `rewards`: null when not a member. */
export async function rewardsSummary(context: { db: Db }, { userId }: { userId: number }): Promise<{ balance: number; tier: RewardTier } | null> {
  const standing = await getRewardStanding({ db: context.db, userId, thresholds: await getTierThresholds({ db: context.db }) });
  return standing ? { balance: standing.balance, tier: standing.tier } : null;
}

/** An admin's adjustment of a member's points: saved with its audit entry, or the message for the points field. */
export async function adjustMemberPoints(context: { db: Db }, input: { userId: number; adminId: number; points: number; reason: string }) {
  const result = await adjustRewardPoints({ db: context.db, ...input });
  if (result.ok) return result;
  if (result.reason === "not-member") return { ok: false as const, reason: "not-member" as const };
  return { ok: false as const, reason: "below-zero" as const, message: REWARD_ADJUSTMENT_MESSAGES.belowZero(result.balance) };
}

/** New tier thresholds: stored with an audit entry naming what changed; tiers follow them from the next read. */
export async function saveRewardSettings(context: { db: Db }, { adminId, thresholds }: { adminId: number; thresholds: TierThresholds }) {
  const { changed } = await saveTierThresholds({ db: context.db, thresholds, adminId });
  return { ok: true as const, changed: changed.length > 0 };
}
