import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, fragrances } from "../../db/schema";
import { deriveFragranceColumns } from "../lib/fragrance-derived";
import type { AdminFragranceSort } from "../lib/admin-fragrance-search-schema";
import type { FragranceInput, FragrancePatch } from "../lib/fragrance-schema";
import { searchWords } from "../lib/search-words";
import type { Gender } from "../lib/site";
import { bumpCatalogueVersion } from "./catalogue-version.server";
import { publicFragranceColumns, type PublicFragrance } from "./fragrance.server";
import { prepareSearch, searchCondition } from "./search-engine.server";

// Admin writes to the catalogue. Each change lands together with its audit row
// in one batch (D1 has no transactions), and the derived brand/season/search
// columns are recomputed from the full row on every write.

export type AdminWriteResult =
  | { ok: true; fragrance: PublicFragrance }
  | { ok: false; reason: "duplicate-name" | "not-found" };

function isDuplicateName(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error) + String((error as { cause?: unknown })?.cause ?? "");
  return /UNIQUE constraint failed: fragrances\.name/i.test(text) || text.includes("fragrances_name_unique");
}

function columnsFor(input: FragranceInput) {
  return {
    name: input.name,
    gender: input.gender,
    description: input.description,
    price: input.price,
    imageUrl: input.imageUrl,
    topNotes: input.topNotes,
    middleNotes: input.middleNotes,
    baseNotes: input.baseNotes,
    inspiration: input.inspiration ?? null,
    inspirationReleaseYear: input.inspirationReleaseYear ?? null,
    featured: input.featured,
    ...deriveFragranceColumns(input),
  };
}

// Sorts of the admin table. Every one ends on the id, so rows with the same
// name, price or time keep one order and a page never repeats or skips a row.
const ADMIN_ORDER: Record<AdminFragranceSort, SQL[]> = {
  newest: [desc(fragrances.id)],
  "name-asc": [sql`${fragrances.name} collate nocase asc`, asc(fragrances.id)],
  "name-desc": [sql`${fragrances.name} collate nocase desc`, desc(fragrances.id)],
  "price-asc": [asc(fragrances.price), asc(fragrances.id)],
  "price-desc": [desc(fragrances.price), desc(fragrances.id)],
  "updated-desc": [desc(fragrances.updatedAt), desc(fragrances.id)],
  "updated-asc": [asc(fragrances.updatedAt), asc(fragrances.id)],
};

/**
 * The admin table: one audience or all, optionally searched by name,
 * inspiration or brand (the shop's engine limited to those fields, every word
 * required, typed exactly: an admin looking for a row wants no corrections),
 * one page in the chosen order. Newest first by default, so a fragrance just
 * added is on the first page of its tab.
 */
export async function listAdminFragrances({
  db,
  gender,
  search = "",
  sort = "newest",
  page,
  pageSize,
}: {
  db: Db;
  gender?: Gender;
  search?: string;
  sort?: AdminFragranceSort;
  page: number;
  pageSize: number;
}) {
  const words = searchWords(search);
  const matching = words.length
    ? searchCondition(
        prepareSearch(words, {
          columns: ["name", "inspiration", "brand"],
          shortWordTarget: sql`lower(${fragrances.name} || ' ' || coalesce(${fragrances.inspiration}, '') || ' ' || coalesce(${fragrances.brand}, ''))`,
        }),
      )
    : undefined;
  const where = and(gender ? eq(fragrances.gender, gender) : undefined, matching);
  const order = ADMIN_ORDER[sort];
  // The page's ids are chosen first and the wide rows read after: sorting
  // (sort key, id) pairs instead of whole rows (descriptions, notes) keeps a
  // sort of 10,000 rows at about a third of the time (decision 0029).
  const pageIds = db.select({ id: fragrances.id }).from(fragrances).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize);
  const [rows, total] = await Promise.all([
    db
      .select({ ...publicFragranceColumns, updatedAt: fragrances.updatedAt })
      .from(fragrances)
      .where(inArray(fragrances.id, pageIds))
      .orderBy(...order),
    db.select({ value: count() }).from(fragrances).where(where).get(),
  ]);
  return { fragrances: rows, total: total?.value ?? 0 };
}

export async function getAdminFragrance({ db, fragranceId }: { db: Db; fragranceId: number }) {
  return (await db.select(publicFragranceColumns).from(fragrances).where(eq(fragrances.id, fragranceId)).get()) ?? null;
}

