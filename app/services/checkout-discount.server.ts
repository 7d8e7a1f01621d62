import { subtotalCents } from "~/lib/cart-totals";
import { codeDiscountCents } from "~/lib/promotion-totals";
import { checkPointsSpend } from "~/lib/rewards";
import { getCartLines } from "~/models/cart.server";
import { getPointsWallet } from "~/models/reward-spend.server";
import { refuseCheckoutAttempt, type CheckoutRefusal } from "./checkout-attempt.server";
import { judgePromotion, toAppliedDiscount, type AppliedDiscount } from "./order-promotion.server";
import type { ServiceContext } from "./service-context";

export type { AppliedDiscount };

/** The discount code and points as typed in the checkout form (not yet validated), and the e-mail typed beside them. */
export type TypedDiscount = { code: string; email: string | null; points: number };

/** Whose checkout it is: the cart priced, and the account (for per-customer rules and points). */
export type CheckoutShopper = { cartId: string | null; userId: number | null };

/** What the page takes off as it stands: the code that applies (or none) and the points applied (0 for none). */
export type AppliedSavings = { discount: AppliedDiscount | null; points: number };

export const NO_SAVINGS: AppliedSavings = { discount: null, points: 0 };

/** The typed code and points as far as they apply to the cart now; what does not apply is left out. */
export async function typedSavingsApplied(context: Pick<ServiceContext, "db">, typed: TypedDiscount, shopper: CheckoutShopper): Promise<AppliedSavings> {
  const judged = await judgeSavings(context, typed, shopper);
  return { discount: judged.discount.ok ? judged.discount.applied : null, points: judged.points.ok ? judged.points.points : 0 };
}

export type ApplySavingsResult =
  | CheckoutRefusal
  | ({ ok: true } & AppliedSavings)
  | { ok: false; reason: "discount"; errors: { discountCode?: string[]; rewardPoints?: string[] }; savings: AppliedSavings };

/**
 * "Apply" beside the checkout's discount code or points: only those are judged
 * (the rest of the form is kept as typed), and the page shows the new totals,
 * with a message beside each field that does not apply.
 */
export async function applyCheckoutSavings(
  context: ServiceContext,
  { bot, typed, shopper }: { bot: boolean; typed: TypedDiscount; shopper: CheckoutShopper },
): Promise<ApplySavingsResult> {
  const refused = await refuseCheckoutAttempt(context, { bot });
  if (refused) return refused;
  if (!typed.code.trim() && typed.points === 0) return { ok: false, reason: "discount", errors: { discountCode: ["Enter a discount code."] }, savings: NO_SAVINGS };
  const judged = await judgeSavings(context, typed, shopper);
  const savings = { discount: judged.discount.ok ? judged.discount.applied : null, points: judged.points.ok ? judged.points.points : 0 };
  const errors = {
    ...(judged.discount.ok ? {} : { discountCode: [judged.discount.message] }),
    ...(judged.points.ok ? {} : { rewardPoints: [judged.points.message] }),
  };
  return Object.keys(errors).length ? { ok: false, reason: "discount", errors, savings } : { ok: true, ...savings };
}

/** The code by the promotion rule, then the points on what the code leaves: the order pipeline's very checks. */
async function judgeSavings(context: Pick<ServiceContext, "db">, typed: TypedDiscount, shopper: CheckoutShopper) {
  const lines = await getCartLines({ db: context.db, cartId: shopper.cartId });
  const code = typed.code.trim();
  const judged = code ? await judgePromotion(context, { code, email: typed.email, userId: shopper.userId, lines }) : null;
  const discount = !judged ? ({ ok: true, applied: null } as const) : judged.ok ? ({ ok: true, applied: toAppliedDiscount(judged.promotion) } as const) : judged;
  if (typed.points === 0) return { discount, points: { ok: true, points: 0 } as const };
  const effect = judged?.ok ? judged.promotion.effect : null;
  const codeDiscount = codeDiscountCents(lines, effect);
  const wallet = await getPointsWallet({ db: context.db, userId: shopper.userId });
  return { discount, points: checkPointsSpend(typed.points, { ...wallet, merchandiseAfterDiscountCents: subtotalCents(lines) - codeDiscount }) };
}
