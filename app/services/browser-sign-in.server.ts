import { sha256Base64Url } from "~/lib/secret-token";
import { findBrowserRecord, rememberBrowser } from "~/models/known-browser.server";
import { getUserById } from "~/models/user.server";
import { securityNoticeStatement } from "./security-notice.server";
import type { ServiceContext } from "./service-context";

// "A sign-in from a browser the account has not used before" (issue 36): each
// browser carries a random id in a long-lived cookie (app/http/sign-in-cookies),
// the account keeps the ids' hashes in `known_browsers`, and a sign-in from an
// id it does not know queues the new-sign-in notice. The account's very first
// browser is recorded without one: the registration, or the first sign-in of
// an account from before this was kept, is not news to its owner.

export type BrowserSignIn = {
  userId: number;
  /** The browser's id (cookie), or what stands for an API client that keeps no cookies. */
  browserId: string;
  userAgent: string | null;
  origin: string;
  /** False when the use case sends a notice of its own (a password reset). */
  notify: boolean;
  now: number;
};

/**
 * The statements that remember this browser for the account, and queue the
 * notice when it is new to an account that has signed in elsewhere before,
 * for the sign-in's batch; `queued` says whether a notice is among them.
 */
export async function browserSignInStatements(context: Pick<ServiceContext, "db" | "env">, input: BrowserSignIn) {
  const { db } = context;
  const browserHash = await sha256Base64Url(input.browserId);
  const record = await findBrowserRecord({ db, userId: input.userId, browserHash });
  const remember = rememberBrowser(db, { userId: input.userId, browserHash, now: new Date(input.now) });
  const user = input.notify && !record.seenBefore && record.hasAny ? await getUserById({ db, userId: input.userId }) : null;
  if (!user) return { statements: [remember] as const, queued: false };
  const notice = securityNoticeStatement(context, { user, notice: { kind: "new-sign-in" }, userAgent: input.userAgent, origin: input.origin, now: input.now });
  return { statements: [remember, notice] as const, queued: true };
}
