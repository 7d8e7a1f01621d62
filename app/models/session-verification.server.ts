import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { sha256Base64Url as hashToken } from "../lib/secret-token";

// When a session's holder last proved who they are (sessions.verified_at):
// set by createSession at sign-in, and again here after a password (or a
// passkey) given for a sensitive admin action (app/lib/reverification.ts).
// The session is found from its token, cookie or bearer alike.

/** The session's last verification; null for a session nothing verified, or an unknown or expired token. */
export async function getSessionVerifiedAt({ db, token, now = Date.now() }: { db: Db; token: string; now?: number }): Promise<Date | null> {
  const row = await db
    .select({ verifiedAt: sessions.verifiedAt })
    .from(sessions)
    .where(and(eq(sessions.id, await hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .get();
  return row?.verifiedAt ?? null;
}

/** Marks the live session as verified now; false when the token has no live session (signed out meanwhile). */
export async function markSessionVerified({ db, token, now = Date.now() }: { db: Db; token: string; now?: number }): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ verifiedAt: new Date(now) })
    .where(and(eq(sessions.id, await hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
