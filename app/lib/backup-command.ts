// The command lines of `npm run backup` and `npm run restore` (issue 37),
// read into plain values or a usage message, so the scripts (scripts/backup.ts,
// scripts/restore.ts) do nothing before the whole line has been understood.
import { parseArgs, type ParseArgsConfig } from "node:util";

export const BACKUP_USAGE = [
  "Usage: npm run backup                      snapshot of DATABASE_URL's file and its photos into BACKUP_DIR (default: backups/ beside the database)",
  "       npm run backup -- --dir FOLDER      …into FOLDER",
  "       npm run backup -- --d1 NAME [--remote] [--dir FOLDER]",
  "                                           export of the D1 database NAME (wrangler's local one unless --remote) as SQL",
].join("\n");

export const RESTORE_USAGE = [
  "Usage: npm run restore -- FILE [--to DATABASE_URL]",
  "       FILE: a snapshot written by npm run backup (shop-….db; its shop-….images folder beside it comes along).",
  "       --to: the database to replace (default: DATABASE_URL, else file:./data/shop.db). The server must be stopped.",
].join("\n");

export type BackupCommand =
  | { ok: true; target: "file"; dir?: string }
  | { ok: true; target: "d1"; database: string; remote: boolean; dir?: string }
  | { ok: false; message: string };

export type RestoreCommand = { ok: true; file: string; to?: string } | { ok: false; message: string };

/** parseArgs, with its error (an unknown option, a missing value) as a message. */
function parse<const T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> | string {
  try {
    return parseArgs(config);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const blank = (value: string | undefined) => value !== undefined && value.trim() === "";

export function parseBackupCommand(args: string[]): BackupCommand {
  const parsed = parse({
    args,
    options: { dir: { type: "string" }, d1: { type: "string" }, remote: { type: "boolean", default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (typeof parsed === "string") return { ok: false, message: `${parsed}\n${BACKUP_USAGE}` };
  const { values, positionals } = parsed;
  if (positionals.length > 0) return { ok: false, message: `Unexpected argument: ${positionals[0]}\n${BACKUP_USAGE}` };
  if (blank(values.dir)) return { ok: false, message: `--dir needs a folder.\n${BACKUP_USAGE}` };
  if (values.d1 === undefined) {
    if (values.remote) return { ok: false, message: `--remote goes with --d1 NAME (the embedded database is always local).\n${BACKUP_USAGE}` };
    return { ok: true, target: "file", dir: values.dir };
  }
  // wrangler.toml's database_name: letters, digits, '-' and '_' (it is also part of the file name).
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(values.d1)) {
    return { ok: false, message: `--d1 needs the D1 database's name from wrangler.toml (letters, digits, - and _), not "${values.d1}".\n${BACKUP_USAGE}` };
  }
  return { ok: true, target: "d1", database: values.d1, remote: values.remote ?? false, dir: values.dir };
}

export function parseRestoreCommand(args: string[]): RestoreCommand {
  const parsed = parse({ args, options: { to: { type: "string" } }, allowPositionals: true, strict: true });
  if (typeof parsed === "string") return { ok: false, message: `${parsed}\n${RESTORE_USAGE}` };
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || blank(positionals[0])) {
    return { ok: false, message: `${positionals.length === 0 ? "Name the backup file to restore." : "Name one backup file."}\n${RESTORE_USAGE}` };
  }
  if (blank(values.to)) return { ok: false, message: `--to needs a database URL such as file:./data/shop.db.\n${RESTORE_USAGE}` };
  // A bare path is taken as the file it names.
  const to = values.to === undefined || /^[a-z][a-z0-9+.-]+:/i.test(values.to) ? values.to : `file:${values.to}`;
  return { ok: true, file: positionals[0]!, to };
}
