import { createCookie } from "#remix-runtime";
import type { LoadContext } from "./load-context.server";

type CookieContext = Pick<LoadContext, "env" | "sessionSecret">;

// "Trust this browser for 30 days": a signed, HttpOnly cookie with a random
// token whose SHA-256 is a trusted_browsers row. Deleting the rows (two-factor
// off, a password reset, "Forget trusted browsers") revokes every such cookie.
function trustedBrowserCookie(context: CookieContext) {
  return createCookie("__trusted_browser", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: context.env.isProduction,
    secrets: [context.sessionSecret],
  });
}

/** The token the browser carries, or null. */
export async function readTrustedBrowserToken(request: Request, context: CookieContext): Promise<string | null> {
  const value = await trustedBrowserCookie(context).parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function trustedBrowserSetCookie(context: CookieContext, { token, expiresAt }: { token: string; expiresAt: Date }) {
  return trustedBrowserCookie(context).serialize(token, { expires: expiresAt });
}
