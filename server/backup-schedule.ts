// BACKUP_INTERVAL_HOURS (issue 37): the Node server's own backups, taken by
// the primary process only (server/node.ts), so one per interval however many
// processes serve. The timer is unref'd (it never keeps the process alive), and
// a failed backup is logged and tried again at the next interval: it never
// stops the server.
import { readdir } from "node:fs/promises";
import { backupTime, nextBackupDelayMs } from "../app/lib/backup-retention";
import type { AppEnv } from "../app/lib/settings.server";
import { DEFAULT_DATABASE_URL, isFileUrl } from "../db/client";
import { backupDirectory, takeBackup } from "./backup";
import { jsonLogger, type Logger } from "../app/lib/logger";

const HOUR_MS = 3600_000;
/** An overdue backup waits this long after start-up: serving comes first. */
const START_DELAY_MS = 60_000;

/** The newest backup in the folder, whoever took it (`npm run backup` counts too). */
async function newestBackup(dir: string): Promise<Date | null> {
  try {
    const times = (await readdir(dir)).flatMap((name) => backupTime(name) ?? []);
    return times.reduce<Date | null>((newest, time) => (!newest || time > newest ? time : newest), null);
  } catch {
    return null;
  }
}

/** Starts the schedule when BACKUP_INTERVAL_HOURS is set; returns a function that stops it. */
export function scheduleBackups(
  env: Pick<AppEnv, "database" | "backups">,
  { startDelayMs = START_DELAY_MS, logger = jsonLogger("info", console.error) }: { startDelayMs?: number; logger?: Logger } = {},
): () => void {
  const { intervalHours, dir, keepDaily, keepWeekly } = env.backups;
  if (!intervalHours) return () => {};
  const databaseUrl = env.database.url || DEFAULT_DATABASE_URL;
  if (!isFileUrl(databaseUrl)) {
    logger.warn({}, "BACKUP_INTERVAL_HOURS is ignored: the database is on Turso, which keeps its own history (README, \"Backups and restore\").");
    return () => {};
  }
  const intervalMs = intervalHours * HOUR_MS;
  const folder = backupDirectory(databaseUrl, dir);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = async () => {
    const delay = nextBackupDelayMs({ newest: await newestBackup(folder), now: new Date(), intervalMs, minimumMs: startDelayMs });
    if (stopped) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  const run = async () => {
    try {
      const result = await takeBackup({ databaseUrl, dir, keepDaily, keepWeekly });
      logger.info({ file: result.file, bytes: result.bytes, durationMs: result.durationMs, deleted: result.deleted }, "backup written");
    } catch (error) {
      logger.error({ err: error }, "scheduled backup failed");
    }
    // After a failure the newest backup is still the old one: the next try is a full interval away, not a minute.
    if (!stopped) {
      timer = setTimeout(() => void run(), intervalMs);
      timer.unref();
    }
  };
  void plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
