import { checkDiscountCode, type AppliedDiscount } from "~/models/discount.server";
import { refuseCheckoutAttempt, type CheckoutRefusal } from "./checkout-attempt.server";
import type { ServiceContext } from "./service-context";

/** The discount code as typed in the checkout form (not yet validated), and the e-mail typed beside it. */
export type TypedDiscount = { code: string; email: string | null };

/** The typed code when it applies, else null (an empty field, or a code that does not apply). */
export async function typedDiscountApplied(context: Pick<ServiceContext, "db">, typed: TypedDiscount): Promise<AppliedDiscount | null> {
  const code = typed.code.trim();
  if (!code) return null;
  const checked = await checkDiscountCode({ db: context.db, code, email: typed.email });
  return checked.ok ? checked.discount : null;
}

export type ApplyDiscountResult = CheckoutRefusal | { ok: true; discount: AppliedDiscount } | { ok: false; reason: "discount"; message: string };

/**
 * "Apply" beside the checkout's discount field: only the code is judged (the
 * rest of the form is kept as typed), and the page shows the new totals.
 */
export async function applyCheckoutDiscount(
  context: ServiceContext,
  { bot, typed }: { bot: boolean; typed: TypedDiscount },
): Promise<ApplyDiscountResult> {
  const refused = await refuseCheckoutAttempt(context, { bot });
  if (refused) return refused;
  const code = typed.code.trim();
  if (!code) return { ok: false, reason: "discount", message: "Enter a discount code." };
  const checked = await checkDiscountCode({ db: context.db, code, email: typed.email });
  return checked.ok ? checked : { ok: false, reason: "discount", message: checked.message };
}
