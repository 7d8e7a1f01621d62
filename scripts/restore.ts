// npm run restore -- FILE [--to DATABASE_URL]
//   Replaces the embedded database (--to, else DATABASE_URL, else
//   ./data/shop.db) with a snapshot from `npm run backup`, and its photos with
//   the snapshot's. Refuses, changing nothing and exiting 1, while anything has
//   the database open (stop the server first), when the file is not an intact
//   shop database, or was written by a newer release. The snapshot is migrated
//   forward to this release; the replaced database and photos are kept beside
//   them under a `.before-restore-<time>` name.
import { parseRestoreCommand } from "../app/lib/backup-command";
import { parseEnv, SettingsError } from "../app/lib/settings.server";
import { DEFAULT_DATABASE_URL } from "../db/client";
import { BackupRefused } from "../server/backup";
import { restoreBackup } from "../server/restore";

async function main() {
  const command = parseRestoreCommand(process.argv.slice(2));
  if (!command.ok) {
    console.error(command.message);
    process.exit(1);
  }
  const databaseUrl = command.to ?? parseEnv(process.env).database.url ?? DEFAULT_DATABASE_URL;
  const result = await restoreBackup({ file: command.file, databaseUrl });
  console.log(`Restored ${command.file} into ${result.database}.`);
  console.log(result.migrationsApplied ? `Applied ${result.migrationsApplied} migration(s) to bring it up to this release.` : "It was already up to this release's schema.");
  console.log(`Photos: ${result.photoFiles} files.`);
  if (result.setAside) console.log(`The database it replaced is kept as ${result.setAside}; delete it once the shop looks right.`);
  console.log("Start the server.");
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
