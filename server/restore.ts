// `npm run restore -- FILE [--to DATABASE_URL]` (issue 37): puts a snapshot
// written by server/backup.ts back as the embedded database, with its photos.
// Every check runs on a private copy beside the target before anything is
// replaced: the copy must be an intact SQLite file with the shop's tables, from
// this release or an older one, and it is migrated forward there. Only then is
// the live database checked to be unused, set aside and replaced by a rename.
import { constants, existsSync, statSync } from "node:fs";
import { copyFile, link, mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { libsqlDb } from "../db/client";
import { migrateDatabase, newestMigrationMillis } from "../db/migrate";
import { BackupRefused, embeddedDatabaseFile } from "./backup";
import { copyMissingFiles, photosFolderOf } from "./backup-files";
import { photoDirectory } from "./photos-node";

/** Tables every shop database has had since the first migration: a file without them is some other database. */
const SHOP_TABLES = ["__drizzle_migrations", "users", "fragrances", "orders", "order_items"];

export type RestoreResult = {
  /** The database file now in place. */
  database: string;
  /** Where the database it replaced was set aside, or null when there was none. */
  setAside: string | null;
  photoFiles: number;
  /** Migrations applied to bring the snapshot up to this release. */
  migrationsApplied: number;
};

const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/:/g, "-") + "Z";

export async function restoreBackup({ file, databaseUrl, now = new Date() }: { file: string; databaseUrl: string; now?: Date }): Promise<RestoreResult> {
  const target = embeddedDatabaseFile(databaseUrl, "restore");
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new BackupRefused(`There is no backup file at ${source}.`);
  if (source === target) throw new BackupRefused(`${source} is the database itself; name a backup file.`);
  await mkdir(dirname(target), { recursive: true });
  // Beside the target, so that putting it in place is a rename on one file system.
  const candidate = join(dirname(target), `.${basename(target)}.restore-${process.pid}.tmp`);
  const photosSource = photosFolderOf(source);
  const photosTarget = resolve(photoDirectory(databaseUrl));
  const candidatePhotos = `${photosTarget}.restore-${process.pid}.tmp`;
  let lock: Client | null = null;
  try {
    await copyFile(source, candidate);
    const migrationsApplied = await checkAndMigrate(candidate, source);
    const photoFiles = await copyMissingFiles(photosSource, candidatePhotos);
    lock = existsSync(target) ? await lockUnusedDatabase(target) : null;
    // The live photos and database are kept under a dated name rather than deleted: a restore can be undone by hand.
    const aside = `.before-restore-${stamp(now)}`;
    if (existsSync(photosTarget)) await rename(photosTarget, photosTarget + aside);
    if (photoFiles > 0) await rename(candidatePhotos, photosTarget);
    let setAside: string | null = null;
    if (lock) {
      setAside = target.replace(/(\.db)?$/, `${aside}$1`);
      // A second name for the same file (instant, no space); a copy where the file system has no hard links.
      await link(target, setAside).catch(() => copyFile(target, setAside!, constants.COPYFILE_EXCL));
    }
    // The swap itself: one rename. The old file had no -wal left (lockUnusedDatabase), so nothing stale is replayed into the new one.
    await rename(candidate, target);
    for (const suffix of ["-wal", "-shm", "-journal"]) await rm(target + suffix, { force: true });
    return { database: target, setAside, photoFiles, migrationsApplied };
  } finally {
    lock?.close();
    for (const suffix of ["", "-journal", "-wal", "-shm"]) await rm(candidate + suffix, { force: true });
    await rm(candidatePhotos, { recursive: true, force: true });
  }
}

/**
 * Refuses a copy that is not an intact shop database, or one written by a
 * newer release; migrates the rest forward and leaves it in rollback-journal
 * mode (no side files to carry along; the server sets WAL again when it
 * starts). Returns how many migrations it applied.
 */
async function checkAndMigrate(candidate: string, source: string): Promise<number> {
  const client = createClient({ url: `file:${candidate}` });
  try {
    let verdict: string[];
    try {
      verdict = (await client.execute("PRAGMA integrity_check")).rows.map((row) => String(row[0]));
    } catch (error) {
      throw new BackupRefused(`${source} is not a readable SQLite database (${(error as Error).message}). Nothing was changed.`);
    }
    if (verdict.length !== 1 || verdict[0] !== "ok") {
      throw new BackupRefused(`${source} is damaged (PRAGMA integrity_check: ${verdict.slice(0, 3).join("; ")}). Nothing was changed; try an older backup.`);
    }
    const tables = new Set((await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((row) => String(row[0])));
    const missing = SHOP_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) throw new BackupRefused(`${source} is not a backup of this shop (no ${missing.join(", ")} table). Nothing was changed.`);
    const applied = async () => (await client.execute("SELECT count(*) AS count, max(created_at) AS newest FROM __drizzle_migrations")).rows[0]!;
    const { count: before, newest } = await applied();
    if (Number(newest) > newestMigrationMillis()) {
      throw new BackupRefused(`${source} was written by a newer release of the shop (it has migrations this one does not know): restore it with that release. Nothing was changed.`);
    }
    await migrateDatabase(libsqlDb(client));
    const { count: after } = await applied();
    // A migration can leave a foreign key dangling only through a bug; better to find out now than from a 500.
    const broken = (await client.execute("PRAGMA foreign_key_check")).rows.length;
    if (broken > 0) throw new BackupRefused(`${source} has ${broken} rows whose foreign key points nowhere after migrating. Nothing was changed.`);
    await client.execute("PRAGMA journal_mode = DELETE");
    return Number(after) - Number(before);
  } finally {
    client.close();
  }
}

/**
 * Proves no other connection has the database open and keeps it that way
 * until the caller closes the returned client. Every SQLite connection to a
 * WAL database holds a shared lock on the file for as long as it is open,
 * idle or not (it is how SQLite knows the last one to close may delete the
 * -wal); leaving WAL mode needs the exclusive lock, so it fails with
 * SQLITE_BUSY while any server process (or `npm run backup`, or a sqlite3
 * shell) has the file open, and succeeds once they are gone, even after a
 * crash (the kernel drops a dead process's locks). Leaving WAL also folds the
 * -wal into the file and deletes it. EXCLUSIVE locking mode then keeps the
 * lock after the write below, until close.
 */
async function lockUnusedDatabase(target: string): Promise<Client> {
  const client = createClient({ url: `file:${target}`, timeout: 1000 });
  try {
    await client.execute("PRAGMA locking_mode = EXCLUSIVE");
    await client.execute("PRAGMA journal_mode = DELETE");
    const version = Number((await client.execute("PRAGMA user_version")).rows[0]?.user_version ?? 0);
    await client.execute(`PRAGMA user_version = ${version}`);
    return client;
  } catch (error) {
    client.close();
    const code = (error as { code?: string }).code ?? "";
    if (/BUSY|LOCKED/.test(code) || /locked/i.test((error as Error).message)) {
      throw new BackupRefused(`${target} is in use (a server, \`npm run backup\` or another program has it open). Stop the server, then run the restore again. Nothing was changed.`);
    }
    throw new BackupRefused(`${target} could not be opened to replace it (${(error as Error).message}). Nothing was changed.`);
  }
}
