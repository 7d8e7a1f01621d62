import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SHIPPED_MIGRATIONS } from "../../db/shipped-migrations";
import { countAppliedMigrations } from "../lib/readiness";

/** Throws when the database does not answer. */
export async function pingDatabase({ db }: { db: Db }) {
  await db.run(sql`select 1`);
}

/**
 * What the database recorded as applied: wrangler (D1) keeps the migration
 * files' names in `d1_migrations`; drizzle's migrator (Node's embedded file,
 * Turso) keeps each migration's timestamp in `__drizzle_migrations`.
 */
async function readAppliedMigrations({ db }: { db: Db }): Promise<{ kind: "d1"; names: string[] } | { kind: "drizzle"; timestamps: number[] }> {
  const tables = await db.all<{ name: string }>(
    sql`select name from sqlite_master where type = 'table' and name in ('d1_migrations', '__drizzle_migrations')`,
  );
  if (tables.some((table) => table.name === "d1_migrations")) {
    const rows = await db.all<{ name: string }>(sql`select name from d1_migrations`);
    return { kind: "d1", names: rows.map((row) => row.name) };
  }
  if (!tables.some((table) => table.name === "__drizzle_migrations")) return { kind: "drizzle", timestamps: [] };
  const rows = await db.all<{ created_at: number | string }>(sql`select created_at from __drizzle_migrations`);
  return { kind: "drizzle", timestamps: rows.map((row) => Number(row.created_at)) };
}

/** How many of the migrations this build ships the database has applied, and how many it ships. */
export async function migrationStatus({ db }: { db: Db }) {
  return { applied: countAppliedMigrations(SHIPPED_MIGRATIONS, await readAppliedMigrations({ db })), expected: SHIPPED_MIGRATIONS.length };
}

/**
 * The database's size in bytes, or null where it cannot be read. D1 reports
 * it with every result (`meta.size_after`); SQLite (the embedded file, Turso)
 * answers page_count × page_size.
 */
export async function databaseSizeBytes({ db }: { db: Db }): Promise<number | null> {
  try {
    const result = (await db.run(sql`select 1`)) as unknown as { meta?: { size_after?: unknown } } | undefined;
    if (typeof result?.meta?.size_after === "number") return result.meta.size_after;
    const row = await db.get<{ bytes: number | string | null }>(sql`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`);
    return row?.bytes == null ? null : Number(row.bytes);
  } catch (error) {
    console.error("database size: could not be read", error);
    return null;
  }
}
