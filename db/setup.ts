import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createDb, DEFAULT_DATABASE_URL, type Db } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed/seed";

/** The embedded database lives in a file whose folder may not exist yet. */
function ensureFileFolder(url: string) {
  if (!url.startsWith("file:")) return;
  const path = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  if (path && path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
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
  await migrateDatabase(db);
  const { seeded } = seed ? await seedDatabase(db) : { seeded: false };
  return { db, seeded };
}
