import { markSessionVerified } from "~/models/session-verification.server";
import { verifyLogin } from "./credentials.server";
import { limitAttempt, type LimitContext } from "./limit-attempt.server";
import type { RateLimited } from "./service-context";

// "Confirm it's you": the signed-in user gives their password again before a
// sensitive admin action (app/lib/reverification.ts); the page
// (/admin/verify) and the JSON API (POST /api/auth/verify) share these steps.

export type Reverified = { ok: true; verifiedAt: Date };

/**
 * Checks the password of the session's user and marks the session verified.
 * Every attempt counts against the login limit twice, per client address (like
 * signing in) and per account, so a stolen session cannot guess the password
 * from many addresses; a refused input still counts, so a client over the
 * limit hears only that.
 */
export async function confirmIdentity(
  context: LimitContext,
  { user, sessionToken, password, now = Date.now() }: { user: { id: number; email: string }; sessionToken: string | null; password: string | null; now?: number },
): Promise<Reverified | RateLimited | { ok: false; reason: "invalid-input" | "wrong-password" | "signed-out" }> {
  const limited = (await limitAttempt(context, "login")) ?? (await limitAttempt(context, "login", { subject: `reverify-user:${user.id}` }));
  if (limited) return limited;
  if (password === null) return { ok: false, reason: "invalid-input" };
  // By e-mail, so the check costs the same and upgrades an old hash as at sign-in.
  const checked = await verifyLogin({ db: context.db, email: user.email, password });
  if (checked?.id !== user.id) return { ok: false, reason: "wrong-password" };
  if (!sessionToken || !(await markSessionVerified({ db: context.db, token: sessionToken, now }))) return { ok: false, reason: "signed-out" };
  return { ok: true, verifiedAt: new Date(now) };
}
