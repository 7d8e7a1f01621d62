import { and, eq, exists, ne, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { sessions, trustedBrowsers, users } from "../../db/schema";
import { queueEmailIf, type OutgoingEmail } from "./email-outbox.server";

/**
 * A signed-in user's new password, in one batch: the hash (only if it is still
 * the one the current password was checked against, so two changes at once
 * cannot both land), then, only when this change landed, every other session
 * ended, every trusted browser forgotten (it would skip the code on a browser
 * the old password signed in) and the notice e-mail queued. True when the
 * password was changed.
 */
export async function changePasswordHash({
  db,
  userId,
  from,
  to,
  keepSessionId,
  notice,
  now,
}: {
  db: Db;
  userId: number;
  from: string;
  to: string;
  keepSessionId: string;
  notice: OutgoingEmail & { messageId: string };
  now: Date;
}): Promise<boolean> {
  // The new hash has a fresh salt: while it is stored, this change is the one that landed.
  const landed = exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.passwordHash, to))),
  );
  const [changed] = await runBatch(db, [
    db
      .update(users)
      .set({ passwordHash: to, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.passwordHash, from)))
      .returning({ id: users.id }),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), landed)),
    db.delete(trustedBrowsers).where(and(eq(trustedBrowsers.userId, userId), landed)),
    queueEmailIf(db, notice, landed),
  ]);
  return changed.length > 0;
}
