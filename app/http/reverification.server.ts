import { redirect } from "#remix-runtime";
import { isVerificationRecent, REVERIFICATION_REQUIRED, verifyPageUrl } from "~/lib/reverification";
import { getSessionVerifiedAt } from "~/models/session-verification.server";
import { getSessionToken } from "./auth.server";
import type { LoadContext } from "./load-context.server";

type VerificationContext = Pick<LoadContext, "db" | "env" | "sessionSecret">;

/**
 * The first step of every sensitive admin action (refunds, deleting a
 * fragrance, changing a setting), after the admin check and before anything
 * is read or written: when the session's last verification is older than 15
 * minutes (app/lib/reverification.ts) the action stops here. A page's post is
 * redirected to "Confirm it's you" (/admin/verify), which comes back to
 * `returnTo` (by default the page the post went to) for the admin to repeat
 * it; a JSON API call (/api/…) answers 403 `{ message, reverificationRequired:
 * true }`. Cookie and bearer sessions alike: the token is the session's.
 */
export async function requireRecentVerification(request: Request, context: VerificationContext, { returnTo }: { returnTo?: string } = {}): Promise<void> {
  const token = await getSessionToken(request, context);
  const verifiedAt = token ? await getSessionVerifiedAt({ db: context.db, token }) : null;
  if (isVerificationRecent(verifiedAt, Date.now())) return;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) {
    throw Response.json({ message: REVERIFICATION_REQUIRED, reverificationRequired: true }, { status: 403 });
  }
  throw redirect(verifyPageUrl(returnTo ?? pagePath(url)));
}

/**
 * The page a post went to. Remix hands the action the page's URL (a script's
 * `/admin/orders/7.data` arrives as `/admin/orders/7`); what it may add to the
 * query (`index`, and `_data`/`_routes` of other modes) is dropped.
 */
function pagePath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_data");
  search.delete("_routes");
  search.delete("index");
  const query = search.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
