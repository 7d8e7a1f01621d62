import type { Db } from "../../db/client";
import { deleteServerProcessesSeenBefore, upsertServerProcess } from "~/models/server-processes.server";

/** How often each Node server process refreshes its server_processes row. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/** A process not seen for this long is gone (stopped or killed): its row is pruned, and /admin/system no longer lists it. */
export const PROCESS_FORGOTTEN_AFTER_MS = 10 * 60_000;

/**
 * One process's heartbeat: its row (id "host:pid", release, start) is added
 * or refreshed, and rows of processes gone for 10 minutes are removed. Every
 * process does both; the prune is idempotent. Never rejects: a missed beat
 * only makes the process look older on /admin/system.
 */
export async function beat({ db, id, release, startedAt, now = new Date() }: { db: Db; id: string; release: string; startedAt: Date; now?: Date }) {
  try {
    await upsertServerProcess({ db, id, release, startedAt, now });
    await deleteServerProcessesSeenBefore({ db, before: new Date(now.getTime() - PROCESS_FORGOTTEN_AFTER_MS) });
  } catch (error) {
    console.error("server heartbeat failed", error);
  }
}
