// npm run backup [-- --dir FOLDER]
//   A consistent snapshot of the embedded database (DATABASE_URL, default
//   ./data/shop.db) and its uploaded photos into BACKUP_DIR (default backups/
//   beside the database), safe while the server takes orders; then the
//   retention rule (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY) deletes old ones.
// npm run backup -- --d1 NAME [--remote] [--dir FOLDER]
//   A D1 database's export through wrangler (local unless --remote).
// A Turso URL is refused with the way to restore Turso (point-in-time restore).
// Every refusal prints why and exits 1.
import { join } from "node:path";
import { parseBackupCommand } from "../app/lib/backup-command";
import { parseEnv, SettingsError } from "../app/lib/settings.server";
import { BackupRefused, takeBackup } from "../server/backup";
import { exportD1 } from "./d1-export";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const command = parseBackupCommand(process.argv.slice(2));
  if (!command.ok) {
    console.error(command.message);
    process.exit(1);
  }
  const env = parseEnv(process.env);
  const { keepDaily, keepWeekly } = env.backups;
  if (command.target === "d1") {
    const dir = command.dir ?? env.backups.dir ?? join("data", "backups");
    const result = await exportD1({ database: command.database, remote: command.remote, dir, keepDaily, keepWeekly });
    console.log(`Exported D1 database ${command.database} (${command.remote ? "remote" : "local"}) to ${result.file} (${megabytes(result.bytes)}, ${result.durationMs} ms).`);
    if (result.deleted.length) console.log(`Deleted older exports: ${result.deleted.join(", ")}`);
    return;
  }
  const result = await takeBackup({ databaseUrl: env.database.url, dir: command.dir ?? env.backups.dir, keepDaily, keepWeekly });
  console.log(`Backed up the database to ${result.file} (${megabytes(result.bytes)}, ${result.durationMs} ms).`);
  console.log(result.photos ? `Photos: ${result.photoFiles} files in ${result.photos}` : "Photos: none uploaded.");
  if (result.deleted.length) console.log(`Deleted older backups: ${result.deleted.join(", ")}`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
