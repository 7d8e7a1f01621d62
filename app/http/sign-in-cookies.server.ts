import { getSessionToken, sessionCookieFor } from "./auth.server";
import { cartCookie, readCartId } from "./cart-cookie.server";
import type { LoadContext } from "./load-context.server";

type CookieContext = Pick<LoadContext, "db" | "env" | "sessionSecret">;

/**
 * What a request brings to signing in: the session it carries (bearer token
 * or cookie; the sign-in use case revokes it) and its guest cart (which moves
 * into the account).
 */
export async function readSignInCarryOver(request: Request, context: CookieContext) {
  const [previousSessionToken, guestCartId] = await Promise.all([getSessionToken(request, context), readCartId(request, context)]);
  return { previousSessionToken, guestCartId };
}

/**
 * The cookies of a browser that has just signed in: its new session's, and,
 * when it came with a guest cart, that cookie removed (the cart is now the
 * account's).
 */
export async function signedInCookies(
  context: CookieContext,
  session: { token: string; expiresAt: Date },
  { guestCartId }: { guestCartId: string | null },
): Promise<Headers> {
  const headers = new Headers({ "Set-Cookie": await sessionCookieFor(context, session) });
  if (guestCartId) {
    const cookie = cartCookie({ sessionSecret: context.sessionSecret, secure: context.env.isProduction });
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  }
  return headers;
}
