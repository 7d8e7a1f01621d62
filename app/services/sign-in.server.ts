import type * as z from "zod";
import type { loginSchema, registerSchema } from "~/lib/auth-schemas";
import { mergeGuestCartIntoUserCart } from "~/models/cart.server";
import { addFavorite } from "~/models/favorite.server";
import { runBatch } from "../../db/client";
import { passwordPolicyError } from "~/lib/password-policy.server";
import { sha256Base64Url } from "~/lib/secret-token";
import { deleteLoginChallenge, findLoginChallenge } from "~/models/login-challenge.server";
import { deleteSession, newSession } from "~/models/session.server";
import { getUserById, type PublicUser } from "~/models/user.server";
import { accountAttempts } from "./account-attempts.server";
import { browserSignInStatements } from "./browser-sign-in.server";
import { createUser, verifyLogin, type PasswordRefused } from "./credentials.server";
import { limitAttempt, type LimitContext } from "./limit-attempt.server";
import { secondStep, trustThisBrowser, spendSecondFactor, type CodeFailed, type TwoFactorRequired } from "./second-factor.server";
import type { RateLimited, ServiceContext } from "./service-context";

// Logging in and registering: the account form (/login) and the JSON API
// (/api/auth/login, /api/auth/register) share these steps and limits; each
// route reads its own input and answers in its own way.

export type LoginFields = z.output<typeof loginSchema>;
export type RegisterFields = z.output<typeof registerSchema>;

/**
 * What a browser or API client brings to signing in, read by the route from
 * its cookies and headers (app/http/sign-in-cookies.server.ts): the session it
 * had, which is revoked (a new session each time, so a token planted before
 * login is worthless), its guest cart, which moves into the account, its
 * User-Agent (the session list and the notices name the browser by it), the
 * id that tells the account's browsers apart (a new one gets a notice), and
 * the shop's public origin, for the notice's links.
 */
export type SignInCarryOver = {
  previousSessionToken: string | null;
  guestCartId: string | null;
  userAgent?: string | null;
  browserId?: string | null;
  origin?: string;
};

/** A new session: the route hands its token to the browser (cookie) or the API client. */
export type NewSession = { token: string; expiresAt: Date };

/** Signed in: the user, their new session, and whether the favourite they came with was saved. */
export type SignedIn = { ok: true; user: PublicUser; session: NewSession; favoriteSaved: boolean };

/**
 * The input a route could not accept (not what the schema wants, or the
 * honeypot filled in): the route says why, in its own words.
 */
export type InvalidInput = { ok: false; reason: "invalid-input" };

/** Signing in may queue a notice e-mail (a new browser): the route sends it after answering. */
type SignInContext = LimitContext & Pick<ServiceContext, "outbox">;

type SignInInput<Fields> = SignInCarryOver & {
  /**
   * The fields the route accepted, or null when it refused the post. A
   * refused post still counts against the limit first, so a client over the
   * limit hears only that, whatever it sent.
   */
  fields: Fields | null;
  /** A guest who tapped a favourite came to log in with its id: saved on the way back. */
  favoriteId?: number | null;
};

/**
 * Email and password; one failure reason whether or not the e-mail has an
 * account. Failures also count against the account (from any address). For an
 * account with two-factor on, a right password leads to the code step (a new
 * challenge), unless the browser is trusted or the fields carry a valid `code`
 * (the JSON API sends it with the password).
 */
export async function logIn(
  context: SignInContext,
  { fields, favoriteId = null, trustedBrowserToken = null, ...carryOver }: SignInInput<LoginFields & { code?: string }> & TrustedBrowserInput,
): Promise<SignedIn | InvalidInput | RateLimited | TwoFactorRequired | CodeFailed | { ok: false; reason: "login-failed" }> {
  const limited = await limitAttempt(context, "login");
  if (limited) return limited;
  if (!fields) return { ok: false, reason: "invalid-input" };
  const account = await accountAttempts(context, fields.email);
  if (account.limited) return account.limited;
  const user = await verifyLogin({ db: context.db, email: fields.email, password: fields.password });
  if (!user) {
    await account.failed();
    return { ok: false, reason: "login-failed" };
  }
  const second = await secondStep(context, user.id, { code: fields.code, trustedBrowserToken });
  if (second?.reason === "code-failed") await account.failed();
  if (second) return second;
  return welcome(context, user, favoriteId, carryOver);
}

