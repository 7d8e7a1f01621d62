import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceText,
  checkPointsSpend,
  DEFAULT_TIER_THRESHOLDS,
  describeRewardEntry,
  nextTier,
  pointsEarned,
  pointsToReverse,
  pointsToTakeBack,
  signedPoints,
  tierFor,
  tierProgressText,
  tierSteps,
} from "./rewards";
import { JOIN_REWARDS_HREF } from "./rewards-links";
import { parseRewardMemberSearch, rewardAdjustmentSchema, rewardSettingsSchema } from "./reward-schemas";

const thresholds = DEFAULT_TIER_THRESHOLDS;

describe("tiers", () => {
  it("follow the spend of the last 12 months against the thresholds ($150 Aroma, $400 Elixir by default)", () => {
    expect(tierFor(0, thresholds)).toBe("essence");
    expect(tierFor(14_999, thresholds)).toBe("essence");
    expect(tierFor(15_000, thresholds)).toBe("aroma");
    expect(tierFor(39_999, thresholds)).toBe("aroma");
    expect(tierFor(40_000, thresholds)).toBe("elixir");
    expect(tierFor(20_000, { aromaFromCents: 5_000, elixirFromCents: 10_000 })).toBe("elixir");
  });

  it("say what is missing for the next tier, or that the member is at the top", () => {
    expect(nextTier(10_000, thresholds)).toEqual({ tier: "aroma", missingCents: 5_000 });
    expect(tierProgressText(10_000, thresholds)).toBe("Spend $50.00 more in the next 12 months to reach Aroma and earn 7 points for every $1.");
    expect(tierProgressText(15_000, thresholds)).toBe("Spend $250.00 more in the next 12 months to reach Elixir and earn 10 points for every $1.");
    expect(tierProgressText(40_000, thresholds)).toBe("You are at Elixir, our top tier: you earn 10 points for every $1.");
  });

  it("list the steps from the top down, the same rule as tierFor", () => {
    expect(tierSteps(thresholds).map((step) => [step.tier, step.rate])).toEqual([
      ["elixir", 10],
      ["aroma", 7],
      ["essence", 5],
    ]);
  });
});

describe("points earned", () => {
  it("are whole dollars of the merchandise paid times the tier's rate", () => {
    expect(pointsEarned(4_999, "essence")).toBe(245);
    expect(pointsEarned(4_999, "aroma")).toBe(343);
    expect(pointsEarned(4_999, "elixir")).toBe(490);
    expect(pointsEarned(99, "elixir")).toBe(0);
    expect(pointsEarned(-100, "essence")).toBe(0);
  });
});

describe("reversals", () => {
  it("take back in proportion, the order keeping what its unrefunded part earns", () => {
    expect(pointsToReverse({ earned: 250, merchandisePaidCents: 5_000, refundedCents: 2_500, alreadyReversed: 0 })).toBe(125);
    expect(pointsToReverse({ earned: 250, merchandisePaidCents: 5_000, refundedCents: 5_000, alreadyReversed: 125 })).toBe(125);
    expect(pointsToReverse({ earned: 0, merchandisePaidCents: 5_000, refundedCents: 5_000, alreadyReversed: 0 })).toBe(0);
  });

  it("never take more than the balance", () => {
    expect(pointsToTakeBack(300, 120)).toBe(120);
    expect(pointsToTakeBack(300, 500)).toBe(300);
    expect(pointsToTakeBack(300, 0)).toBe(0);
  });

  it("over any sequence of partial refunds never exceed what was earned, and a full refund reverses it all", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom("essence" as const, "aroma" as const, "elixir" as const),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 8 }),
        fc.boolean(),
        (merchandise, tier, parts, finishWithFull) => {
          const earned = pointsEarned(merchandise, tier);
          let refunded = 0;
          let reversed = 0;
          const refunds = [...parts.map((part) => Math.min(part, merchandise - refunded)), ...(finishWithFull ? [merchandise] : [])];
          for (const part of refunds) {
            refunded = Math.min(merchandise, refunded + part);
            const step = pointsToReverse({ earned, merchandisePaidCents: merchandise, refundedCents: refunded, alreadyReversed: reversed });
            expect(step).toBeGreaterThanOrEqual(0);
            reversed += step;
            expect(reversed).toBeLessThanOrEqual(earned);
          }
          if (refunded >= merchandise) expect(reversed).toBe(earned);
        },
      ),
    );
  });
});

