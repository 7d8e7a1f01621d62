import * as z from "zod";
import { centsToDollars, DOLLARS_PATTERN, dollarsToCents } from "./dollars";
import type { TierThresholds } from "./rewards";

// The Scent Rewards forms (issue 35): an admin's adjustment of a member's
// points (/admin/rewards/{userId}), the tier thresholds (/admin/settings) and
// the members list's search (/admin/rewards, a GET form).

export const MAX_ADJUSTMENT_POINTS = 100_000;
export const MAX_ADJUSTMENT_REASON = 200;

export const REWARD_ADJUSTMENT_MESSAGES = {
  points: `Enter a whole number of points from -${MAX_ADJUSTMENT_POINTS.toLocaleString("en-US")} to ${MAX_ADJUSTMENT_POINTS.toLocaleString("en-US")}, not 0`,
  reason: "Give a reason for the adjustment",
  reasonLength: `The reason must be at most ${MAX_ADJUSTMENT_REASON} characters`,
  belowZero: (balance: number) => `The balance cannot go below zero (it is ${balance.toLocaleString("en-US")} points).`,
} as const;

export const rewardAdjustmentSchema = z.object({
  points: z
    .string({ error: REWARD_ADJUSTMENT_MESSAGES.points })
    .trim()
    .regex(/^[+-]?\d{1,6}$/, REWARD_ADJUSTMENT_MESSAGES.points)
    .transform(Number)
    .refine((points) => points !== 0 && Math.abs(points) <= MAX_ADJUSTMENT_POINTS, REWARD_ADJUSTMENT_MESSAGES.points),
  reason: z
    .string({ error: REWARD_ADJUSTMENT_MESSAGES.reason })
    .trim()
    .min(1, REWARD_ADJUSTMENT_MESSAGES.reason)
    .max(MAX_ADJUSTMENT_REASON, REWARD_ADJUSTMENT_MESSAGES.reasonLength),
});

export const REWARD_SETTINGS_LABELS = {
  aromaFrom: "Aroma from ($ in 12 months)",
  elixirFrom: "Elixir from ($ in 12 months)",
} as const;

export const REWARD_SETTINGS_MESSAGES = {
  aromaFrom: "Aroma threshold: enter an amount in dollars above 0, like 150.00",
  elixirFrom: "Elixir threshold: enter an amount in dollars, like 400.00",
  order: "The Elixir threshold must be above the Aroma threshold",
} as const;

const thresholdDollars = (message: string) =>
  z.string({ error: message }).trim().regex(DOLLARS_PATTERN, message).transform(dollarsToCents);

export const rewardSettingsSchema = z
  .object({
    // Which of the settings page's forms was sent (the shipping form has none).
    intent: z.literal("rewards"),
    aromaFrom: thresholdDollars(REWARD_SETTINGS_MESSAGES.aromaFrom).refine((cents) => cents > 0, REWARD_SETTINGS_MESSAGES.aromaFrom),
    elixirFrom: thresholdDollars(REWARD_SETTINGS_MESSAGES.elixirFrom),
  })
  .refine((value) => value.elixirFrom > value.aromaFrom, { path: ["elixirFrom"], message: REWARD_SETTINGS_MESSAGES.order });

export function thresholdsFromSettings(input: z.infer<typeof rewardSettingsSchema>): TierThresholds {
  return { aromaFromCents: input.aromaFrom, elixirFromCents: input.elixirFrom };
}

export function rewardSettingsDefaults(thresholds: TierThresholds) {
  return { intent: "rewards", aromaFrom: centsToDollars(thresholds.aromaFromCents), elixirFrom: centsToDollars(thresholds.elixirFromCents) };
}

export const REWARD_MEMBER_SORTS = { joined: "Newest members", "balance-desc": "Highest balance", "balance-asc": "Lowest balance" } as const;
export type RewardMemberSort = keyof typeof REWARD_MEMBER_SORTS;

/** The members list's URL: ?email=ada&sort=balance-desc; anything unknown reads as no filter, newest first. */
export function parseRewardMemberSearch(params: URLSearchParams): { emailContains: string | undefined; sort: RewardMemberSort } {
  const email = (params.get("email") ?? "").trim().toLowerCase().slice(0, 255);
  const sort = params.get("sort") ?? "";
  return { emailContains: email || undefined, sort: Object.hasOwn(REWARD_MEMBER_SORTS, sort) ? (sort as RewardMemberSort) : "joined" };
}
