import { sql } from "drizzle-orm";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createDb, databaseFilePath, DEFAULT_DATABASE_URL, type Db } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed/seed";

/** The embedded database lives in a file whose folder may not exist yet. */
function ensureFileFolder(url: string) {
  const path = databaseFilePath(url);
  if (path) mkdirSync(dirname(path), { recursive: true });
}

/** Opens the database, applies migrations and seeds the catalogue once. */
export async function setupDatabase({
  url = DEFAULT_DATABASE_URL,
  authToken,
  seed = true,
}: {
  url?: string;
  authToken?: string;
  seed?: boolean;
}): Promise<{ db: Db; seeded: boolean }> {
  ensureFileFolder(url);
  const db = createDb({ url, authToken });
  // Write-ahead log: readers (every page) never wait for a writer, such as an
  // admin script, and vice versa; the mode is stored in the file, so this is a
  // no-op after the first start. See docs/decisions/0011.
  if (databaseFilePath(url)) await db.run(sql`PRAGMA journal_mode = WAL`);
  await migrateDatabase(db);
  const { seeded } = seed ? await seedDatabase(db) : { seeded: false };
  return { db, seeded };
}
