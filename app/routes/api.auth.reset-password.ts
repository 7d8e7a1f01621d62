import type { ActionFunctionArgs } from "#remix-runtime";
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, resetPasswordSchema } from "~/lib/password-reset-schema";
import { resetPassword } from "~/services/password-reset.server";
import { readApiForm } from "~/http/api-form.server";
import { apiError } from "~/http/json-api.server";
import { publicOrigin } from "~/http/public-origin.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";

/**
 * POST /api/auth/reset-password: `{ token, password }` -> 200 `{ message }`. Every session of the user ends,
 * this client's too: it logs in with the new password (POST /api/auth/login).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readApiForm(request, resetPasswordSchema);
  const who = { userAgent: request.headers.get("User-Agent"), origin: publicOrigin(request, context) };
  const outcome = await resetPassword(context, { fields: post.fields, ...who });
  if (outcome.ok) return Response.json({ message: PASSWORD_RESET_DONE });
  if (outcome.reason === "rate-limited") return tooManyRequests(outcome, { json: true });
  if (outcome.reason === "weak-password") return apiError(400, outcome.message, { password: [outcome.message] });
  // Past the limit, the use case stops at the input only when it was refused here.
  return post.refusal ?? apiError(400, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
}
