// Backups of the embedded database and its photos (issue 37), for `npm run
// backup` and the Node server's own (BACKUP_INTERVAL_HOURS). The snapshot is
// SQLite's `VACUUM INTO`: one read transaction, so it is exactly the database
// as of one commit, and in WAL mode it blocks no writer (the server keeps
// taking orders). The photos are copied into a folder beside it. Nothing
// appears under its final name until it is complete.
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { createClient } from "@libsql/client";
import { BUSY_TIMEOUT_MS, databaseFilePath, DEFAULT_DATABASE_URL, libsqlDb } from "../db/client";
import { backupFileName, backupsToDelete, backupTime, SNAPSHOT, type BackupKind } from "../app/lib/backup-retention";
import { recordBackup, type BackupRecord } from "../app/models/backups.server";
import { copyMissingFiles, photosFolderOf } from "./backup-files";
import { photoDirectory } from "./photos-node";

/** A backup or restore that must not go ahead; its message says why and what to do (the CLI prints it, exit 1). */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefused";
  }
}

export const TURSO_RESTORE_HINT =
  "A Turso database keeps its own history: restore it to any moment with Turso's point-in-time restore " +
  "(`turso db create NEW_NAME --from-db NAME --timestamp 2026-11-27T08:00:00Z`, https://docs.turso.tech/features/point-in-time-recovery), " +
  "then point DATABASE_URL at the new database.";

/** The embedded database's file, or a refusal that says what to do instead for Turso. */
export function embeddedDatabaseFile(databaseUrl: string, what: "backup" | "restore"): string {
  const path = databaseFilePath(databaseUrl);
  if (path) return resolve(path);
  throw new BackupRefused(`npm run ${what} works on the embedded database (DATABASE_URL=file:…); ${databaseUrl.split("?")[0]} is not one.\n${TURSO_RESTORE_HINT}`);
}

/** BACKUP_DIR, or `backups/` beside the database file (`./data/backups` by default). */
export function backupDirectory(databaseUrl: string, configured?: string): string {
  return resolve(configured ?? join(dirname(embeddedDatabaseFile(databaseUrl, "backup")), "backups"));
}

export type BackupSettings = {
  databaseUrl?: string;
  /** The folder to write to; unset: BACKUP_DIR's default. */
  dir?: string;
  keepDaily: number;
  keepWeekly: number;
  /** The snapshot's time (tests); the file is named by it. */
  now?: Date;
};

export type BackupResult = {
  /** The snapshot, absolute. */
  file: string;
  /** The photos folder beside it, or null when the shop has no uploaded photo. */
  photos: string | null;
  bytes: number;
  photoFiles: number;
  durationMs: number;
  takenAt: Date;
  /** Older backups deleted by the retention rule (file names). */
  deleted: string[];
};

/**
 * Writes `shop-<UTC time>.db` (and `shop-<UTC time>.images/`) into the backup
 * folder, records it in the live database's `backups` table, then deletes the
 * backups the retention rule no longer keeps.
 */
