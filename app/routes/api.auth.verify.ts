import type { ActionFunctionArgs } from "#remix-runtime";
import { verificationValidUntil, WRONG_PASSWORD } from "~/lib/reverification";
import { reverifySchema } from "~/lib/reverify-schema";
import { confirmIdentity } from "~/services/reverify.server";
import { readApiForm } from "~/http/api-form.server";
import { getSessionToken, requireApiUser } from "~/http/auth.server";
import { apiError } from "~/http/json-api.server";
import { tooManyRequests } from "~/http/rate-limit-response.server";

/**
 * POST /api/auth/verify `{ password }`: the answer to a sensitive admin call's
 * 403 `{ reverificationRequired: true }`. Marks the token's session verified
 * for 15 minutes: 200 `{ verifiedAt, validUntil }`; 400 with the message
 * under `errors.password` for a wrong password; 429 past the login limit.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context);
  const post = await readApiForm(request, reverifySchema);
  const outcome = await confirmIdentity(context, { user, sessionToken: await getSessionToken(request, context), password: post.fields?.password ?? null });
  if (outcome.ok) {
    return Response.json({ verifiedAt: outcome.verifiedAt.toISOString(), validUntil: verificationValidUntil(outcome.verifiedAt).toISOString() });
  }
  switch (outcome.reason) {
    case "rate-limited":
      return tooManyRequests(outcome, { json: true });
    case "invalid-input":
      return post.refusal ?? apiError(400, "Invalid request.");
    case "wrong-password":
      return apiError(400, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
    case "signed-out":
      return apiError(401, "Authentication required.");
  }
}
