// `npm run restore`'s work (server/restore.ts) on real libSQL files: it puts a
// snapshot and its photos back, migrates an older one forward, and refuses,
// changing nothing, a damaged file, another database, one from a newer
// release, and a database a running process has open.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { migrateDatabase, MIGRATIONS_FOLDER } from "../../db/migrate";
import { setupDatabase } from "../../db/setup";
import { takeBackup } from "../../server/backup";
import { restoreBackup } from "../../server/restore";
import { releaseClosedConnections } from "../support/release-connections";

const root = mkdtempSync(join(tmpdir(), "onbrand-restore-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const KEEP = { keepDaily: 7, keepWeekly: 4 };
let counter = 0;

/** One statement on a connection of its own, closed (and let go of, see release-connections.ts) afterwards. */
async function query(url: string, sql: string) {
  const client = createClient({ url });
  try {
    return (await client.execute(sql)).rows;
  } finally {
    client.close();
    await releaseClosedConnections();
  }
}

/** A seeded shop with a photo, backed up; its connection is closed again (the server is stopped). */
async function backedUpShop() {
  const folder = join(root, `shop-${(counter += 1)}`);
  const url = `file:${join(folder, "shop.db")}`;
  const { db } = await setupDatabase({ url });
  mkdirSync(join(folder, "images", "fragrances", "3"), { recursive: true });
  writeFileSync(join(folder, "images", "fragrances", "3", "photo-old-400.webp"), "in the backup");
  await query(url, "insert into app_meta (key, value) values ('before-backup', '1')");
  const backup = await takeBackup({ databaseUrl: url, now: new Date(Date.UTC(2026, 10, 27, 8, 0, counter)), ...KEEP });
  (db as unknown as { $client: { close(): void } }).$client.close();
  await releaseClosedConnections();
  return { folder, url, file: backup.file };
}

const fingerprint = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
/** Nothing half-written: no temporary file left beside the target. */
const leftovers = (folder: string) => readdirSync(folder).filter((name) => name.includes(".restore-") || name.endsWith(".tmp"));

describe("restoreBackup", () => {
  it("replaces a stopped shop's database and photos with the snapshot's, keeping the old ones aside", async () => {
    const { folder, url, file } = await backedUpShop();
    // After the backup: a row and a photo the restore must take away again.
    await query(url, "insert into app_meta (key, value) values ('after-backup', '1')");
    writeFileSync(join(folder, "images", "fragrances", "3", "photo-new-400.webp"), "after the backup");

    const result = await restoreBackup({ file, databaseUrl: url, now: new Date("2026-11-28T09:00:00Z") });
    await releaseClosedConnections();
    expect(result).toMatchObject({ database: join(folder, "shop.db"), setAside: join(folder, "shop.before-restore-2026-11-28T09-00-00Z.db"), photoFiles: 1, migrationsApplied: 0 });
    expect(await query(url, "select key from app_meta where key in ('before-backup', 'after-backup')")).toEqual([expect.objectContaining({ key: "before-backup" })]);
    expect(readdirSync(join(folder, "images", "fragrances", "3"))).toEqual(["photo-old-400.webp"]);
    expect(readdirSync(join(folder, "images.before-restore-2026-11-28T09-00-00Z", "fragrances", "3")).sort()).toEqual(["photo-new-400.webp", "photo-old-400.webp"]);
    expect(await query(`file:${result.setAside}`, "select count(*) as n from app_meta where key = 'after-backup'")).toEqual([expect.objectContaining({ n: 1 })]);
    expect(leftovers(folder)).toEqual([]);
    // The server starts on it as on any database.
    await setupDatabase({ url });
  });

  it("migrates a snapshot taken by an older release (at migration 0012) forward", async () => {
    // An older release's database: only the migrations up to 0012 in its folder.
    const older = join(root, "migrations-0012");
    cpSync(MIGRATIONS_FOLDER, older, { recursive: true });
    const journalFile = join(older, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const newer = journal.entries.filter((entry) => entry.tag >= "0013").length;
    journal.entries = journal.entries.filter((entry) => entry.tag < "0013");
    writeFileSync(journalFile, JSON.stringify(journal));
    const file = join(root, "shop-0012.db");
    const db = createDb({ url: `file:${file}` });
    await migrateDatabase(db, older);
    (db as unknown as { $client: { close(): void } }).$client.close();
    await query(`file:${file}`, "insert into app_meta (key, value) values ('from-0012', 'kept')");
    expect(await query(`file:${file}`, "select name from sqlite_master where name = 'backups'")).toEqual([]);

    const target = `file:${join(root, "migrated", "shop.db")}`;
    const result = await restoreBackup({ file, databaseUrl: target });
    // 0013 (the backups table among others) and every one since.
    expect(result).toMatchObject({ migrationsApplied: newer, setAside: null, photoFiles: 0 });
    expect(newer).toBeGreaterThanOrEqual(2);
    expect(await query(target, "select name from sqlite_master where name = 'backups'")).toHaveLength(1);
    expect(await query(target, "select value from app_meta where key = 'from-0012'")).toEqual([expect.objectContaining({ value: "kept" })]);
    // The backup itself is never written to.
    expect(await query(`file:${file}`, "select name from sqlite_master where name = 'backups'")).toEqual([]);
  });

  it("refuses, changing nothing, a damaged file, a file that is no database, another database and one from a newer release", async () => {
    const { folder, url, file } = await backedUpShop();
    const before = fingerprint(join(folder, "shop.db"));
    const damaged = join(root, "damaged.db");
    const bytes = readFileSync(file);
    // Scribble over the middle pages (b-tree pages of the catalogue), keeping the header intact.
    bytes.fill(0x5a, 8 * 4096, 40 * 4096);
    writeFileSync(damaged, bytes);
    const text = join(root, "notes.db");
    writeFileSync(text, "not a database at all");
    const other = join(root, "other.db");
    await query(`file:${other}`, "create table things (id integer primary key)");
    const newer = join(root, "newer.db");
    writeFileSync(newer, readFileSync(file));
    await query(`file:${newer}`, "insert into __drizzle_migrations (hash, created_at) values ('from-the-future', 4102444800000)");

    const refusals: [string, RegExp][] = [
      [damaged, /is damaged \(PRAGMA integrity_check|is not a readable SQLite database/],
      [text, /is not a readable SQLite database/],
      [other, /is not a backup of this shop \(no __drizzle_migrations, users, fragrances, orders, order_items table\)/],
      [newer, /written by a newer release/],
      [join(root, "missing.db"), /There is no backup file at/],
    ];
    for (const [candidate, message] of refusals) {
      await expect(restoreBackup({ file: candidate, databaseUrl: url }), candidate).rejects.toThrow(message);
    }
    expect(fingerprint(join(folder, "shop.db"))).toBe(before);
    expect(readFileSync(join(folder, "images", "fragrances", "3", "photo-old-400.webp"), "utf8")).toBe("in the backup");
    expect(leftovers(folder)).toEqual([]);
    await expect(restoreBackup({ file, databaseUrl: "libsql://shop-acme.turso.io" })).rejects.toThrow(/point-in-time restore/);
  });

  it("refuses while another process has the database open, and goes ahead once it has stopped (even killed)", async () => {
    const { folder, url, file } = await backedUpShop();
    // A stand-in for a server: another process with the database open in WAL mode, idle.
    const holder = spawn(
      process.execPath,
      ["--input-type=module", "-e", `import { createClient } from "@libsql/client"; const c = createClient({ url: ${JSON.stringify(url)} }); await c.execute("select count(*) from orders"); console.log("open"); setInterval(() => {}, 1000);`],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));
    const before = fingerprint(join(folder, "shop.db"));
    await expect(restoreBackup({ file, databaseUrl: url })).rejects.toThrow(/is in use .* Stop the server, then run the restore again\. Nothing was changed\./);
    expect(fingerprint(join(folder, "shop.db"))).toBe(before);
    expect(leftovers(folder)).toEqual([]);

    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    // The refused attempt's own connection, closed, must not be what holds the file now.
    await releaseClosedConnections();
    await expect(restoreBackup({ file, databaseUrl: url })).resolves.toMatchObject({ database: join(folder, "shop.db") });
    expect(existsSync(join(folder, "shop.db-wal"))).toBe(false);
  });
});

describe("npm run restore", () => {
  it("exits 1 with the reason on a refusal, 0 with what it did", async () => {
    const { folder, file } = await backedUpShop();
    const run = (args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "scripts/restore.ts", ...args], { encoding: "utf8" });
    const refused = run([join(root, "nothing-here.db"), "--to", join(folder, "shop.db")]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/There is no backup file at/);
    const usage = run([]);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/Name the backup file to restore/);
    const restored = run([file, "--to", join(root, "cli-target", "shop.db")]);
    expect(restored.stdout).toMatch(/Restored .* into .*cli-target\/shop\.db/);
    expect(restored.status).toBe(0);
  });
});
