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

export type D1ExportResult = { file: string; bytes: number; durationMs: number; deleted: string[]; recorded: boolean };

export async function exportD1({
  database,
  remote,
  dir,
  keepDaily,
  keepWeekly,
  now = new Date(),
}: {
  database: string;
  remote: boolean;
  dir: string;
  keepDaily: number;
  keepWeekly: number;
  now?: Date;
}): Promise<D1ExportResult> {
  const folder = resolve(dir);
  await mkdir(folder, { recursive: true });
  const kind = { stem: `d1-${database}`, extension: "sql" };
  const name = backupFileName(now, kind);
  const file = join(folder, name);
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: one export per second.`);
  // wrangler writes the file as it reads; it gets its final name only once wrangler says it is done.
  const partial = `${file}.${process.pid}.tmp`;
  const started = performance.now();
  try {
    const result = spawnSync(process.execPath, [WRANGLER, "d1", "export", database, remote ? "--remote" : "--local", "--output", partial, "--skip-confirmation"], {
      encoding: "utf8",
      env: WRANGLER_ENV,
      stdio: ["ignore", "pipe", "pipe"],
    });
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
      { database, remote },
      `INSERT INTO backups (kind, file, location, bytes, duration_ms, taken_at) VALUES ('d1-export', ${sqlLiteral(name)}, ${sqlLiteral(folder)}, ${bytes}, ${durationMs}, ${sqlLiteral(now)});`,
    );
  } catch (error) {
    recorded = false;
    console.error(`The export is complete, but it could not be recorded in the backups table: ${error instanceof Error ? error.message : error}`);
  }
  const deleted = await applyRetention(folder, { now, keepDaily, keepWeekly }, kind);
  return { file, bytes, durationMs, deleted, recorded };
}
