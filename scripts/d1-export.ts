// The D1 half of `npm run backup` (issue 37): D1 lives behind Cloudflare (or
// in wrangler's local store), so the export is wrangler's own
// (`wrangler d1 export NAME --output FILE --local|--remote`): the schema and
// every row as SQL, which `wrangler d1 execute NAME --file FILE` loads into an
// empty database. To go back in time on the deployed database itself, D1's
// Time Travel needs no export at all (README, "Backups and restore").
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { backupFileName } from "../app/lib/backup-retention";
import { sqlLiteral } from "../db/sql-literal";
import { applyRetention, BackupRefused } from "../server/backup";
import { WRANGLER, WRANGLER_ENV, wranglerExecute } from "./d1-admin";

export type D1ExportResult = { file: string; bytes: number; durationMs: number; deleted: string[]; recorded: boolean; tables: number };

/** FTS5's own storage beside each full-text table (`<name>_data`, `_idx`, `_content`, `_docsize`, `_config`). */
const FTS5_SHADOWS = ["data", "idx", "content", "docsize", "config"];

/**
 * The tables wrangler can export. D1's export refuses a database with virtual
 * tables ("cannot export databases with Virtual Tables (fts5)"), and the shop
 * has its search index in FTS5 tables (migrations 0002, 0005), so the export
 * names every other table: the search tables, their shadow tables and
 * SQLite's and Cloudflare's internal ones (`sqlite_*`, `_cf_*`) are left out.
 * The search index is derived from `fragrances` and rebuilt from it.
 */
export function exportableTables(tables: { name: string; sql: string | null }[]): string[] {
  const virtual = tables.filter((table) => /^\s*create\s+virtual\s+table/i.test(table.sql ?? "")).map((table) => table.name);
  const shadows = new Set(virtual.flatMap((name) => FTS5_SHADOWS.map((suffix) => `${name}_${suffix}`)));
  return tables
    .map((table) => table.name)
    .filter((name) => !virtual.includes(name) && !shadows.has(name) && !name.startsWith("sqlite_") && !name.startsWith("_cf_"));
}

export async function exportD1({
  database,
  remote,
  dir,
  keepDaily,
  keepWeekly,
  now = new Date(),
  cwd,
}: {
  database: string;
  remote: boolean;
  dir: string;
  keepDaily: number;
  keepWeekly: number;
  now?: Date;
  /** Where wrangler runs (its wrangler.toml and local `.wrangler/state`); tests use a folder of their own. */
  cwd?: string;
}): Promise<D1ExportResult> {
  const target = { database, remote, persistTo: cwd && !remote ? join(cwd, ".wrangler", "state") : undefined };
  const folder = resolve(dir);
  await mkdir(folder, { recursive: true });
  const kind = { stem: `d1-${database}`, extension: "sql" };
  const name = backupFileName(now, kind);
  const file = join(folder, name);
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: one export per second.`);
  // wrangler writes the file as it reads; it gets its final name only once wrangler says it is done.
  const partial = `${file}.${process.pid}.tmp`;
  const started = performance.now();
  const tables = exportableTables(wranglerExecute(target, "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name;") as { name: string; sql: string | null }[]);
  if (tables.length === 0) throw new BackupRefused(`The D1 database ${database} has no tables to export (is it migrated?).`);
  try {
    const args = [WRANGLER, "d1", "export", database, remote ? "--remote" : "--local", "--output", partial, "--skip-confirmation", ...tables.flatMap((table) => ["--table", table])];
    const result = spawnSync(process.execPath, args, { cwd, encoding: "utf8", env: WRANGLER_ENV, stdio: ["ignore", "pipe", "pipe"] });
    if (result.status !== 0 || !existsSync(partial)) {
      const reason = (result.error?.message || `${result.stdout}\n${result.stderr}`).trim().split("\n").slice(-6).join("\n");
      throw new BackupRefused(`wrangler d1 export ${database} ${remote ? "--remote" : "--local"} failed:\n${reason}`);
    }
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  const bytes = (await stat(file)).size;
  const durationMs = Math.round(performance.now() - started);
  // The row goes into the exported database itself, where /admin/system reads it; an unmigrated one simply has no record.
  let recorded = true;
  try {
    wranglerExecute(
      target,
      `INSERT INTO backups (kind, file, location, bytes, duration_ms, taken_at) VALUES ('d1-export', ${sqlLiteral(name)}, ${sqlLiteral(folder)}, ${bytes}, ${durationMs}, ${sqlLiteral(now)});`,
    );
  } catch (error) {
    recorded = false;
    console.error(`The export is complete, but it could not be recorded in the backups table: ${error instanceof Error ? error.message : error}`);
  }
  const deleted = await applyRetention(folder, { now, keepDaily, keepWeekly }, kind);
  return { file, bytes, durationMs, deleted, recorded, tables: tables.length };
}
