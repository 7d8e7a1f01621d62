import type * as z from "zod";
import { CURRENT_PASSWORD_WRONG, type changePasswordSchema } from "~/lib/change-password-schema";
import { sessionIdOf } from "~/models/session.server";
import { changePasswordWithCurrent } from "./credentials.server";
import { limitAttempt, type LimitContext } from "./limit-attempt.server";
import { securityNoticeMessage } from "./security-notice.server";
import type { RateLimited, ServiceContext } from "./service-context";
import type { InvalidInput } from "./sign-in.server";

export type ChangePasswordFields = z.output<typeof changePasswordSchema>;

/** Field by field, why the change was refused, in the form's words. */
export type ChangePasswordRefused = { ok: false; reason: "refused"; fieldErrors: Partial<Record<keyof ChangePasswordFields, string[]>> };

/**
 * "Change password" on /account: the current password proves it is the
 * owner at the keyboard (counted against the login limit, since a wrong one
 * is a guess), the new one must pass the policy. On success this session
 * stays signed in, every other one ends, trusted browsers are forgotten and
 * the account gets the "password changed" e-mail.
 */
export async function changePassword(
  context: LimitContext & Pick<ServiceContext, "outbox">,
  {
    userId,
    currentToken,
    fields,
    userAgent,
    origin,
  }: { userId: number; currentToken: string; fields: ChangePasswordFields | null; userAgent: string | null; origin: string },
): Promise<{ ok: true } | ChangePasswordRefused | InvalidInput | RateLimited> {
  const limited = await limitAttempt(context, "login");
  if (limited) return limited;
  if (!fields) return { ok: false, reason: "invalid-input" };
  const outcome = await changePasswordWithCurrent({
    db: context.db,
    userId,
    currentPassword: fields.currentPassword,
    newPassword: fields.newPassword,
    keepSessionId: await sessionIdOf(currentToken),
    notice: (user) => securityNoticeMessage(context, { user, notice: { kind: "password-changed" }, userAgent, origin }),
  });
  if (outcome.ok) {
    context.outbox.queued = true;
    return outcome;
  }
  const fieldErrors: ChangePasswordRefused["fieldErrors"] = {};
  if (outcome.currentPasswordWrong) fieldErrors.currentPassword = [CURRENT_PASSWORD_WRONG];
  if (outcome.newPasswordError) fieldErrors.newPassword = [outcome.newPasswordError];
  return { ok: false, reason: "refused", fieldErrors };
}
