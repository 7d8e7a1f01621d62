// Scent Rewards (issue 35, decision 0052): tiers, what an order earns, what a
// member may spend, and what a refund takes back. Pure, so checkout, the
// payment API, e-mails, /account and the admin answer with the same rule.
// 1 point is worth 1 cent when spent: 100 points = $1.00.
import { formatCents } from "./money";

export const REWARD_TIERS = ["essence", "aroma", "elixir"] as const;
export type RewardTier = (typeof REWARD_TIERS)[number];

export const REWARD_TIER_NAMES: Record<RewardTier, string> = { essence: "Essence", aroma: "Aroma", elixir: "Elixir" };

/** Points earned per whole dollar of merchandise paid, by the tier held before the order. */
export const POINTS_PER_DOLLAR: Record<RewardTier, number> = { essence: 5, aroma: 7, elixir: 10 };

/** The spend over the last 12 months that reaches each tier (shop settings; these are the defaults). */
export type TierThresholds = { aromaFromCents: number; elixirFromCents: number };
export const DEFAULT_TIER_THRESHOLDS: TierThresholds = { aromaFromCents: 15_000, elixirFromCents: 40_000 };

/** How far back the spend that sets the tier counts. */
export const TIER_SPEND_WINDOW_DAYS = 365;

/** Points are spent in whole steps of 100 (= $1.00). */
export const POINTS_STEP = 100;

/** How far back, in milliseconds, the spend that sets the tier counts. */
export const TIER_SPEND_WINDOW_MS = TIER_SPEND_WINDOW_DAYS * 24 * 60 * 60_000;

/**
 * The tiers from the top down, each with the spend that reaches it and its
 * rate. tierFor reads it, and so does the SQL that works out an order's points
 * in the database (earnedPointsSql in app/models/reward.server.ts), so the two
 * cannot disagree on a threshold or a rate.
 */
export function tierSteps(thresholds: TierThresholds): { tier: RewardTier; fromCents: number; rate: number }[] {
  return [
    { tier: "elixir", fromCents: thresholds.elixirFromCents, rate: POINTS_PER_DOLLAR.elixir },
    { tier: "aroma", fromCents: thresholds.aromaFromCents, rate: POINTS_PER_DOLLAR.aroma },
    { tier: "essence", fromCents: 0, rate: POINTS_PER_DOLLAR.essence },
  ];
}

export function tierFor(spendCents: number, thresholds: TierThresholds): RewardTier {
  return tierSteps(thresholds).find((step) => spendCents >= step.fromCents)?.tier ?? "essence";
}

/** The next tier and the spend still missing to reach it; null at the top. */
export function nextTier(spendCents: number, thresholds: TierThresholds): { tier: RewardTier; missingCents: number } | null {
  const tier = tierFor(spendCents, thresholds);
  if (tier === "elixir") return null;
  const next = tier === "essence" ? { tier: "aroma" as const, from: thresholds.aromaFromCents } : { tier: "elixir" as const, from: thresholds.elixirFromCents };
  return { tier: next.tier, missingCents: next.from - spendCents };
}

/**
 * What an order earns: its merchandise paid (after the code's discount and
 * the points spent), rounded down to whole dollars, times the tier's rate.
 */
export function pointsEarned(merchandisePaidCents: number, tier: RewardTier): number {
  if (merchandisePaidCents <= 0) return 0;
  return Math.floor(merchandisePaidCents / 100) * POINTS_PER_DOLLAR[tier];
}

/**
 * What a refund takes back: the order keeps the points its unrefunded part
 * would earn (rounded down), so a full refund takes back everything earned and
 * the reversals of several partial refunds add up to no more than was earned.
 * `alreadyReversed` is what earlier refunds took back.
 */
export function pointsToReverse({
  earned,
  merchandisePaidCents,
  refundedCents,
  alreadyReversed,
}: {
  earned: number;
  merchandisePaidCents: number;
  refundedCents: number;
  alreadyReversed: number;
}): number {
  if (earned <= 0 || merchandisePaidCents <= 0) return 0;
  const kept = Math.min(merchandisePaidCents, Math.max(0, merchandisePaidCents - refundedCents));
  const keep = Math.floor((earned * kept) / merchandisePaidCents);
  return Math.max(0, earned - keep - alreadyReversed);
}

