import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginChallenges, trustedBrowsers } from "../../db/schema";

// The second step of a sign-in: the password was right, the code is awaited.
// The client holds the token (a hidden field, or the API client's memory);
// the row holds its SHA-256 and the account.

export async function createLoginChallenge({ db, tokenHash, userId, expiresAt }: { db: Db; tokenHash: string; userId: number; expiresAt: Date }) {
  await db.insert(loginChallenges).values({ id: tokenHash, userId, expiresAt });
}

/** The account a live challenge is for, or null (unknown or expired). */
export async function findLoginChallenge({ db, tokenHash, now }: { db: Db; tokenHash: string; now: Date }) {
  const row = await db
    .select({ userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(and(eq(loginChallenges.id, tokenHash), gt(loginChallenges.expiresAt, now)))
    .get();
  return row?.userId ?? null;
}

/** A challenge is used up by the sign-in it let through. */
export async function deleteLoginChallenge({ db, tokenHash }: { db: Db; tokenHash: string }) {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, tokenHash));
}

/** Expired code steps and trusted browsers, for the housekeeping batch. */
export function deleteExpiredSignInRows(db: Db, now: number) {
  return [db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date(now))), db.delete(trustedBrowsers).where(lt(trustedBrowsers.expiresAt, new Date(now)))] as const;
}
