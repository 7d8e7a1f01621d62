import { eq, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems } from "../../db/schema";

/** Sum of quantities in a cart; 0 for no cart. */
export async function getCartItemCount({ db, cartId }: { db: Db; cartId: string | null }) {
  if (!cartId) return 0;
  const row = await db
    .select({ count: sum(cartItems.quantity) })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .get();
  return Number(row?.count ?? 0);
}
