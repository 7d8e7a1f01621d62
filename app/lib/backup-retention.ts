// Backups' names and which of them to keep (issue 37). Pure rules: the Node
// backup (server/backup.ts) lists its folder and deletes what `backupsToDelete`
// names. Days are UTC days, so the result does not depend on the server's zone.

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** What a backup's name starts and ends with: `shop` and `db` for a snapshot, `d1-onbrand` and `sql` for a D1 export. */
export type BackupKind = { stem: string; extension: string };
export const SNAPSHOT: BackupKind = { stem: "shop", extension: "db" };

/** `shop-2026-11-27T08-00-00Z.db`: the UTC second the backup started, with no ':' (Windows file names). */
export function backupFileName(takenAt: Date, { stem, extension }: BackupKind = SNAPSHOT): string {
  const iso = takenAt.toISOString().slice(0, 19).replace(/:/g, "-");
  return `${stem}-${iso}Z.${extension}`;
}

/** The time in a backup's file name, or null for any other file (a temporary one, the operator's own). */
export function backupTime(fileName: string, kind: BackupKind = SNAPSHOT): Date | null {
  const prefix = `${kind.stem}-`;
  const suffix = `Z.${kind.extension}`;
  if (!fileName.startsWith(prefix) || !fileName.endsWith(suffix)) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})$/.exec(fileName.slice(prefix.length, -suffix.length));
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const time = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  // Date.UTC rolls 2026-02-31 over into March; such a name is not ours.
  return backupFileName(time, kind) === fileName ? time : null;
}

export type RetainedBackup = { name: string; takenAt: Date };

/**
 * The backups to delete so that what remains is the newest backup of each of
 * the last `keepDaily` UTC days (today included) and the newest of each of the
 * `keepWeekly` seven-day periods before those. The newest backup overall is
 * always kept (a clock set wrong must not delete the only good copy), and so
 * is any backup dated after `now`.
 */
export function backupsToDelete({
  backups,
  now,
  keepDaily,
  keepWeekly,
}: {
  backups: readonly RetainedBackup[];
  now: Date;
  keepDaily: number;
  keepWeekly: number;
}): RetainedBackup[] {
  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // The first instant of the daily window; the weekly periods run back from it.
  const dailyStart = startOfToday - (keepDaily - 1) * DAY_MS;
  const bucketOf = (time: number): string | null => {
    if (time >= dailyStart) return `day ${Math.floor(time / DAY_MS)}`;
    const week = Math.floor((dailyStart - 1 - time) / WEEK_MS);
    return week < keepWeekly ? `week ${week}` : null;
  };
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
  const seen = new Set<string>();
  const doomed: RetainedBackup[] = [];
  newestFirst.forEach((backup, index) => {
    const time = backup.takenAt.getTime();
    const bucket = bucketOf(time);
    const firstOfBucket = bucket !== null && !seen.has(bucket);
    if (bucket !== null) seen.add(bucket);
    if (index === 0 || time > now.getTime() || firstOfBucket) return;
    doomed.push(backup);
  });
  return doomed;
}

/**
 * How long the server waits before its next backup (BACKUP_INTERVAL_HOURS):
 * one interval after the newest backup in the folder, so restarts (a deploy a
 * day) neither skip backups nor take one at every start; at least `minimumMs`,
 * so a start-up is not slowed by an overdue one.
 */
export function nextBackupDelayMs({ newest, now, intervalMs, minimumMs }: { newest: Date | null; now: Date; intervalMs: number; minimumMs: number }): number {
  if (!newest) return minimumMs;
  return Math.max(minimumMs, Math.min(intervalMs, newest.getTime() + intervalMs - now.getTime()));
}
