import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { discountCodes, discountRedemptions } from "../../db/schema";

export type AppliedDiscount = { code: string; percentOff: number };

export const DISCOUNT_MESSAGES = {
  unknown: "This discount code is not valid.",
  used: "This discount code has already been used with this email address.",
} as const;

/**
 * Checks a code for an e-mail. The once-per-e-mail rule is finally enforced by
 * the unique (code, email) index when the order is written; this check gives
 * the shopper a clear message before any card is charged.
 */
export async function checkDiscountCode({
  db,
  code,
  email,
}: {
  db: Db;
  code: string;
  email: string | null;
}): Promise<{ ok: true; discount: AppliedDiscount } | { ok: false; message: string }> {
  const row = await db.select().from(discountCodes).where(eq(discountCodes.code, code.trim().toUpperCase())).get();
  if (!row || !row.active) return { ok: false, message: DISCOUNT_MESSAGES.unknown };
  if (row.oncePerEmail && email) {
    const used = await db
      .select({ id: discountRedemptions.id })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.code, row.code), eq(discountRedemptions.email, email.trim().toLowerCase())))
      .get();
    if (used) return { ok: false, message: DISCOUNT_MESSAGES.used };
  }
  return { ok: true, discount: { code: row.code, percentOff: row.percentOff } };
}
