import { qrCodeSvg } from "~/lib/qr-svg";
import { siteConfigFrom } from "~/lib/site";
import { formatSecret, hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, otpauthUri } from "~/lib/two-factor";
import {
  confirmTwoFactor,
  countUnusedRecoveryCodes,
  findTwoFactor,
  forgetTrustedBrowsers,
  pendingTwoFactorSecret,
  removeTwoFactor,
} from "~/models/two-factor.server";
import { accountAttempts } from "./account-attempts.server";
import { verifyLogin } from "./credentials.server";
import { limitAttempt, type LimitContext } from "./limit-attempt.server";
import { spendSecondFactor } from "./second-factor.server";
import { securityNoticeStatement } from "./security-notice.server";
import type { RateLimited, ServiceContext } from "./service-context";

// Turning two-factor on and off from the account page (/account/two-factor).
// On: a secret waits for its first code; the code confirms it and the ten
// recovery codes are made, shown once, stored hashed. Off: the password and a
// current code (or a recovery code). Both send the owner a notice e-mail.

type Context = Pick<ServiceContext, "db" | "env" | "outbox">;
type Account = { id: number; email: string };
/** Where the request came from, for the notice e-mail. */
type RequestFacts = { userAgent: string | null; origin: string };

export type TwoFactorSetup =
  | { on: true; unusedRecoveryCodes: number }
  | { on: false; secret: string; secretText: string; otpauthUri: string; qrSvg: string };

/** For /account's panel: is two-factor on? */
export async function loadTwoFactorSummary(context: Pick<ServiceContext, "db">, userId: number) {
  return { on: Boolean((await findTwoFactor({ db: context.db, userId }))?.confirmedAt) };
}

/** Two-factor's state for the page: on (with the recovery codes left), or the pending secret to scan. */
export async function loadTwoFactorSetup(context: Context, user: Account): Promise<TwoFactorSetup> {
  const { db } = context;
  const secret = await pendingTwoFactorSecret({ db, userId: user.id, secret: newTotpSecret() });
  if (!secret) return { on: true, unusedRecoveryCodes: await countUnusedRecoveryCodes({ db, userId: user.id }) };
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  const uri = otpauthUri({ secret, accountName: user.email, issuer: brandName });
  return { on: false, secret, secretText: formatSecret(secret), otpauthUri: uri, qrSvg: qrCodeSvg(uri) };
}

export type ConfirmOutcome = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "code-wrong" | "already-on" };

/** The first code from the app turns two-factor on; the recovery codes are returned to be shown once. */
export async function confirmTwoFactorSetup(context: Context, user: Account, code: string, request: RequestFacts): Promise<ConfirmOutcome> {
  const { db } = context;
  const pending = await findTwoFactor({ db, userId: user.id });
  if (pending?.confirmedAt) return { ok: false, reason: "already-on" };
  const step = pending ? await matchTotpStep(pending.secret, code) : null;
  if (!pending || step === null) return { ok: false, reason: "code-wrong" };
  const recoveryCodes = newRecoveryCodes();
  const notice = securityNoticeStatement(context, { user, notice: { kind: "two-factor-on" }, ...request });
  const confirmed = await confirmTwoFactor({
    db,
    userId: user.id,
    secret: pending.secret,
    step,
    codeHashes: await Promise.all(recoveryCodes.map(hashRecoveryCode)),
    now: new Date(),
    extra: [notice],
  });
  if (!confirmed) return { ok: false, reason: "already-on" };
  context.outbox.queued = true;
  return { ok: true, recoveryCodes };
}

export type TurnOffOutcome = { ok: true } | RateLimited | { ok: false; reason: "password-wrong" | "code-wrong" | "already-off" };

/**
 * Turns two-factor off with the password and a current code (or a recovery
 * code): the secret, the recovery codes and the trusted browsers go. Wrong
 * answers count like failed sign-ins (per address and per account).
 */
export async function turnOffTwoFactor(
  context: Context & LimitContext,
  user: Account,
  { password, code }: { password: string; code: string },
  request: RequestFacts,
): Promise<TurnOffOutcome> {
  const limited = await limitAttempt(context, "login");
  if (limited) return limited;
  const account = await accountAttempts(context, user.email);
  if (account.limited) return account.limited;
  if (!(await findTwoFactor({ db: context.db, userId: user.id }))?.confirmedAt) return { ok: false, reason: "already-off" };
  if (!(await verifyLogin({ db: context.db, email: user.email, password }))) {
    await account.failed();
    return { ok: false, reason: "password-wrong" };
  }
  if (!(await spendSecondFactor(context, user.id, code))) {
    await account.failed();
    return { ok: false, reason: "code-wrong" };
  }
  const notice = securityNoticeStatement(context, { user, notice: { kind: "two-factor-off" }, ...request });
  await removeTwoFactor({ db: context.db, userId: user.id, extra: [notice] });
  context.outbox.queued = true;
  return { ok: true };
}

/** "Forget trusted browsers": every browser asks for a code again at its next sign-in. */
export async function forgetAllTrustedBrowsers(context: Pick<ServiceContext, "db">, userId: number) {
  await forgetTrustedBrowsers({ db: context.db, userId });
}