/**
 * What a refund's reversal actually takes: what is due, but never more than
 * the member holds now (points already spent stay spent; the balance cannot
 * go below zero). A later refund of the same order takes what is still due.
 */
export function pointsToTakeBack(due: number, balance: number): number {
  return Math.max(0, Math.min(due, balance));
}

export const REWARD_MESSAGES = {
  notMember: "Join Scent Rewards to spend points.",
  step: `Points are spent in steps of ${POINTS_STEP}.`,
  balance: (balance: number) => `You have ${balance.toLocaleString("en-US")} points.`,
  balanceChanged: "Your points balance changed while you were checking out. Please check the points to spend and place your order again.",
  cap: (points: number) => `You can spend up to ${points.toLocaleString("en-US")} points on this order.`,
} as const;

/** The most points this order can take: its merchandise after the code's discount, in whole steps, and no more than the balance. */
export function maxSpendablePoints(balance: number, merchandiseAfterDiscountCents: number): number {
  const cap = Math.min(balance, Math.max(0, merchandiseAfterDiscountCents));
  return cap - (cap % POINTS_STEP);
}

/** Whether a member may spend `points` on this order; 0 is always fine (nothing spent). */
export function checkPointsSpend(
  points: number,
  { member, balance, merchandiseAfterDiscountCents }: { member: boolean; balance: number; merchandiseAfterDiscountCents: number },
): { ok: true; points: number } | { ok: false; message: string } {
  if (points === 0) return { ok: true, points: 0 };
  if (!member) return { ok: false, message: REWARD_MESSAGES.notMember };
  if (!Number.isSafeInteger(points) || points < 0 || points % POINTS_STEP !== 0) return { ok: false, message: REWARD_MESSAGES.step };
  if (points > balance) return { ok: false, message: REWARD_MESSAGES.balance(balance) };
  const max = maxSpendablePoints(balance, merchandiseAfterDiscountCents);
  if (points > max) return { ok: false, message: REWARD_MESSAGES.cap(max) };
  return { ok: true, points };
}

/** "1,500 points". */
export function formatPoints(points: number): string {
  return `${points.toLocaleString("en-US")} point${points === 1 ? "" : "s"}`;
}

/** "1,500 points ($15.00)". */
export function pointsValueLabel(points: number): string {
  return `${formatPoints(points)} (${formatCents(points)})`;
}

/** "1,240 points, worth $12.40": the balance as /account states it. */
export function balanceText(points: number): string {
  return `${formatPoints(points)}, worth ${formatCents(points)}`;
}

/** What is missing for the next tier, or that the member is at the top. */
export function tierProgressText(spendCents: number, thresholds: TierThresholds): string {
  const next = nextTier(spendCents, thresholds);
  if (!next) return `You are at ${REWARD_TIER_NAMES.elixir}, our top tier: you earn ${POINTS_PER_DOLLAR.elixir} points for every $1.`;
  return `Spend ${formatCents(next.missingCents)} more in the next 12 months to reach ${REWARD_TIER_NAMES[next.tier]} and earn ${POINTS_PER_DOLLAR[next.tier]} points for every $1.`;
}

export type RewardLedgerKind = "earned" | "spent" | "reversed" | "adjusted";

/** A ledger row as the member and the admin read it: "Earned on an order", or the admin's reason. */
export function describeRewardEntry({ kind, delta, note }: { kind: RewardLedgerKind; delta: number; note: string | null }): string {
  if (kind === "earned") return "Earned on an order";
  if (kind === "spent") return "Spent at checkout";
  if (kind === "reversed") return delta > 0 ? "Given back (order not completed)" : "Taken back (order refunded)";
  return note ? `Adjusted: ${note}` : "Adjusted by the shop";
}

/** "+500", "-120": a ledger row's points, signed. */
export function signedPoints(delta: number): string {
  return `${delta > 0 ? "+" : "-"}${Math.abs(delta).toLocaleString("en-US")}`;
}

/** The order page's and the confirmation e-mail's line: "This order earns you 120 points in Scent Rewards." */
export function orderEarnedText(points: number, { earned }: { earned: boolean }): string {
  return `This order ${earned ? "earned" : "earns"} you ${formatPoints(points)} in Scent Rewards.`;
}

/** One line of a member's points history as pages show it (/account and the admin's ledger). */
export type RewardHistoryLine = { id: number; date: string; what: string; points: string; order: { number: string; href: string } | null };
