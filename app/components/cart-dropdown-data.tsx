import type { Totals } from "~/lib/cart-totals";
import type { CartLine } from "~/models/cart.server";

/** What /resources/cart answers to the header cart. */
export type CartData = { lines: CartLine[]; count: number; totals: Totals };

/** One fetcher shared by the header button (which loads) and the panel (which reads). */
export const CART_DROPDOWN_FETCHER = "cart-dropdown";

export function CartLoading() {
  return <p className="py-6 text-center text-sm text-stone-600 dark:text-stone-400">Loading your cart...</p>;
}
