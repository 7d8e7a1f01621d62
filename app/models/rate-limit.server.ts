import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";

/**
 * Fixed-window counter in the database, so the limit holds across server
 * processes and Worker isolates. One upsert per check.
 */
export async function hitRateLimit({
  db,
  key,
  limit,
  windowMs,
  now = Date.now(),
}: {
  db: Db;
  key: string;
  limit: number;
  windowMs: number;
  now?: number;
}): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const resetAt = new Date(now + windowMs);
  const row = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt.getTime()} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .get();
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil(((row?.resetAt.getTime() ?? resetAt.getTime()) - now) / 1000));
  return { allowed: count <= limit, retryAfterSeconds };
}

/** Counters whose window has ended: the next hit starts a new one anyway. */
export function deleteExpiredRateLimits(db: Db, now: number) {
  return db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now)));
}
