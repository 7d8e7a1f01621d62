import { isHoneypotFilled } from "~/lib/honeypot";
import { forgotPasswordSchema, PASSWORD_RESET_DONE, RESET_LINK_INVALID, resetLinkSentMessage, resetPasswordSchema } from "~/lib/password-reset-schema";
import { apiError, readJsonBody, validationError } from "../http/json-api.server";
import type { LoadContext } from "../http/load-context.server";
import { rateLimitResponse } from "../http/rate-limit-response.server";
import { HONEYPOT_MESSAGE } from "./authenticator.server";
import { resetPasswordWithLink } from "./credentials.server";
import { requestResetLink } from "./password-reset.server";

// The JSON API's password reset: the pages' rules and messages, answered as
// `{ message }` or `{ message, errors? }`.

/** `{ email }` -> 202 `{ message }`, the same for an e-mail without an account. */
export async function apiForgotPassword(request: Request, context: LoadContext) {
  const limited = await rateLimitResponse(context, "forgotPassword", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  if (isHoneypotFilled(read.body)) return apiError(400, HONEYPOT_MESSAGE);
  const parsed = forgotPasswordSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const refused = await requestResetLink(request, context, parsed.data.email, { json: true });
  if (refused) return refused;
  return Response.json({ message: resetLinkSentMessage(parsed.data.email) }, { status: 202 });
}

/**
 * `{ token, password }` -> 200 `{ message }`. Every session of the user ends,
 * this client's too: it logs in with the new password (POST /api/auth/login).
 */
export async function apiResetPassword(request: Request, context: LoadContext) {
  const limited = await rateLimitResponse(context, "resetPassword", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  if (isHoneypotFilled(read.body)) return apiError(400, HONEYPOT_MESSAGE);
  const parsed = resetPasswordSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const userId = await resetPasswordWithLink({ db: context.db, ...parsed.data });
  if (!userId) return apiError(400, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  return Response.json({ message: PASSWORD_RESET_DONE });
}
