// `npm run backup`'s work (server/backup.ts) on real libSQL files: a snapshot
// with what was committed, its photos, its row in the live database, the
// retention rule applied to the folder, the refusals, and the Node server's
// schedule (BACKUP_INTERVAL_HOURS).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it, vi } from "vitest";
import { setupDatabase } from "../../db/setup";
import { parseEnv } from "../../app/lib/settings.server";
import { BackupRefused, takeBackup } from "../../server/backup";
import { scheduleBackups } from "../../server/backup-schedule";
import { exportableTables } from "../../scripts/d1-export";
import { jsonLogger } from "../../app/lib/logger";

const root = mkdtempSync(join(tmpdir(), "onbrand-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const KEEP = { keepDaily: 7, keepWeekly: 4 };

/** A migrated, seeded shop in a folder of its own, with one uploaded photo's file; its connection stays open, as a server's would. */
async function shop(name: string) {
  const folder = join(root, name);
  const url = `file:${join(folder, "shop.db")}`;
  const { db } = await setupDatabase({ url });
  mkdirSync(join(folder, "images", "fragrances", "3"), { recursive: true });
  writeFileSync(join(folder, "images", "fragrances", "3", "photo-abc-400.webp"), "webp bytes");
  return { folder, url, client: createClient({ url }), db };
}

async function rows(url: string, sql: string) {
  const client = createClient({ url });
  try {
    return (await client.execute(sql)).rows;
  } finally {
    client.close();
  }
}

describe("takeBackup", () => {
  it("writes a consistent snapshot with the latest commit and the photos, named by UTC time, and records it in the live database", async () => {
    const { folder, url, client } = await shop("snapshot");
    // Committed a moment ago, so still in the -wal, not yet in shop.db: the snapshot must have it.
    await client.execute("insert into app_meta (key, value) values ('written-just-before', 'yes')");
    const now = new Date("2026-11-27T08:00:00.500Z");
    const result = await takeBackup({ databaseUrl: url, now, ...KEEP });
    client.close();

    const dir = join(folder, "backups");
    expect(result.file).toBe(join(dir, "shop-2026-11-27T08-00-00Z.db"));
    expect(result.photos).toBe(join(dir, "shop-2026-11-27T08-00-00Z.images"));
    expect(result.photoFiles).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(["shop-2026-11-27T08-00-00Z.db", "shop-2026-11-27T08-00-00Z.images"]);
    expect(readFileSync(join(result.photos!, "fragrances", "3", "photo-abc-400.webp"), "utf8")).toBe("webp bytes");
    const snapshot = `file:${result.file}`;
    expect(await rows(snapshot, "PRAGMA integrity_check")).toEqual([expect.objectContaining({ integrity_check: "ok" })]);
    expect(await rows(snapshot, "select value from app_meta where key = 'written-just-before'")).toEqual([expect.objectContaining({ value: "yes" })]);
    // A self-contained file: rollback-journal mode, nothing beside it to copy along.
    expect(await rows(snapshot, "PRAGMA journal_mode")).toEqual([expect.objectContaining({ journal_mode: "delete" })]);
    expect(await rows(url, "select kind, file, location, bytes, taken_at from backups")).toEqual([
      expect.objectContaining({ kind: "snapshot", file: "shop-2026-11-27T08-00-00Z.db", location: dir, bytes: result.bytes, taken_at: now.getTime() }),
    ]);

    // One per second: the same second again is refused, and leaves nothing behind.
    await expect(takeBackup({ databaseUrl: url, now, ...KEEP })).rejects.toThrow(/already exists: one backup per second/);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it("deletes the backups the retention rule drops, with their photos, and what a failed backup left, and leaves other files alone", async () => {
    const { folder, url, client } = await shop("retention");
    client.close();
    const dir = join(root, "retention-elsewhere");
    mkdirSync(dir);
    const old = ["2026-11-27T02-00-00Z", "2026-11-26T08-00-00Z", "2026-11-12T08-00-00Z", "2026-11-10T08-00-00Z", "2025-06-01T08-00-00Z"];
    for (const time of old) {
      writeFileSync(join(dir, `shop-${time}.db`), "older snapshot");
      mkdirSync(join(dir, `shop-${time}.images`));
    }
    writeFileSync(join(dir, "notes.txt"), "the operator's own file");
    // A backup killed half-way two days ago: its temporary files, and photos whose snapshot never got its name.
    writeFileSync(join(dir, "shop-2026-11-25T08-00-00Z.db.4242.tmp"), "partial");
    mkdirSync(join(dir, "shop-2026-11-25T08-00-00Z.images.4242.tmp"));
    mkdirSync(join(dir, "shop-2026-11-24T08-00-00Z.images"));
    const twoDaysAgo = new Date("2026-11-25T08:00:00Z");
    utimesSync(join(dir, "shop-2026-11-25T08-00-00Z.db.4242.tmp"), twoDaysAgo, twoDaysAgo);
    utimesSync(join(dir, "shop-2026-11-25T08-00-00Z.images.4242.tmp"), twoDaysAgo, twoDaysAgo);
    // …and one that is running now (a minute old): left alone.
    writeFileSync(join(dir, "shop-2026-11-27T07-59-00Z.db.4343.tmp"), "in progress");
    const aMinuteAgo = new Date("2026-11-27T07:59:00Z");
    utimesSync(join(dir, "shop-2026-11-27T07-59-00Z.db.4343.tmp"), aMinuteAgo, aMinuteAgo);
    const result = await takeBackup({ databaseUrl: url, dir, now: new Date("2026-11-27T08:00:00Z"), keepDaily: 7, keepWeekly: 4 });
    expect(result.deleted.sort()).toEqual(["shop-2025-06-01T08-00-00Z.db", "shop-2026-11-10T08-00-00Z.db", "shop-2026-11-27T02-00-00Z.db"]);
    expect(readdirSync(dir).sort()).toEqual([
      "notes.txt",
      "shop-2026-11-12T08-00-00Z.db",
      "shop-2026-11-12T08-00-00Z.images",
      "shop-2026-11-26T08-00-00Z.db",
      "shop-2026-11-26T08-00-00Z.images",
      "shop-2026-11-27T07-59-00Z.db.4343.tmp",
      "shop-2026-11-27T08-00-00Z.db",
      "shop-2026-11-27T08-00-00Z.images",
    ]);
    expect(existsSync(join(folder, "backups"))).toBe(false);
  });

  it("refuses a Turso database, pointing to its point-in-time restore, and a missing file", async () => {
    await expect(takeBackup({ databaseUrl: "libsql://shop-acme.turso.io", ...KEEP })).rejects.toThrow(/point-in-time restore/);
    await expect(takeBackup({ databaseUrl: "libsql://shop-acme.turso.io", ...KEEP })).rejects.toBeInstanceOf(BackupRefused);
    await expect(takeBackup({ databaseUrl: `file:${join(root, "nowhere", "shop.db")}`, ...KEEP })).rejects.toThrow(/There is no database at/);
  });
});

describe("the server's own backups (BACKUP_INTERVAL_HOURS)", () => {
  it("takes one when due, and a failure is logged without throwing", async () => {
    const { folder, url, client } = await shop("scheduled");
    client.close();
    const env = parseEnv({ DATABASE_URL: url, BACKUP_INTERVAL_HOURS: "6" });
    const stop = scheduleBackups(env, { startDelayMs: 20 });
    try {
      await vi.waitFor(() => expect(readdirSync(join(folder, "backups")).filter((name) => name.endsWith(".db"))).toHaveLength(1), { timeout: 15_000, interval: 50 });
    } finally {
      stop();
    }

    const lines: string[] = [];
    const logger = jsonLogger("info", (line) => lines.push(line));
    const broken = scheduleBackups(parseEnv({ DATABASE_URL: `file:${join(root, "gone", "shop.db")}`, BACKUP_INTERVAL_HOURS: "1" }), { startDelayMs: 20, logger });
    try {
      await vi.waitFor(() => expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ level: "error", msg: "scheduled backup failed", err: expect.objectContaining({ type: BackupRefused.name }) })), { timeout: 15_000, interval: 50 });
    } finally {
      broken();
    }
  });

  it("does nothing when unset, and says why it does nothing for Turso", () => {
    const lines: string[] = [];
    const logger = jsonLogger("info", (line) => lines.push(line));
    scheduleBackups(parseEnv({}), { logger })();
    expect(lines).toEqual([]);
    scheduleBackups(parseEnv({ DATABASE_URL: "libsql://shop-acme.turso.io", BACKUP_INTERVAL_HOURS: "1" }), { logger })();
    expect(lines.join("")).toMatch(/BACKUP_INTERVAL_HOURS is ignored: the database is on Turso/);
  });
});

describe("npm run backup", () => {
  it("exits 1 with a reason on a refusal", () => {
    const run = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", ...args], { encoding: "utf8", env: { ...process.env, ...env } });
    const turso = run([], { DATABASE_URL: "libsql://shop-acme.turso.io" });
    expect(turso.status).toBe(1);
    expect(turso.stderr).toMatch(/Turso's point-in-time restore/);
    const usage = run(["--remote"]);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/--remote goes with --d1 NAME/);
  });
});

describe("npm run backup -- --d1", () => {
  it("exports every table but the FTS5 search tables wrangler refuses, their shadow tables and the internal ones", () => {
    const tables = [
      { name: "d1_migrations", sql: "CREATE TABLE d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE)" },
      { name: "_cf_METADATA", sql: "CREATE TABLE _cf_METADATA (key INTEGER PRIMARY KEY, value BLOB)" },
      { name: "sqlite_sequence", sql: "CREATE TABLE sqlite_sequence(name,seq)" },
      { name: "fragrances", sql: "CREATE TABLE `fragrances` (`id` integer PRIMARY KEY)" },
      { name: "fragrance_search", sql: "CREATE VIRTUAL TABLE `fragrance_search` USING fts5(name, tokenize = 'trigram')" },
      ...["data", "idx", "content", "docsize", "config"].map((suffix) => ({ name: `fragrance_search_${suffix}`, sql: `CREATE TABLE 'fragrance_search_${suffix}'(id INTEGER PRIMARY KEY, block BLOB)` })),
      { name: "fragrance_vocabulary", sql: "CREATE VIRTUAL TABLE `fragrance_vocabulary` USING fts5vocab(fragrance_words, 'row')" },
      { name: "orders", sql: "CREATE TABLE `orders` (`id` integer PRIMARY KEY)" },
    ];
    expect(exportableTables(tables)).toEqual(["d1_migrations", "fragrances", "orders"]);
  });
});
