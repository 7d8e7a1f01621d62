import { createSecretToken, sha256Base64Url } from "~/lib/secret-token";
import { hashRecoveryCode, looksLikeTotpCode, matchTotpStep, normalizeRecoveryCode } from "~/lib/two-factor";
import { createLoginChallenge } from "~/models/login-challenge.server";
import { claimRecoveryCode, claimTotpStep, findTwoFactor, isTrustedBrowser, trustBrowser } from "~/models/two-factor.server";
import type { ServiceContext } from "./service-context";

// The second step of signing in to an account with two-factor on: a code from
// the authenticator app or a recovery code, each accepted once; a browser the
// owner chose to trust skips the step for 30 days.

export const LOGIN_CHALLENGE_LIFETIME_MS = 10 * 60_000;
export const TRUSTED_BROWSER_LIFETIME_MS = 30 * 24 * 60 * 60_000;

type Context = Pick<ServiceContext, "db">;

/** The password was right and a code is awaited: the client carries this token to the code step. */
export type TwoFactorRequired = { ok: false; reason: "two-factor-required"; challengeToken: string; expiresAt: Date };
/** The code was wrong, already used, or not one of the recovery codes left. */
export type CodeFailed = { ok: false; reason: "code-failed" };

/** Checks a code (TOTP or recovery) and uses it up; which kind let the user in, or null. */
export async function spendSecondFactor(context: Context, userId: number, code: string, now = new Date()): Promise<"totp" | "recovery" | null> {
  const { db } = context;
  if (looksLikeTotpCode(code)) {
    const twoFactor = await findTwoFactor({ db, userId });
    if (!twoFactor?.confirmedAt) return null;
    const step = await matchTotpStep(twoFactor.secret, code);
    return step !== null && (await claimTotpStep({ db, userId, step })) ? "totp" : null;
  }
  const recovery = normalizeRecoveryCode(code);
  if (!recovery) return null;
  return (await claimRecoveryCode({ db, userId, codeHash: await hashRecoveryCode(recovery), now })) ? "recovery" : null;
}

/**
 * After a right password: null when no second step is needed (two-factor
 * off, or a trusted browser), the code's verdict when the client sent one
 * (the JSON API), else a new challenge for the code step.
 */
export async function secondStep(
  context: Context,
  userId: number,
  { code, trustedBrowserToken, now = new Date() }: { code?: string | null; trustedBrowserToken?: string | null; now?: Date },
): Promise<TwoFactorRequired | CodeFailed | null> {
  const { db } = context;
  const twoFactor = await findTwoFactor({ db, userId });
  if (!twoFactor?.confirmedAt) return null;
  if (trustedBrowserToken && (await isTrustedBrowser({ db, userId, tokenHash: await sha256Base64Url(trustedBrowserToken), now }))) return null;
  if (code) return (await spendSecondFactor(context, userId, code, now)) ? null : { ok: false, reason: "code-failed" };
  const challengeToken = createSecretToken();
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_LIFETIME_MS);
  await createLoginChallenge({ db, tokenHash: await sha256Base64Url(challengeToken), userId, expiresAt });
  return { ok: false, reason: "two-factor-required", challengeToken, expiresAt };
}

/** "Trust this browser for 30 days": a new token for the cookie, its hash stored. */
export async function trustThisBrowser(context: Context, userId: number, now = new Date()) {
  const token = createSecretToken();
  const expiresAt = new Date(now.getTime() + TRUSTED_BROWSER_LIFETIME_MS);
  await trustBrowser({ db: context.db, userId, tokenHash: await sha256Base64Url(token), expiresAt });
  return { token, expiresAt };
}
