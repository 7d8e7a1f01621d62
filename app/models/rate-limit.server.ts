import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { limitFor, RATE_LIMITS, type RateLimitName, type RateLimitVerdict } from "../lib/rate-limits";
import type { EdgeRateLimiters } from "../lib/runtime-ports";
import type { RateLimitSettings } from "../lib/settings.server";

/** What a check needs: the database, the limits configured, the client, and the Worker's bindings if any. */
export type RateLimitContext = {
  db: Db;
  env: { rateLimits: RateLimitSettings };
  clientAddress: string;
  rateLimiters?: EdgeRateLimiters;
};

/**
 * Counts one request against the named limit for the client's address, or for
 * `subject` when something else is counted (a hashed e-mail): the edge binding
 * when the Worker has one for this limit, else the database row.
 */
export async function checkRateLimit(
  context: RateLimitContext,
  name: RateLimitName,
  { subject }: { subject?: string } = {},
): Promise<RateLimitVerdict> {
  const key = `${name}:${subject ?? context.clientAddress}`;
  const binding = context.rateLimiters?.[name];
  if (binding) {
    // The binding does not say when its window ends: its whole period is the honest wait.
    const { success } = await binding.limit({ key });
    return { allowed: success, retryAfterSeconds: RATE_LIMITS[name].windowMs / 1000 };
  }
  return hitRateLimit({ db: context.db, key, limit: limitFor(name, context.env.rateLimits), windowMs: RATE_LIMITS[name].windowMs });
}

/**
 * Whether the named limit already refuses `subject`, without counting this
 * request: for limits that count only failures (a failed sign-in is counted
 * afterwards with checkRateLimit). Always the database counter.
 */
export async function peekRateLimit(context: RateLimitContext, name: RateLimitName, { subject, now = Date.now() }: { subject: string; now?: number }): Promise<RateLimitVerdict> {
  const row = await context.db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${name}:${subject}`))
    .get();
  if (!row || row.resetAt.getTime() <= now) return { allowed: true, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now) / 1000));
  return { allowed: row.count < limitFor(name, context.env.rateLimits), retryAfterSeconds };
}

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
}): Promise<RateLimitVerdict> {
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
