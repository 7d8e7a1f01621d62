import { createCookie } from "#remix-runtime";
import { createSecretToken, SECRET_TOKEN_PATTERN } from "~/lib/secret-token";
import { getSessionToken, sessionCookieFor } from "./auth.server";
import { cartCookie, readCartId } from "./cart-cookie.server";
import type { LoadContext } from "./load-context.server";
import { publicOrigin } from "./public-origin.server";

type CookieContext = Pick<LoadContext, "db" | "env" | "sessionSecret">;

/** Browsers cap a cookie's life at 400 days; each sign-in renews it. */
const BROWSER_ID_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * A random id per browser, kept across sign-ins and sign-outs, so an account
 * can tell a browser it has used from a new one (which gets a notice e-mail).
 * Signed and HttpOnly: a page script cannot read it, a client cannot forge one.
 */
function browserIdCookie(context: CookieContext) {
  return createCookie("__browser", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: context.env.isProduction,
    secrets: [context.sessionSecret],
    maxAge: BROWSER_ID_MAX_AGE_S,
  });
}

/**
 * The id a signing-in client goes by: its cookie's; else a new random one
 * for a browser (set by signedInCookies); else, for a JSON API client that
 * came without the cookie, one that stands for its User-Agent, so a client
 * that keeps no cookies is one browser per kind of client rather than a new
 * browser (and a notice) at every login (README, Accounts).
 */
async function browserIdOf(request: Request, context: CookieContext): Promise<string> {
  const value: unknown = await browserIdCookie(context).parse(request.headers.get("Cookie"));
  if (typeof value === "string" && SECRET_TOKEN_PATTERN.test(value)) return value;
  if (new URL(request.url).pathname.startsWith("/api/")) return `api-client:${request.headers.get("User-Agent") ?? ""}`;
  return createSecretToken();
}

/**
 * What a request brings to signing in: the session it carries (bearer token
 * or cookie; the sign-in use case revokes it), its guest cart (which moves
 * into the account), its User-Agent and browser id (the session list, the
 * new-browser notice) and the shop's origin (the notice's links).
 */
export async function readSignInCarryOver(request: Request, context: CookieContext) {
  const [previousSessionToken, guestCartId, browserId] = await Promise.all([
    getSessionToken(request, context),
    readCartId(request, context),
    browserIdOf(request, context),
  ]);
  const userAgent = request.headers.get("User-Agent");
  return { previousSessionToken, guestCartId, userAgent, browserId, origin: publicOrigin(request, context) };
}

/**
 * The cookies of a browser that has just signed in: its new session's, its
 * browser id (renewed, or new), and, when it came with a guest cart, that
 * cookie removed (the cart is now the account's).
 */
export async function signedInCookies(
  context: CookieContext,
  session: { token: string; expiresAt: Date },
  { guestCartId, browserId = null }: { guestCartId: string | null; browserId?: string | null },
): Promise<Headers> {
  const headers = new Headers({ "Set-Cookie": await sessionCookieFor(context, session) });
  // An API client's stand-in id (its User-Agent) is not a cookie's.
  if (browserId && SECRET_TOKEN_PATTERN.test(browserId)) headers.append("Set-Cookie", await browserIdCookie(context).serialize(browserId));
  if (guestCartId) {
    const cookie = cartCookie({ sessionSecret: context.sessionSecret, secure: context.env.isProduction });
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  }
  return headers;
}
