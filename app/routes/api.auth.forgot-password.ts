import type { ActionFunctionArgs } from "#remix-runtime";
import { forgotPasswordSchema, resetLinkSentMessage } from "~/lib/password-reset-schema";
import { requestPasswordReset } from "~/services/password-reset.server";
import { readApiForm } from "~/http/api-form.server";
import { publicOrigin } from "~/http/public-origin.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";

/** POST /api/auth/forgot-password: `{ email }` -> 202 `{ message }`, account or not; the link goes by e-mail. */
export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readApiForm(request, forgotPasswordSchema);
  const outcome = await requestPasswordReset(context, { email: post.fields?.email ?? null, origin: publicOrigin(request, context) });
  if (!outcome.ok && outcome.reason === "rate-limited") return tooManyRequests(outcome, { json: true });
  // Past the limit, the use case stops at the input only when it was refused here.
  if (post.refusal) return post.refusal;
  return Response.json({ message: resetLinkSentMessage(post.fields.email) }, { status: 202 });
}
