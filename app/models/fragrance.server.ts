import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { searchWords } from "../lib/search-words";
import { catalogueWhere, tierSource, type CatalogueQuery } from "./fragrance-search.server";
import { prepareSearch } from "./search-engine.server";

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

export async function listNewestFragrances({ db, limit, offset = 0 }: { db: Db; limit: number; offset?: number }) {
  return db
    .select(publicFragranceColumns)
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

/** The JSON API list: the shop's SQL filters, ordered by id, paged. */
export async function listApiFragrances({
  db,
  limit,
  offset,
  ...query
}: CatalogueQuery & { db: Db; limit: number; offset: number }) {
  const { search, ...filters } = query;
  const words = searchWords(search);
  const prepared = words.length ? prepareSearch(words) : null;
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
  const where = catalogueWhere(query);
  const [items, totalRow] = await Promise.all([
    db.select(publicFragranceColumns).from(fragrances).where(where).orderBy(asc(fragrances.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(fragrances).where(where).get(),
  ]);
  return { items, total: totalRow?.value ?? 0 };
}