describe("spending", () => {
  it("is in steps of 100, within the balance and the order", () => {
    const member = { member: true, balance: 1_240, merchandiseAfterDiscountCents: 5_000 };
    expect(checkPointsSpend(1_200, member)).toEqual({ ok: true, points: 1_200 });
    expect(checkPointsSpend(150, member)).toEqual({ ok: false, message: "Points are spent in steps of 100." });
    expect(checkPointsSpend(1_300, member)).toEqual({ ok: false, message: "You have 1,240 points." });
    expect(checkPointsSpend(100, { ...member, member: false })).toEqual({ ok: false, message: "Join Scent Rewards to spend points." });
  });
});

describe("what members read", () => {
  it("states the balance, the ledger's rows and their points", () => {
    expect(balanceText(1_240)).toBe("1,240 points, worth $12.40");
    expect(balanceText(1)).toBe("1 point, worth $0.01");
    expect(describeRewardEntry({ kind: "adjusted", delta: 500, note: "Birthday gift" })).toBe("Adjusted: Birthday gift");
    expect(describeRewardEntry({ kind: "reversed", delta: -50, note: null })).toBe("Taken back (order refunded)");
    expect(describeRewardEntry({ kind: "reversed", delta: 200, note: null })).toBe("Given back (order not completed)");
    expect(signedPoints(1_500)).toBe("+1,500");
    expect(signedPoints(-20)).toBe("-20");
  });

  it("sends the join button to the rewards section, through the login when signed out", () => {
    expect(JOIN_REWARDS_HREF).toBe(`/account?${new URLSearchParams({ redirectTo: "/account#rewards" })}#rewards`);
  });
});

describe("the forms", () => {
  it("adjustment: a non-zero whole number within ±100,000 and a reason of up to 200 characters", () => {
    expect(rewardAdjustmentSchema.safeParse({ points: " -250 ", reason: " Damaged parcel " }).data).toEqual({ points: -250, reason: "Damaged parcel" });
    expect(rewardAdjustmentSchema.safeParse({ points: "+500", reason: "Gift" }).data).toEqual({ points: 500, reason: "Gift" });
    for (const points of ["0", "1.5", "100001", "-100001", "abc", "", "1e3"]) {
      expect(rewardAdjustmentSchema.safeParse({ points, reason: "x" }).success, points).toBe(false);
    }
    expect(rewardAdjustmentSchema.safeParse({ points: "5", reason: "  " }).error?.issues[0]?.message).toBe("Give a reason for the adjustment");
    expect(rewardAdjustmentSchema.safeParse({ points: "5", reason: "x".repeat(201) }).error?.issues[0]?.message).toBe("The reason must be at most 200 characters");
  });

  it("thresholds: dollars, Aroma above 0 and Elixir above Aroma", () => {
    expect(rewardSettingsSchema.safeParse({ intent: "rewards", aromaFrom: "150", elixirFrom: "400.50" }).data).toEqual({ intent: "rewards", aromaFrom: 15_000, elixirFrom: 40_050 });
    expect(rewardSettingsSchema.safeParse({ intent: "rewards", aromaFrom: "0", elixirFrom: "400" }).success).toBe(false);
    expect(rewardSettingsSchema.safeParse({ intent: "rewards", aromaFrom: "400", elixirFrom: "400" }).error?.issues[0]?.message).toBe(
      "The Elixir threshold must be above the Aroma threshold",
    );
  });

  it("members search: e-mail lower-cased, an unknown sort is newest first", () => {
    expect(parseRewardMemberSearch(new URLSearchParams("email=%20Ada%40&sort=balance-desc"))).toEqual({ emailContains: "ada@", sort: "balance-desc" });
    expect(parseRewardMemberSearch(new URLSearchParams("sort=toString"))).toEqual({ emailContains: undefined, sort: "joined" });
  });
});
