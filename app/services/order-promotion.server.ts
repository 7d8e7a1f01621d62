import { appliedPromotionMessage } from "~/lib/promotion-display";
import { checkPromotion, NO_RESTRICTIONS, type PromotionEffect, type PromotionLine, type PromotionRestrictions } from "~/lib/promotion-rules";
import { readPromotionForOrder } from "~/models/promotion.server";
import type { OrderLine } from "~/models/order.server";
import type { ServiceContext } from "./service-context";

/** A code that applies to this order: what it does, and what the page says about it. */
export type AppliedPromotion = {
  promotionId: number;
  code: string;
  effect: PromotionEffect;
  restrictions: PromotionRestrictions;
  message: string;
};

/** What the browser needs to show the totals (no ids, no rules). */
export type AppliedDiscount = Pick<AppliedPromotion, "code" | "effect" | "message">;

export type PromotionJudgement = { ok: true; promotion: AppliedPromotion; lines: (OrderLine & Pick<PromotionLine, "gender">)[] } | { ok: false; message: string };

/**
 * Judges a code for these lines and this customer, by the one rule
 * (checkPromotion): the checkout's Apply, the order pipeline and the payment
 * API all ask here. `lines` come back with their genders, for the allocation.
 */
export async function judgePromotion(
  context: Pick<ServiceContext, "db">,
  { code, email, userId, lines, now = Date.now() }: { code: string; email: string | null; userId: number | null; lines: readonly OrderLine[]; now?: number },
): Promise<PromotionJudgement> {
  const read = await readPromotionForOrder({ db: context.db, code, email, userId, fragranceIds: lines.map((line) => line.fragranceId) });
  const promotionLines = lines.map((line) => ({ ...line, gender: read.genders.get(line.fragranceId) ?? "unisex" }));
  const checked = checkPromotion(read.promotion?.definition ?? null, {
    lines: promotionLines,
    now,
    uses: read.uses,
    hasPreviousOrder: read.hasPreviousOrder,
  });
  if (!checked.ok || !read.promotion) return { ok: false, message: checked.ok ? "" : checked.message };
  const { id, definition } = read.promotion;
  return {
    ok: true,
    lines: promotionLines,
    promotion: {
      promotionId: id,
      code: definition.code,
      effect: checked.effect,
      restrictions: definition.restrictions ?? NO_RESTRICTIONS,
      message: appliedPromotionMessage(definition, checked.effect),
    },
  };
}

export function toAppliedDiscount(promotion: AppliedPromotion): AppliedDiscount {
  return { code: promotion.code, effect: promotion.effect, message: promotion.message };
}
