import type { ActionFunctionArgs } from "#remix-runtime";
import { LOGIN_FAILED } from "~/lib/auth-reply";
import { loginSchema } from "~/lib/auth-schemas";
import { logIn } from "~/services/sign-in.server";
import { readApiForm } from "~/http/api-form.server";
import { apiError } from "~/http/json-api.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";
import { readSignInCarryOver, signedInCookies } from "~/http/sign-in-cookies.server";

/** POST /api/auth/login: `{ email, password }` -> `{ token, user }`; a new session each time. */
export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readApiForm(request, loginSchema);
  const carryOver = await readSignInCarryOver(request, context);
  const outcome = await logIn(context, { fields: post.fields, ...carryOver });
  if (outcome.ok) {
    const headers = await signedInCookies(context, outcome.session, carryOver);
    return Response.json({ token: outcome.session.token, user: outcome.user }, { headers });
  }
  if (outcome.reason === "rate-limited") return tooManyRequests(outcome, { json: true });
  // Past the limit, the use case stops at the input only when it was refused here.
  return post.refusal ?? apiError(401, LOGIN_FAILED);
}
