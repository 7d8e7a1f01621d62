import { sha256Base64Url } from "~/lib/secret-token";
import { shopDateTime } from "~/lib/shop-time";
import { describeBrowser } from "~/lib/user-agent";
import { deleteOtherUserSessions, deleteUserSession, listUserSessions, sessionIdOf } from "~/models/session.server";
import type { ServiceContext } from "./service-context";

// "Sessions you can see" on /account (issue 36): where the account is signed
// in, and ending any of those sessions. A session is named in the page by a
// handle derived from its stored id (SHA-256 again, shortened), never by the
// id itself, and only the signed-in account's own sessions can be ended.

/** One line of the session list, as the page shows it. */
export type AccountSession = {
  handle: string;
  browser: string;
  signedInAt: string;
  lastUsedAt: string;
  /** The session this request carries: "This browser". */
  current: boolean;
};

/** 22 characters (132 bits) of SHA-256 of the stored id: unguessable, and of no use as a token or an id. */
async function handleOf(sessionId: string) {
  return (await sha256Base64Url(`session-handle:${sessionId}`)).slice(0, 22);
}

type Who = { userId: number; currentToken: string | null };

async function sessionsWithHandles(db: ServiceContext["db"], userId: number) {
  const rows = await listUserSessions({ db, userId });
  return Promise.all(rows.map(async (row) => ({ ...row, handle: await handleOf(row.id) })));
}

/** The account's live sessions, most recently used first, the current one marked. */
export async function listAccountSessions({ db }: Pick<ServiceContext, "db">, { userId, currentToken }: Who): Promise<AccountSession[]> {
  const currentId = currentToken ? await sessionIdOf(currentToken) : null;
  const rows = await sessionsWithHandles(db, userId);
  return rows.map((row) => ({
    handle: row.handle,
    browser: describeBrowser(row.userAgent),
    signedInAt: shopDateTime(row.createdAt),
    lastUsedAt: shopDateTime(row.lastUsedAt ?? row.createdAt),
    current: row.id === currentId,
  }));
}

/**
 * Signs one of the account's other sessions out: "ended", or "not-found" when
 * the handle names no live session of this account other than the current
 * one (already ended, or never the account's).
 */
export async function endAccountSession({ db }: Pick<ServiceContext, "db">, { userId, currentToken, handle }: Who & { handle: string }) {
  const currentId = currentToken ? await sessionIdOf(currentToken) : null;
  const target = (await sessionsWithHandles(db, userId)).find((row) => row.handle === handle && row.id !== currentId);
  const ended = target ? await deleteUserSession({ db, userId, sessionId: target.id }) : false;
  return ended ? ("ended" as const) : ("not-found" as const);
}

/** "Sign out everywhere else": every session of the account but this request's; how many ended. */
export async function endOtherAccountSessions({ db }: Pick<ServiceContext, "db">, { userId, currentToken }: Who): Promise<number> {
  // Without a session of its own (cannot happen for a signed-in page), nothing is kept.
  const keepSessionId = currentToken ? await sessionIdOf(currentToken) : "";
  return deleteOtherUserSessions({ db, userId, keepSessionId });
}
