import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/libsql/migrator";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type { Db } from "./client";

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies committed drizzle-kit migrations (Node: embedded file or Turso). */
export async function migrateDatabase(db: Db) {
  await migrate(db as unknown as LibSQLDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
}
