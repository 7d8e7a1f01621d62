import { createCookie, redirect } from "#remix-runtime";
import type { PublicUser } from "~/models/user.server";
import {
  deleteSession,
  getSessionUser,
  SESSION_LIFETIME_MS,
} from "~/models/session.server";
import { hasSecondFactor } from "~/models/two-factor.server";
import { apiError } from "./json-api.server";
import type { LoadContext } from "./load-context.server";

type AuthContext = Pick<LoadContext, "db" | "env" | "sessionSecret"> & Partial<Pick<LoadContext, "requestLog">>;
export type CurrentUser = Pick<PublicUser, "id" | "email" | "firstName" | "lastName" | "phoneNumber" | "role">;

/**
 * The browser keeps the session token in this signed, HttpOnly cookie; API
 * clients send the same token as `Authorization: Bearer <token>`.
 */
function sessionCookie(context: AuthContext) {
  return createCookie("__session", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: context.env.isProduction,
    secrets: [context.sessionSecret],
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

/** The session token a request carries: bearer header first, then the cookie. */
export async function getSessionToken(request: Request, context: AuthContext): Promise<string | null> {
  const authorization = request.headers.get("Authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const value = await sessionCookie(context).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

/**
 * The user each request acts as, looked up once per request: the load context
 * is built once per request on both runtimes and handed to every loader and
 * the action, while Remix may give each of them its own Request object (same
 * headers). Logging in or out within the request forgets the answer.
 */
const currentUsers = new WeakMap<AuthContext, Promise<CurrentUser | null>>();

/** The signed-in user (bearer token or session cookie), or null; one session lookup per request. */
export function getUser(request: Request, context: AuthContext): Promise<CurrentUser | null> {
  let user = currentUsers.get(context);
  if (!user) {
    user = lookUpUser(request, context);
    currentUsers.set(context, user);
    // A failed lookup is not remembered: the next caller tries again.
    user.catch(() => currentUsers.delete(context));
  }
  return user;
}

async function lookUpUser(request: Request, context: AuthContext): Promise<CurrentUser | null> {
  const token = await getSessionToken(request, context);
  const user = token ? await getSessionUser({ db: context.db, token }) : null;
  // The request's log line names the user (as a keyed hash, app/http/request-log.server.ts).
  if (user && context.requestLog) context.requestLog.userId = user.id;
  return user;
}

/**
 * For the root loader: the visitor's user, plus a Set-Cookie that removes a
 * session cookie whose session is gone (expired, or ended on another device),
 * so the browser stops sending a dead token with every request.
 */
export async function getUserAndStaleCookie(
  request: Request,
  context: AuthContext,
): Promise<{ user: CurrentUser | null; clearCookie: string | null }> {
  const user = await getUser(request, context);
  if (user) return { user, clearCookie: null };
  const cookie = sessionCookie(context);
  const stale = await cookie.parse(request.headers.get("Cookie"));
  return { user: null, clearCookie: stale ? await cookie.serialize("", { maxAge: 0 }) : null };
}

/** To the login page, and back to this page afterwards. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** Pages: a guest is sent to log in and brought back afterwards. */
export async function requireUser(request: Request, context: AuthContext): Promise<CurrentUser> {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request);
  return user;
}

/**
 * Admin pages: guests log in first; signed-in customers get 403; an admin
 * without a second factor (a confirmed authenticator app or a passkey) is
 * sent to set one up, and comes back to this page afterwards (issue 36).
 */
export async function requireAdmin(request: Request, context: AuthContext): Promise<CurrentUser> {
  const user = await requireUser(request, context);
  if (user.role !== "admin") throw new Response("Forbidden", { status: 403 });
  if (!(await adminHasSecondFactor(context, user.id))) throw twoFactorEnrolmentRedirect(request);
  return user;
}

/** Where an admin without a second factor goes: enrolment, then back to `request`'s page. */
export function twoFactorEnrolmentRedirect(request: Request) {
  const url = new URL(request.url);
  // A form post's page is its referrer's business; come back to the page itself (GET) only.
  const back = request.method === "GET" ? url.pathname + url.search : "/admin";
  return redirect(`/account/two-factor?${new URLSearchParams({ redirectTo: back })}`);
}

export const ADMIN_SECOND_FACTOR_REQUIRED =
  "Administrators must set up two-factor authentication (or a passkey) before using the admin API. Set it up at /account/two-factor.";

// Asked once per request, like the user: the layout and the page's loader both check.
const secondFactors = new WeakMap<AuthContext, { userId: number; answer: Promise<boolean> }>();

function adminHasSecondFactor(context: AuthContext, userId: number) {
  const known = secondFactors.get(context);
  if (known?.userId === userId) return known.answer;
  const answer = hasSecondFactor({ db: context.db, userId });
  secondFactors.set(context, { userId, answer });
  answer.catch(() => secondFactors.delete(context));
  return answer;
}

/** API: 401 JSON without a valid token or cookie. */
export async function requireApiUser(request: Request, context: AuthContext): Promise<CurrentUser> {
  const user = await getUser(request, context);
  if (!user) throw apiError(401, "Authentication required.");
  return user;
}

/** API: 401 for guests, 403 for non-admins. */
export async function requireApiAdmin(request: Request, context: AuthContext): Promise<CurrentUser> {
  const user = await requireApiUser(request, context);
  if (user.role !== "admin") throw apiError(403, "Administrator access required.");
  if (!(await adminHasSecondFactor(context, user.id))) throw apiError(403, ADMIN_SECOND_FACTOR_REQUIRED);
  return user;
}

/**
 * The Set-Cookie value that hands a new session's token to the browser (the
 * sign-in use case stored the session and revoked the one the request
 * carried). The user remembered for this request is forgotten: from here on
 * the request acts as the new session's user.
 */
export async function sessionCookieFor(context: AuthContext, { token, expiresAt }: { token: string; expiresAt: Date }): Promise<string> {
  currentUsers.delete(context);
  return sessionCookie(context).serialize(token, { expires: expiresAt });
}

/** Logs out: the session row is deleted, so a replayed cookie or token is anonymous. */
export async function endUserSession(request: Request, context: AuthContext) {
  currentUsers.delete(context);
  const token = await getSessionToken(request, context);
  if (token) await deleteSession({ db: context.db, token });
  const cookie = await sessionCookie(context).serialize("", { maxAge: 0 });
  return new Headers({ "Set-Cookie": cookie });
}
