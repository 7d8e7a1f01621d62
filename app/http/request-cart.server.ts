import { createCart, resolveCartId } from "~/models/cart.server";
import { getUser, type CurrentUser } from "./auth.server";
import { cartCookie, readCartId } from "./cart-cookie.server";
import type { LoadContext } from "./load-context.server";

type CartContext = Pick<LoadContext, "db" | "env" | "sessionSecret">;

/**
 * The cart this request works on, or null when the shopper has none yet. The
 * caller passes the user it already has (a signed-in shopper's cart is theirs
 * on every browser; a guest's is the cookie's).
 */
export async function getRequestCartId(
  request: Request,
  context: CartContext,
  user: Pick<CurrentUser, "id"> | null,
): Promise<string | null> {
  const cookieCartId = await readCartId(request, context);
  return resolveCartId({ db: context.db, userId: user?.id ?? null, cookieCartId });
}

/**
 * The cart to write to, created on first use. A new guest cart comes with the
 * Set-Cookie header that remembers it.
 */
export async function ensureRequestCart(
  request: Request,
  context: CartContext,
): Promise<{ cartId: string; headers: Headers }> {
  const [user, cookieCartId] = await Promise.all([getUser(request, context), readCartId(request, context)]);
  const userId = user?.id ?? null;
  const headers = new Headers();
  const existing = await resolveCartId({ db: context.db, userId, cookieCartId });
  if (existing) return { cartId: existing, headers };
  const cartId = await createCart({ db: context.db, userId });
  if (!userId) {
    const cookie = cartCookie({ sessionSecret: context.sessionSecret, secure: context.env.isProduction });
    headers.append("Set-Cookie", await cookie.serialize(cartId));
  }
  return { cartId, headers };
}
