import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";

// A counter in app_meta that every write changing what the catalogue shows
// (a fragrance created, edited or deleted; a review approved, unpublished or
// deleted) moves on, in the same batch as the write. The page cache keys its
// entries on it (docs/decisions/0025), so an edit retires every cached page at
// once, in every Node process and Workers location, without a purge walk.
const KEY = "catalogue_version";

/** The current version ("0" before the first catalogue write): one primary-key read. */
export async function readCatalogueVersion({ db }: { db: Db }): Promise<string> {
  const row = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY)).get();
  return row?.value ?? "0";
}

/** The statement that moves the version on; put it in the write's `runBatch`. */
export function bumpCatalogueVersion({ db }: { db: Db }) {
  return db
    .insert(appMeta)
    .values({ key: KEY, value: "1" })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`cast(cast(${appMeta.value} as integer) + 1 as text)` } });
}
