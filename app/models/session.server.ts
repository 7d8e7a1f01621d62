import { and, desc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { createSecretToken, sha256Base64Url as hashToken } from "../lib/secret-token";
import { publicUserColumns } from "./user.server";

/** Sessions last 30 days from login (README). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How stale a session's "last used" may get before a request moves it on:
 * one UPDATE per session every few minutes at most, not a write on every
 * request (D1 sends every write to its primary; the list only needs minutes).
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The stored id of a session: the SHA-256 of its token. */
export const sessionIdOf = hashToken;

/**
 * A new session for a user who has just proved who they are, so it starts
 * verified (sensitive admin actions ask again once that is 15 minutes old):
 * the token for the client and the insert, for the caller's batch.
 */
export async function newSession({ db, userId, userAgent = null, now = Date.now() }: { db: Db; userId: number; userAgent?: string | null; now?: number }) {
  // Only the SHA-256 of the token is stored: a leaked database holds no usable tokens.
  const token = createSecretToken();
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  const at = new Date(now);
  const insert = db
    .insert(sessions)
    .values({ id: await hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 512) || null, lastUsedAt: at, verifiedAt: at });
  return { token, expiresAt, insert };
}

/** newSession, stored on its own. */
export async function createSession(input: { db: Db; userId: number; userAgent?: string | null; now?: number }) {
  const { token, expiresAt, insert } = await newSession(input);
  await insert;
  return { token, expiresAt };
}

/**
 * The user behind a live token, or null for an unknown, revoked or expired
 * one. A session last used more than SESSION_TOUCH_INTERVAL_MS ago is marked
 * used now; most requests read and write nothing more.
 */
export async function getSessionUser({ db, token, now = Date.now() }: { db: Db; token: string; now?: number }) {
  const id = await hashToken(token);
  const row = await db
    .select({ user: publicUserColumns, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))))
    .get();
  if (!row) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, id, now);
  return row.user;
}

async function touchSession(db: Db, id: string, now: number) {
  try {
    // Conditional, so requests arriving together stamp it once.
    const staleBefore = new Date(now - SESSION_TOUCH_INTERVAL_MS);
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(sessions.id, id), or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, staleBefore))));
  } catch (error) {
    // Only the session list's "last used" lags: the request itself goes on.
    console.error("Could not mark the session as used", error);
  }
}

/** The user's live sessions, most recently used first, for the account page. */
export function listUserSessions({ db, userId, now = Date.now() }: { db: Db; userId: number; now?: number }) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .all();
}

export async function deleteSession({ db, token }: { db: Db; token: string }) {
  await db.delete(sessions).where(eq(sessions.id, await hashToken(token)));
}

/** Ends one session of this user (never another account's); true when it was live. */
export async function deleteUserSession({ db, userId, sessionId }: { db: Db; userId: number; sessionId: string }): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the user but the one kept; how many ended. */
export async function deleteOtherUserSessions({ db, userId, keepSessionId }: { db: Db; userId: number; keepSessionId: string }): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Sessions past their expiry: getSessionUser already ignores them. */
export function deleteExpiredSessions(db: Db, now: number) {
  return db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}
