import type { CartAction } from "~/lib/cart-schema";
import { cartTotals, itemCount } from "~/lib/cart-totals";
import { getShippingRates, getTaxRegistrations } from "~/models/shop-settings.server";
import { addToCart, clearCart, getCartLines, removeFromCart, setCartItemQuantity, type CartChangeResult } from "~/models/cart.server";
import type { ServiceContext } from "./service-context";

type CartContext = Pick<ServiceContext, "db">;

/**
 * Applies one validated cart change to a cart (the route has found or created
 * it). Adding can be refused (a fragrance gone from the catalogue or sold
 * out, a cart already holding as many different lines as it may); adding or
 * setting more than the shelf holds sets the line to what is left and says so.
 */
export async function applyCartChange(context: CartContext, { cartId, change }: { cartId: string; change: CartAction }): Promise<CartChangeResult> {
  const { db } = context;
  switch (change.intent) {
    case "add":
      return addToCart({ db, cartId, fragranceId: change.fragranceId, size: change.size, quantity: change.quantity ?? 1 });
    case "update":
      return setCartItemQuantity({ db, cartId, fragranceId: change.fragranceId, size: change.size, quantity: change.quantity });
    case "remove":
      await removeFromCart({ db, cartId, fragranceId: change.fragranceId, size: change.size });
      break;
    case "clear":
      await clearCart({ db, cartId });
      break;
  }
  return { ok: true };
}

/**
 * The cart form's change (/resources/cart, with or without JavaScript):
 * applied, then the cart's new item count for the header badge.
 */
export async function changeCart(
  context: CartContext,
  { cartId, change }: { cartId: string; change: CartAction },
): Promise<{ ok: true; count: number } | { ok: false; message: string; adjusted?: true; count?: number }> {
  const result = await applyCartChange(context, { cartId, change });
  if (!result.ok && !result.adjusted) return result;
  const lines = await getCartLines({ db: context.db, cartId });
  return result.ok ? { ok: true, count: itemCount(lines) } : { ...result, count: itemCount(lines) };
}

/**
 * A cart as the cart page and the header dropdown show it (prices from the
 * database, shipping at the shop's Standard price: the method is chosen at
 * checkout); no cart is an empty one. `collectsTax`: the shop collects sales
 * tax somewhere, so the totals say tax is worked out at checkout (the cart
 * has no address yet); a plain flag, so the cart's pages load no tax code.
 */
export async function cartSummary(context: CartContext, { cartId }: { cartId: string | null }) {
  const [lines, rates, taxStates] = await Promise.all([
    getCartLines({ db: context.db, cartId }),
    getShippingRates({ db: context.db }),
    getTaxRegistrations({ db: context.db }),
  ]);
  return { lines, count: itemCount(lines), totals: cartTotals(lines, 0, { method: "standard", rates }), collectsTax: taxStates.length > 0 };
}
