import type * as z from "zod";
import { passwordResetEmail } from "~/lib/emails/password-reset";
import { isResetLinkUsable, resetLinkExpiresAt, resetLinkUrl } from "~/lib/password-reset";
import type { resetPasswordSchema } from "~/lib/password-reset-schema";
import { createSecretToken, SECRET_TOKEN_PATTERN, sha256Base64Url } from "~/lib/secret-token";
import { siteConfigFrom } from "~/lib/site";
import { findResetLink, storeResetLink } from "~/models/password-reset.server";
import { getUserByEmail, normalizeEmail } from "~/models/user.server";
import { resetPasswordWithLink, type PasswordRefused } from "./credentials.server";
import { limitAttempt, type LimitContext } from "./limit-attempt.server";
import { securityNoticeMessage } from "./security-notice.server";
import type { RateLimited, ServiceContext } from "./service-context";
import { signInAs, type InvalidInput, type NewSession, type SignInCarryOver } from "./sign-in.server";

// Password reset, for the pages (/forgot-password, /reset-password) and the
// JSON API (/api/auth/forgot-password, /api/auth/reset-password): asking for
// a link, and setting the new password through it. Passwords are hashed in
// credentials.server.ts. Each step counts against its limit before it looks
// at the input, so a post the route refused (`null`) counts too.

export type ResetPasswordFields = z.output<typeof resetPasswordSchema>;

/**
 * 'Forgot password?': counts the request against the client's limit, then
 * against the e-mail's own, then sends a reset link if the e-mail has an
 * account. `origin` is the shop's public origin, for the link.
 *
 * An unknown e-mail does the same work up to the write (token, hash, e-mail
 * text) and the route answers the same sentence, so neither the answer nor
 * its timing says much about whether the account exists.
 */
export async function requestPasswordReset(
  context: LimitContext & Pick<ServiceContext, "outbox">,
  { email, origin }: { email: string | null; origin: string },
): Promise<{ ok: true } | InvalidInput | RateLimited> {
  const limited = await limitAttempt(context, "forgotPassword");
  if (limited) return limited;
  if (email === null) return { ok: false, reason: "invalid-input" };
  // Keyed by the e-mail's hash: the rate-limit table keeps no addresses.
  const limitedForEmail = await limitAttempt(context, "forgotPasswordEmail", { subject: await sha256Base64Url(normalizeEmail(email)) });
  if (limitedForEmail) return limitedForEmail;

  const now = Date.now();
  const user = await getUserByEmail({ db: context.db, email });
  const token = createSecretToken();
  const tokenHash = await sha256Base64Url(token);
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  const message = passwordResetEmail({ brandName, resetUrl: resetLinkUrl(origin, token) });
  if (user) {
    await storeResetLink({
      db: context.db,
      tokenHash,
      userId: user.id,
      expiresAt: resetLinkExpiresAt(now),
      email: { kind: "password-reset", to: user.email, ...message },
    });
    // The link goes out right after the answer, not at the next sweep.
    context.outbox.queued = true;
  }
  return { ok: true };
}

/** Whether the token in a reset page's address still sets a password (the page shows the form, or why not). */
export async function isResetLinkOpen(context: Pick<ServiceContext, "db">, token: string): Promise<boolean> {
  if (!SECRET_TOKEN_PATTERN.test(token)) return false;
  const link = await findResetLink({ db: context.db, tokenHash: await sha256Base64Url(token) });
  return link !== null && isResetLinkUsable(link, Date.now());
}

type ResetOutcome = InvalidInput | RateLimited | { ok: false; reason: "link-invalid" } | PasswordRefused;

/** Who set the new password: the notice e-mail names the browser, and links to the shop. */
export type ResetRequest = { userAgent: string | null; origin: string };

/**
 * The new password through the link (the JSON API): every session of the
 * user ends, this client's too; it logs in with the new password. The
 * account gets the "password changed" notice.
 */
export async function resetPassword(
  context: LimitContext & Pick<ServiceContext, "outbox">,
  { fields, userAgent, origin }: ResetRequest & { fields: ResetPasswordFields | null },
): Promise<{ ok: true; userId: number } | ResetOutcome> {
  const limited = await limitAttempt(context, "resetPassword");
  if (limited) return limited;
  if (!fields) return { ok: false, reason: "invalid-input" };
  const notice = (user: { email: string }) => securityNoticeMessage(context, { user, notice: { kind: "password-changed" }, userAgent, origin });
  const outcome = await resetPasswordWithLink({ db: context.db, ...fields, notice });
  if (outcome.ok) context.outbox.queued = true;
  return outcome;
}

/**
 * The new password through the link (the reset page): every session of the
 * user ends, and this browser gets a fresh one (no "new sign-in" notice on
 * top of the "password changed" one).
 */
export async function resetPasswordAndSignIn(
  context: LimitContext & Pick<ServiceContext, "outbox">,
  { fields, ...carryOver }: SignInCarryOver & { fields: ResetPasswordFields | null },
): Promise<{ ok: true; session: NewSession } | ResetOutcome> {
  const reset = await resetPassword(context, { fields, userAgent: carryOver.userAgent ?? null, origin: carryOver.origin ?? "" });
  if (!reset.ok) return reset;
  return { ok: true, session: await signInAs(context, reset.userId, carryOver, { newBrowserNotice: false }) };
}