export async function createFragrance({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: number;
  input: FragranceInput;
}): Promise<AdminWriteResult> {
  const now = new Date();
  try {
    const [inserted] = await runBatch(db, [
      db
        .insert(fragrances)
        .values({ ...columnsFor(input), createdAt: now, updatedAt: now })
        .returning(publicFragranceColumns),
      db.insert(auditLog).values({
        userId,
        action: "create",
        entity: "fragrance",
        // The new id is only known inside the batch.
        entityId: sql`(select cast(id as text) from ${fragrances} where ${fragrances.name} = ${input.name})`,
        details: { name: input.name },
        createdAt: now,
      }),
      bumpCatalogueVersion({ db }),
    ]);
    return { ok: true, fragrance: (inserted as PublicFragrance[])[0]! };
  } catch (error) {
    if (isDuplicateName(error)) return { ok: false, reason: "duplicate-name" };
    throw error;
  }
}

/** Full (form) or partial (API PATCH) update; the derived columns follow the merged row. */
export async function updateFragrance({
  db,
  userId,
  fragranceId,
  changes,
}: {
  db: Db;
  userId: number;
  fragranceId: number;
  changes: FragrancePatch;
}): Promise<AdminWriteResult> {
  const current = await getAdminFragrance({ db, fragranceId });
  if (!current) return { ok: false, reason: "not-found" };
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const merged: FragranceInput = { ...current, ...given } as FragranceInput;
  const now = new Date();
  try {
    const [updated] = await runBatch(db, [
      db
        .update(fragrances)
        .set({ ...columnsFor(merged), updatedAt: now })
        .where(eq(fragrances.id, fragranceId))
        .returning(publicFragranceColumns),
      db.insert(auditLog).values({
        userId,
        action: "update",
        entity: "fragrance",
        entityId: String(fragranceId),
        details: { name: merged.name, fields: Object.keys(given) },
        createdAt: now,
      }),
      bumpCatalogueVersion({ db }),
    ]);
    const row = (updated as PublicFragrance[])[0];
    return row ? { ok: true, fragrance: row } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isDuplicateName(error)) return { ok: false, reason: "duplicate-name" };
    throw error;
  }
}

/**
 * Points a fragrance at a new picture (an uploaded photo, or its generated
 * bottle again) with its audit row, and retires cached pages. Only the image
 * changes: the derived columns do not depend on it.
 */
export async function setFragranceImage({
  db,
  userId,
  fragranceId,
  name,
  imageUrl,
  change,
}: {
  db: Db;
  userId: number;
  fragranceId: number;
  /** The fragrance's name, for the activity log. */
  name: string;
  imageUrl: string;
  change: "photo uploaded" | "photo removed";
}): Promise<{ ok: true; name: string } | { ok: false; reason: "not-found" }> {
  const now = new Date();
  const [updated] = await runBatch(db, [
    db.update(fragrances).set({ imageUrl, updatedAt: now }).where(eq(fragrances.id, fragranceId)).returning({ name: fragrances.name }),
    db.insert(auditLog).values({
      userId,
      action: "update",
      entity: "fragrance",
      entityId: String(fragranceId),
      details: { name, fields: ["imageUrl"], change },
      createdAt: now,
    }),
    bumpCatalogueVersion({ db }),
  ]);
  const row = (updated as { name: string }[])[0];
  return row ? { ok: true, name: row.name } : { ok: false, reason: "not-found" };
}

/**
 * Deletes a fragrance. The constraints do the rest: favourites and cart lines
 * go with it, reviews keep their text with product_id set to null.
 */
export async function deleteFragrance({
  db,
  userId,
  fragranceId,
}: {
  db: Db;
  userId: number;
  fragranceId: number;
}): Promise<{ ok: true; name: string; imageUrl: string } | { ok: false; reason: "not-found" }> {
  const current = await getAdminFragrance({ db, fragranceId });
  if (!current) return { ok: false, reason: "not-found" };
  const now = new Date();
  const [deleted] = await runBatch(db, [
    db.delete(fragrances).where(eq(fragrances.id, fragranceId)).returning({ id: fragrances.id }),
    db.insert(auditLog).values({
      userId,
      action: "delete",
      entity: "fragrance",
      entityId: String(fragranceId),
      details: { name: current.name },
      createdAt: now,
    }),
    bumpCatalogueVersion({ db }),
  ]);
  if ((deleted as unknown[]).length === 0) return { ok: false, reason: "not-found" };
  return { ok: true, name: current.name, imageUrl: current.imageUrl };
}
