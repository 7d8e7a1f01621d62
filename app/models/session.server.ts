import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { createSecretToken, sha256Base64Url as hashToken } from "../lib/secret-token";
import { publicUserColumns } from "./user.server";

/** Sessions last 30 days from login (README). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A new session for a user who has just proved who they are, so it starts
 * verified (sensitive admin actions ask again once that is 15 minutes old).
 */
export async function createSession({ db, userId, userAgent = null, now = Date.now() }: { db: Db; userId: number; userAgent?: string | null; now?: number }) {
  // Only the SHA-256 of the token is stored: a leaked database holds no usable tokens.
  const token = createSecretToken();
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  const at = new Date(now);
  await db.insert(sessions).values({ id: await hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 512) ?? null, lastUsedAt: at, verifiedAt: at });
  return { token, expiresAt };
}

/** The user behind a live token, or null for an unknown, revoked or expired one. */
export async function getSessionUser({ db, token, now = Date.now() }: { db: Db; token: string; now?: number }) {
  const row = await db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, await hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .get();
  return row ?? null;
}

/** The session proved again who holds it (a passkey or the password): sensitive actions count 15 minutes from here. */
export async function markSessionVerified({ db, token, now = Date.now() }: { db: Db; token: string; now?: number }) {
  const updated = await db
    .update(sessions)
    .set({ verifiedAt: new Date(now) })
    .where(and(eq(sessions.id, await hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .returning({ userId: sessions.userId });
  return updated[0] ?? null;
}

export async function deleteSession({ db, token }: { db: Db; token: string }) {
  await db.delete(sessions).where(eq(sessions.id, await hashToken(token)));
}

/** Sessions past their expiry: getSessionUser already ignores them. */
export function deleteExpiredSessions(db: Db, now: number) {
  return db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}
