import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webauthnChallenges } from "../../db/schema";
import type { PasskeyPurpose } from "../lib/passkeys";
import { sha256Base64Url } from "../lib/secret-token";

// The challenge of each WebAuthn ceremony is kept here rather than in a
// cookie: it works once (taking it deletes it) and for a few minutes. The row
// is found by the SHA-256 of the challenge, which the browser's signed
// clientDataJSON carries back, so the client holds no handle of its own.

export async function storeChallenge({
  db,
  challenge,
  purpose,
  userId,
  expiresAt,
}: {
  db: Db;
  challenge: string;
  purpose: PasskeyPurpose;
  userId: number | null;
  expiresAt: number;
}) {
  await db.insert(webauthnChallenges).values({ id: await sha256Base64Url(challenge), challenge, purpose, userId, expiresAt: new Date(expiresAt) });
}

/**
 * Takes a challenge: deletes its row and answers what it was, or null when
 * there is none (never issued, or already taken). One statement, so two
 * requests racing with the same response cannot both have it.
 */
export async function takeChallenge({ db, challenge }: { db: Db; challenge: string }) {
  const rows = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.id, await sha256Base64Url(challenge)))
    .returning({ challenge: webauthnChallenges.challenge, purpose: webauthnChallenges.purpose, userId: webauthnChallenges.userId, expiresAt: webauthnChallenges.expiresAt });
  return rows[0] ?? null;
}

/** Challenges nobody answered in time (housekeeping). */
export function deleteExpiredChallenges(db: Db, now: number) {
  return db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now)));
}
