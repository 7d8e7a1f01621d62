import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { knownBrowsers } from "../../db/schema";

/**
 * What the account knows of a browser signing in: whether it has signed in
 * from it before, and whether it has any browser on record at all (an
 * account with none is signing in for the first time since this began).
 */
export async function findBrowserRecord({ db, userId, browserHash }: { db: Db; userId: number; browserHash: string }) {
  const row = await db
    .select({ browsers: count(), seen: sql<number>`coalesce(max(${knownBrowsers.browserHash} = ${browserHash}), 0)` })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.userId, userId))
    .get();
  return { seenBefore: Number(row?.seen ?? 0) === 1, hasAny: (row?.browsers ?? 0) > 0 };
}

/** The upsert that remembers the browser (first seen now, or seen again now), for the caller's batch. */
export function rememberBrowser(db: Db, { userId, browserHash, now }: { userId: number; browserHash: string; now: Date }) {
  return db
    .insert(knownBrowsers)
    .values({ userId, browserHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownBrowsers.userId, knownBrowsers.browserHash], set: { lastSeenAt: now } });
}

