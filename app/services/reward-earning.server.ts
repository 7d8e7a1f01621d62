import { pointsEarned, type TierThresholds } from "~/lib/rewards";
import { getRewardStanding } from "~/models/reward.server";
import { getTierThresholds } from "~/models/shop-settings.server";
import type { ServiceContext } from "./service-context";

/**
 * What an order about to be paid earns its shopper in Scent Rewards, for the
 * confirmation e-mail (written before the batch that records the points), and
 * the thresholds that batch earns at. The ledger row the batch writes
 * (earnOrderPointsStatement) is the record; both read the tier held before
 * this order. 0 for a guest or a shopper who has not joined.
 */
export async function pointsTheOrderEarns(
  context: Pick<ServiceContext, "db">,
  { userId, merchandisePaidCents }: { userId: number | null; merchandisePaidCents: number },
): Promise<{ points: number; thresholds: TierThresholds }> {
  const thresholds = await getTierThresholds({ db: context.db });
  if (userId === null) return { points: 0, thresholds };
  const standing = await getRewardStanding({ db: context.db, userId, thresholds });
  return { points: standing ? pointsEarned(merchandisePaidCents, standing.tier) : 0, thresholds };
}
