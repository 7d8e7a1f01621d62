import { and, eq, exists, gt, isNull, lt, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { passwordResetTokens, sessions, trustedBrowsers, users } from "../../db/schema";
import { queueEmail, queueEmailIf, type OutgoingEmail } from "./email-outbox.server";

/**
 * Stores a reset link (its token's hash only) and queues the e-mail that
 * carries it, in one batch: there is never a link without its e-mail, nor an
 * e-mail whose link does not work.
 */
export async function storeResetLink({
  db,
  tokenHash,
  userId,
  expiresAt,
  email,
}: {
  db: Db;
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  email: OutgoingEmail;
}) {
  await runBatch(db, [db.insert(passwordResetTokens).values({ id: tokenHash, userId, expiresAt }), queueEmail(db, email)]);
}

/** The stored link behind a token's hash, or null when there is none. */
export async function findResetLink({ db, tokenHash }: { db: Db; tokenHash: string }) {
  const row = await db
    .select({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, tokenHash))
    .get();
  return row ?? null;
}

/**
 * Sets the new password hash through a link, in one batch: the hash, every
 * session and trusted browser of the user deleted, the "password changed"
 * notice queued, and every reset link of the user (this one included) marked
 * used. Each statement only acts while this link is still
 * unused and unexpired, checked inside the batch, so two posts of the same
 * link cannot both land. True when the password was changed.
 */
export async function setPasswordThroughResetLink({
  db,
  tokenHash,
  userId,
  passwordHash,
  notice,
  now,
}: {
  db: Db;
  tokenHash: string;
  userId: number;
  passwordHash: string;
  notice: OutgoingEmail & { messageId: string };
  now: Date;
}): Promise<boolean> {
  const linkIsLive = exists(
    db
      .select({ one: sql`1` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.id, tokenHash),
          eq(passwordResetTokens.userId, userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      ),
  );
  const [changed] = await runBatch(db, [
    db.update(users).set({ passwordHash, updatedAt: now }).where(and(eq(users.id, userId), linkIsLive)).returning({ id: users.id }),
    db.delete(sessions).where(and(eq(sessions.userId, userId), linkIsLive)),
    db.delete(trustedBrowsers).where(and(eq(trustedBrowsers.userId, userId), linkIsLive)),
    queueEmailIf(db, notice, linkIsLive),
    // Last: once this runs the link is no longer live for the statements above.
    db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), linkIsLive)),
  ]);
  return changed.length > 0;
}

/** Reset links past their hour, used or not: none of them can set a password any more. */
export function deleteExpiredResetLinks(db: Db, now: number) {
  return db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now)));
}
