import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/libsql/migrator";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type { Db } from "./client";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

/**
 * Applies committed drizzle-kit migrations (Node: embedded file or Turso).
 * `migrationsFolder` is for tests that build a database as an older release
 * left it (a folder holding the first migrations only).
 */
export async function migrateDatabase(db: Db, migrationsFolder = MIGRATIONS_FOLDER) {
  await migrate(db as unknown as LibSQLDatabase, { migrationsFolder });
}

/**
 * The newest migration this code knows, as drizzle records it in
 * `__drizzle_migrations.created_at` (the journal's `when`): a database whose
 * newest row is later was written by a newer release.
 */
export function newestMigrationMillis(migrationsFolder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}