/** The trusted-browser cookie's token, read by the route (null without one). */
type TrustedBrowserInput = { trustedBrowserToken?: string | null };

export type CodeStepFields = { challenge: string; code: string; trustBrowser: boolean };

/**
 * The code step of a sign-in (two-factor on): the challenge the password step
 * gave, and a code from the app or a recovery code. Wrong codes count against
 * the address and the account like wrong passwords; a used-up or expired
 * challenge sends the user back to the password.
 */
export async function completeTwoFactorSignIn(
  context: SignInContext,
  { fields, favoriteId = null, ...carryOver }: SignInInput<CodeStepFields>,
): Promise<
  (SignedIn & { trustedBrowser: { token: string; expiresAt: Date } | null }) | InvalidInput | RateLimited | CodeFailed | { ok: false; reason: "challenge-expired" }
> {
  const limited = await limitAttempt(context, "login");
  if (limited) return limited;
  if (!fields) return { ok: false, reason: "invalid-input" };
  const tokenHash = await sha256Base64Url(fields.challenge);
  const userId = await findLoginChallenge({ db: context.db, tokenHash, now: new Date() });
  const user = userId === null ? null : await getUserById({ db: context.db, userId });
  if (!user) return { ok: false, reason: "challenge-expired" };
  const account = await accountAttempts(context, user.email);
  if (account.limited) return account.limited;
  if (!(await spendSecondFactor(context, user.id, fields.code))) {
    await account.failed();
    return { ok: false, reason: "code-failed" };
  }
  await deleteLoginChallenge({ db: context.db, tokenHash });
  const trustedBrowser = fields.trustBrowser ? await trustThisBrowser(context, user.id) : null;
  return { ...(await welcome(context, user, favoriteId, carryOver)), trustedBrowser };
}

/** A new account, signed in at once; refused when the e-mail already has one. */
export async function register(
  context: SignInContext,
  { fields, favoriteId = null, ...carryOver }: SignInInput<RegisterFields>,
): Promise<SignedIn | InvalidInput | RateLimited | PasswordRefused | { ok: false; reason: "email-taken" }> {
  const limited = await limitAttempt(context, "register");
  if (limited) return limited;
  if (!fields) return { ok: false, reason: "invalid-input" };
  const refused = passwordPolicyError(fields.password, fields.email);
  if (refused) return { ok: false, reason: "weak-password", message: refused };
  const user = await createUser({ db: context.db, ...fields });
  if (!user) return { ok: false, reason: "email-taken" };
  return welcome(context, user, favoriteId, carryOver);
}

async function welcome(context: SignInContext, user: PublicUser, favoriteId: number | null, carryOver: SignInCarryOver): Promise<SignedIn> {
  const session = await signInAs(context, user.id, carryOver);
  const favoriteSaved = favoriteId !== null && (await addFavorite({ db: context.db, userId: user.id, fragranceId: favoriteId })) !== "not-found";
  return { ok: true, user, session, favoriteSaved };
}

/**
 * Starts a new session for a user who proved who they are (a password, a
 * code, a passkey or a reset link): the session the client had is revoked,
 * the new one records the User-Agent, the browser is remembered for the
 * account (a new one queues the new-sign-in notice unless `newBrowserNotice`
 * is false), and the guest cart moves into the user's cart.
 */
export async function signInAs(
  // The outbox flag is set when a notice was queued (a route's context always has one).
  context: Pick<ServiceContext, "db" | "env"> & Partial<Pick<ServiceContext, "outbox">>,
  userId: number,
  { previousSessionToken, guestCartId, userAgent = null, browserId = null, origin = "" }: SignInCarryOver,
  { newBrowserNotice = true }: { newBrowserNotice?: boolean } = {},
): Promise<NewSession> {
  const { db } = context;
  const now = Date.now();
  if (previousSessionToken) await deleteSession({ db, token: previousSessionToken });
  const { token, expiresAt, insert } = await newSession({ db, userId, userAgent, now });
  const browser = browserId
    ? await browserSignInStatements(context, { userId, browserId, userAgent, origin, notify: newBrowserNotice, now })
    : { statements: [], queued: false };
  // The session, the browser and its notice land together.
  await runBatch(db, [insert, ...browser.statements]);
  if (browser.queued && context.outbox) context.outbox.queued = true;
  await mergeGuestCartIntoUserCart({ db, cartId: guestCartId, userId });
  return { token, expiresAt };
}
