import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { promotionRedemptions } from "../../db/schema";

/** An e-mail's uses of discount codes still in force (a failed, cancelled or refunded order's use is released). */
export function codeUsesInForce(db: Db, email: string) {
  return db
    .select()
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.email, email.toLowerCase()), isNull(promotionRedemptions.releasedAt)));
}

/** Every use of a code in force, by anyone. */
export function allCodeUsesInForce(db: Db) {
  return db.select().from(promotionRedemptions).where(isNull(promotionRedemptions.releasedAt));
}
