import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { backups } from "../../db/schema";

/** The newest backup taken (a snapshot or a D1 export), or null when none was recorded. */
export async function getLastBackup({ db }: { db: Db }) {
  const row = await db.select().from(backups).orderBy(desc(backups.takenAt), desc(backups.id)).limit(1).get();
  return row ?? null;
}

export type BackupRecord = {
  kind: "snapshot" | "d1-export";
  /** The file's name inside `location`, e.g. shop-2026-11-27T08-00-00Z.db. */
  file: string;
  /** The folder it was written to (absolute). */
  location: string;
  bytes: number;
  durationMs: number;
  takenAt: Date;
};

/** One row per backup written, once its file is complete: /admin/system shows the last. */
export async function recordBackup({ db, backup }: { db: Db; backup: BackupRecord }) {
  await db.insert(backups).values(backup);
}
