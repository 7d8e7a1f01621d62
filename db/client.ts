import { createClient, type Client } from "@libsql/client";
import type { D1Database } from "@cloudflare/workers-types";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle as drizzleLibsql, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { BatchItem } from "drizzle-orm/batch";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { retryOnBusy } from "./d1-busy-retry";
import * as schema from "./schema";

export { schema };

/** What every model receives: the embedded file, Turso and D1 all look alike. */
export type Db = BaseSQLiteDatabase<"async", unknown, typeof schema>;

export const DEFAULT_DATABASE_URL = "file:./data/shop.db";

/**
 * How long a statement on the embedded file waits for another connection's
 * write (say `npm run admin:create` while the server runs) before failing with
 * SQLITE_BUSY. Without it SQLite fails at once. The wait is synchronous in the
 * embedded driver, so write transactions elsewhere must stay short (they do:
 * every write here is one batch). See docs/decisions/0011.
 */
export const BUSY_TIMEOUT_MS = 5000;

/** The embedded database (file:), as opposed to Turso over the network. */
export function isFileUrl(url: string) {
  return url.startsWith("file:");
}

/** The embedded database's file path (`file:./data/shop.db` → `./data/shop.db`); null for Turso or `:memory:`. */
export function databaseFilePath(url: string): string | null {
  if (!isFileUrl(url)) return null;
  const path = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  return path && !path.startsWith(":memory:") ? path : null;
}

export type DatabaseSettings = {
  /** A Cloudflare D1 binding; wins when present. */
  d1?: D1Database;
  /** file: (embedded, the default) or libsql:// / https:// (Turso). */
  url?: string;
  authToken?: string;
};

export function createDb(settings: DatabaseSettings = {}): Db {
  // Statements that meet another connection's lock are asked again (db/d1-busy-retry.ts).
  if (settings.d1) return drizzleD1(retryOnBusy(settings.d1), { schema });
  const url = settings.url || DEFAULT_DATABASE_URL;
  if (!isFileUrl(url)) return drizzleLibsql(createClient({ url, authToken: settings.authToken || undefined }), { schema });
  const client = createClient({
    url,
    timeout: BUSY_TIMEOUT_MS,
    // The embedded driver runs every statement synchronously on the calling
    // thread, so a pool of connections adds no parallelism; one connection
    // lets the setting below hold for every statement of this process.
    concurrency: 1,
  });
  // In WAL mode (db/setup.ts) NORMAL syncs the log at checkpoints instead of
  // at every commit: a commit no longer blocks the event loop on fsync (5.4 ms
  // → 0.45 ms per write batch here), and a killed process still loses nothing
  // committed; only a power cut may lose the last commits. docs/decisions/0017.
  // Queued first on the one connection, so it runs before any other statement.
  client.execute("PRAGMA synchronous = NORMAL").catch((error: unknown) => console.error("PRAGMA synchronous failed", error));
  return drizzleLibsql(client, { schema });
}

/** A connection opened for one job (the restore's private copy) as the Db that models and migrations take. */
export function libsqlDb(client: Client): Db {
  return drizzleLibsql(client, { schema });
}

export type BatchStatements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/**
 * Several writes that must land together. D1 has no interactive transactions,
 * so multi-statement writes go through batch() on every driver.
 */
export async function runBatch(db: Db, items: BatchStatements) {
  // Both drivers implement batch() with the same shape; the base type lacks it.
  const batchable = db as unknown as LibSQLDatabase<typeof schema>;
  return batchable.batch(items);
}
