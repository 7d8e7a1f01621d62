import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { backups } from "../../db/schema";

/** The newest backup taken (a snapshot or a D1 export), or null when none was recorded. */
export async function getLastBackup({ db }: { db: Db }) {
  const row = await db.select().from(backups).orderBy(desc(backups.takenAt), desc(backups.id)).limit(1).get();
  return row ?? null;
}
