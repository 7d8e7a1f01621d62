import { desc, gte, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { serverProcesses } from "../../db/schema";

/** A Node server process says it is alive: its row is added on the first beat, `seenAt` moves on every later one. */
export async function upsertServerProcess({ db, id, release, startedAt, now }: { db: Db; id: string; release: string; startedAt: Date; now: Date }) {
  await db
    .insert(serverProcesses)
    .values({ id, release, startedAt, seenAt: now })
    .onConflictDoUpdate({ target: serverProcesses.id, set: { release, startedAt, seenAt: now } });
}

/** Rows of processes not seen since `before` (stopped, killed, or on a machine that is gone). */
export async function deleteServerProcessesSeenBefore({ db, before }: { db: Db; before: Date }) {
  await db.delete(serverProcesses).where(lt(serverProcesses.seenAt, before));
}

/** The processes seen since `since`, the longest running first. */
export async function listServerProcesses({ db, since }: { db: Db; since: Date }) {
  return db.select().from(serverProcesses).where(gte(serverProcesses.seenAt, since)).orderBy(serverProcesses.startedAt, desc(serverProcesses.id));
}
