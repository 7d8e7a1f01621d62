import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { searchWords } from "../lib/search-words";
import { cardStockColumns, catalogueWhere, tierSource, type CatalogueQuery } from "./fragrance-search.server";
import { prepareSearch, searchWithCorrection, type PreparedSearch } from "./search-engine.server";

type Fragrance = typeof fragrances.$inferSelect;

/** The fields a shopper-facing page or the JSON API shows. */
export const publicFragranceColumns = {
  id: fragrances.id,
  name: fragrances.name,
  gender: fragrances.gender,
  description: fragrances.description,
  price: fragrances.price,
  imageUrl: fragrances.imageUrl,
  topNotes: fragrances.topNotes,
  middleNotes: fragrances.middleNotes,
  baseNotes: fragrances.baseNotes,
  inspiration: fragrances.inspiration,
  inspirationReleaseYear: fragrances.inspirationReleaseYear,
  featured: fragrances.featured,
  createdAt: fragrances.createdAt,
};

export type PublicFragrance = Pick<Fragrance, keyof typeof publicFragranceColumns>;

export async function countFragrances({ db }: { db: Db }) {
  const row = await db.select({ value: count() }).from(fragrances).get();
  return row?.value ?? 0;
}

export async function getFragrance({ db, id }: { db: Db; id: number }): Promise<PublicFragrance | null> {
  const row = await db.select(publicFragranceColumns).from(fragrances).where(eq(fragrances.id, id)).get();
  return row ?? null;
}

/** Newest first, with what a card shows of stock (`stock10ml`, capped: fragrance-sizes.server.ts). */
export async function listNewestFragrances({ db, limit, offset = 0 }: { db: Db; limit: number; offset?: number }) {
  return db
    .select({ ...publicFragranceColumns, ...cardStockColumns })
    .from(fragrances)
    .orderBy(desc(fragrances.createdAt), desc(fragrances.id))
    .limit(limit)
    .offset(offset);
}

/** What the bottle image needs; a narrow read for a hot, cacheable route. */
export async function getFragranceForImage({ db, id }: { db: Db; id: number }) {
  const row = await db
    .select({
      name: fragrances.name,
      gender: fragrances.gender,
      topNotes: fragrances.topNotes,
      middleNotes: fragrances.middleNotes,
      baseNotes: fragrances.baseNotes,
      imageUrl: fragrances.imageUrl,
      updatedAt: fragrances.updatedAt,
    })
    .from(fragrances)
    .where(eq(fragrances.id, id))
    .get();
  return row ?? null;
}

/**
 * The JSON API list: the shop's SQL filters, ordered by id, paged. A misspelt
 * search answers for its correction, as the shop does (`correction` says so;
 * `correct: false` searches the words as typed).
 */
export async function listApiFragrances({
  db,
  limit,
  offset,
  correct = true,
  ...query
}: CatalogueQuery & { db: Db; limit: number; offset: number; correct?: boolean }) {
  const { search, ...filters } = query;
  const words = searchWords(search);
  if (words.length === 0) return { ...(await apiPage({ db, filters, limit, offset })), correction: null };
  return searchWithCorrection({
    db,
    words,
    correct,
    // The total (what decides a correction) depends on the filters, not on the page.
    scope: `api ${JSON.stringify(filters)}`,
    prepare: (typed) => prepareSearch(typed),
    run: (prepared) => apiPage({ db, filters, prepared, limit, offset }),
  });
}

async function apiPage({
  db,
  filters,
  prepared,
  limit,
  offset,
}: {
  db: Db;
  filters: Omit<CatalogueQuery, "search">;
  prepared?: PreparedSearch;
  limit: number;
  offset: number;
}) {
  if (prepared?.match) {
    // Read from the index first (like the shop's tiers), so a filter such as
    // gender never walks every fragrance of that gender.
    const { matches, where } = tierSource(db, { ...prepared, match: prepared.match }, filters, "all");
    const [items, totalRow] = await Promise.all([
      db.select(publicFragranceColumns).from(matches).crossJoin(fragrances).where(where).orderBy(asc(matches.id)).limit(limit).offset(offset),
      db.select({ value: count() }).from(matches).crossJoin(fragrances).where(where).get(),
    ]);
    return { items, total: totalRow?.value ?? 0 };
  }
  const where = catalogueWhere(filters, prepared);
  const [items, totalRow] = await Promise.all([
    db.select(publicFragranceColumns).from(fragrances).where(where).orderBy(asc(fragrances.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(fragrances).where(where).get(),
  ]);
  return { items, total: totalRow?.value ?? 0 };
}