export async function takeBackup(settings: BackupSettings): Promise<BackupResult> {
  const databaseUrl = settings.databaseUrl || DEFAULT_DATABASE_URL;
  const databaseFile = embeddedDatabaseFile(databaseUrl, "backup");
  if (!existsSync(databaseFile)) throw new BackupRefused(`There is no database at ${databaseFile} to back up (DATABASE_URL=${databaseUrl}).`);
  const dir = backupDirectory(databaseUrl, settings.dir);
  await mkdir(dir, { recursive: true });
  const takenAt = settings.now ?? new Date();
  const name = backupFileName(takenAt);
  const file = join(dir, name);
  const photosFolder = photosFolderOf(file);
  if (existsSync(file) || existsSync(photosFolder)) throw new BackupRefused(`${file} already exists: one backup per second.`);
  const partial = `${file}.${process.pid}.tmp`;
  const partialPhotos = `${photosFolder}.${process.pid}.tmp`;
  const photoSource = resolve(photoDirectory(databaseUrl));
  const started = performance.now();
  try {
    // Photo files are never changed in place (written under a new name, then
    // deleted once the database no longer points at them), so copying before
    // and after the snapshot gives every file the snapshot points at, unless a
    // photo was both uploaded and replaced within the snapshot's few moments.
    let photoFiles = await copyMissingFiles(photoSource, partialPhotos);
    await snapshotDatabase(databaseUrl, partial);
    photoFiles += await copyMissingFiles(photoSource, partialPhotos);
    if (photoFiles > 0) await rename(partialPhotos, photosFolder);
    // The database file last: a backup whose .db exists is complete.
    await rename(partial, file);
    const bytes = (await stat(file)).size;
    const durationMs = Math.round(performance.now() - started);
    await record(databaseUrl, { kind: "snapshot", file: name, location: dir, bytes, durationMs, takenAt });
    const deleted = await applyRetention(dir, { now: takenAt, keepDaily: settings.keepDaily, keepWeekly: settings.keepWeekly });
    return { file, photos: photoFiles > 0 ? photosFolder : null, bytes, photoFiles, durationMs, takenAt, deleted };
  } finally {
    await rm(partial, { force: true });
    await rm(partialPhotos, { recursive: true, force: true });
  }
}

/** The backup's row, written to the live database on a connection of its own, closed again (a server's schedule must not collect them). */
async function record(databaseUrl: string, backup: BackupRecord) {
  const client = createClient({ url: databaseUrl, timeout: BUSY_TIMEOUT_MS });
  try {
    await recordBackup({ db: libsqlDb(client), backup });
  } finally {
    client.close();
  }
}

/** `VACUUM INTO` on a connection of its own: a consistent, compacted copy in rollback-journal mode (no -wal beside it). */
async function snapshotDatabase(databaseUrl: string, target: string) {
  const client = createClient({ url: databaseUrl, timeout: BUSY_TIMEOUT_MS });
  try {
    await client.execute({ sql: "VACUUM INTO ?", args: [target] });
  } finally {
    client.close();
  }
}

/** Deletes the backups (and their photo folders) the retention rule drops; other files in the folder are left alone. */
export async function applyRetention(dir: string, rule: { now: Date; keepDaily: number; keepWeekly: number }, kind: BackupKind = SNAPSHOT): Promise<string[]> {
  const backups = (await readdir(dir)).flatMap((name) => {
    const takenAt = backupTime(name, kind);
    return takenAt ? [{ name, takenAt }] : [];
  });
  const doomed = backupsToDelete({ backups, ...rule });
  for (const backup of doomed) {
    const file = join(dir, backup.name);
    if (kind === SNAPSHOT) await rm(photosFolderOf(file), { recursive: true, force: true });
    await rm(file, { force: true });
  }
  await removeLeftovers(dir, rule.now, kind);
  return doomed.map((backup) => backup.name);
}

/**
 * What a backup that died half-way left (the process killed, the disk full):
 * its temporary files, once a day old (a backup running now is younger), and a
 * photo folder whose snapshot never got its name.
 */
async function removeLeftovers(dir: string, now: Date, kind: BackupKind) {
  const names = await readdir(dir);
  const present = new Set(names);
  for (const name of names) {
    const partial = /^(.*)\.\d+\.tmp$/.exec(name);
    if (partial && (backupTime(partial[1]!, kind) || (kind === SNAPSHOT && backupTime(`${partial[1]!.replace(/\.images$/, "")}.db`)))) {
      const { mtimeMs } = await stat(join(dir, name));
      if (now.getTime() - mtimeMs > 24 * 3600_000) await rm(join(dir, name), { recursive: true, force: true });
      continue;
    }
    const orphan = kind === SNAPSHOT && name.endsWith(".images") && `${name.slice(0, -".images".length)}.db`;
    if (orphan && backupTime(orphan) && !present.has(orphan)) await rm(join(dir, name), { recursive: true, force: true });
  }
}
