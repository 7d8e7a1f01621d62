import type { ActionFunctionArgs } from "#remix-runtime";
import { LOGIN_FAILED } from "~/lib/auth-reply";
import { apiLoginSchema } from "~/lib/two-factor-schemas";
import { logIn } from "~/services/sign-in.server";
import { readApiForm } from "~/http/api-form.server";
import { apiError } from "~/http/json-api.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";
import { readSignInCarryOver, signedInCookies } from "~/http/sign-in-cookies.server";
import { readTrustedBrowserToken } from "~/http/trusted-browser-cookie.server";

const CODE_NEEDED = "Two-factor authentication is on for this account: send the code from the authenticator app (or a recovery code) as `code`.";
const CODE_REFUSED = "The two-factor code is not right, or it was already used.";

/**
 * POST /api/auth/login: `{ email, password }` -> `{ token, user }`; a new
 * session each time. For an account with two-factor on, the body also carries
 * `code` (TOTP or recovery code); without a valid one the answer is 401 with
 * `twoFactorRequired: true` (a browser trusted through the sign-in page skips it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readApiForm(request, apiLoginSchema);
  const carryOver = await readSignInCarryOver(request, context);
  const trustedBrowserToken = await readTrustedBrowserToken(request, context);
  const outcome = await logIn(context, { fields: post.fields, trustedBrowserToken, ...carryOver });
  if (outcome.ok) {
    const headers = await signedInCookies(context, outcome.session, carryOver);
    return Response.json({ token: outcome.session.token, user: outcome.user }, { headers });
  }
  if (outcome.reason === "rate-limited") return tooManyRequests(outcome, { json: true });
  if (outcome.reason === "two-factor-required" || outcome.reason === "code-failed") {
    const message = outcome.reason === "code-failed" ? CODE_REFUSED : CODE_NEEDED;
    return Response.json({ message, error: message, twoFactorRequired: true }, { status: 401 });
  }
  // Past the limit, the use case stops at the input only when it was refused here.
  return post.refusal ?? apiError(401, LOGIN_FAILED);
}
