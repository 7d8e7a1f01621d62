import type { ActionFunctionArgs } from "#remix-runtime";
import { EMAIL_TAKEN } from "~/lib/auth-reply";
import { registerSchema } from "~/lib/auth-schemas";
import { register } from "~/services/sign-in.server";
import { readApiForm } from "~/http/api-form.server";
import { apiError } from "~/http/json-api.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";
import { readSignInCarryOver, signedInCookies } from "~/http/sign-in-cookies.server";

/** POST /api/auth/register: registration payload -> 201 `{ token, user }`, or 409 when the e-mail has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readApiForm(request, registerSchema);
  const carryOver = await readSignInCarryOver(request, context);
  const outcome = await register(context, { fields: post.fields, ...carryOver });
  if (outcome.ok) {
    const headers = await signedInCookies(context, outcome.session, carryOver);
    return Response.json({ token: outcome.session.token, user: outcome.user }, { status: 201, headers });
  }
  if (outcome.reason === "rate-limited") return tooManyRequests(outcome, { json: true });
  if (outcome.reason === "weak-password") return apiError(400, outcome.message, { password: [outcome.message] });
  // Past the limit, the use case stops at the input only when it was refused here.
  return post.refusal ?? apiError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
}
