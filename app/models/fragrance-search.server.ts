import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { headerSearchWords, searchWords } from "../lib/search-words";
import { cachedFacet } from "./facet-cache.server";
import type { Gender } from "../lib/site";

/** What a fragrance card shows: no description, so lists stay small. */
export const cardColumns = {
  id: fragrances.id,
  name: fragrances.name,
  gender: fragrances.gender,
  price: fragrances.price,
  imageUrl: fragrances.imageUrl,
  topNotes: fragrances.topNotes,
  middleNotes: fragrances.middleNotes,
  baseNotes: fragrances.baseNotes,
  inspiration: fragrances.inspiration,
};

export type CatalogueQuery = {
  gender?: Gender | null;
  search?: string;
  notes?: string[];
  brands?: string[];
  featured?: boolean;
};

/**
 * Spec section 5 in SQL over the derived columns (docs/decisions/0003): every
 * search word in search_text; any selected note in notes_key; the brand filter
 * only matches rows with an inspiration (brand is null otherwise).
 */
export function catalogueWhere({ gender, search, notes = [], brands = [], featured }: CatalogueQuery) {
  const conditions: SQL[] = [];
  if (gender) conditions.push(eq(fragrances.gender, gender));
  if (featured !== undefined) conditions.push(eq(fragrances.featured, featured));
  for (const word of searchWords(search)) {
    conditions.push(sql`instr(${fragrances.searchText}, ${word}) > 0`);
  }
  const noteConditions = notes.map((note) => sql`instr(${fragrances.notesKey}, ${`|${note.toLowerCase()}|`}) > 0`);
  if (noteConditions.length) conditions.push(or(...noteConditions)!);
  if (brands.length) conditions.push(and(isNotNull(fragrances.inspiration), inArray(fragrances.brand, brands))!);
  return conditions.length ? and(...conditions) : undefined;
}

export async function searchCatalogue({
  db,
  limit,
  offset = 0,
  ...query
}: CatalogueQuery & { db: Db; limit: number; offset?: number }) {
  const where = catalogueWhere(query);
  const [items, totalRow] = await Promise.all([
    db.select(cardColumns).from(fragrances).where(where).orderBy(asc(fragrances.name), asc(fragrances.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(fragrances).where(where).get(),
  ]);
  return { items, total: totalRow?.value ?? 0 };
}

/** Brands for the filter panel with their counts (cached, see facet-cache). */
export function listBrandFacets({ db }: { db: Db }) {
  return cachedFacet(db, "brands", () => countBrands({ db }));
}

async function countBrands({ db }: { db: Db }) {
  return db
    .select({ brand: sql<string>`${fragrances.brand}`, count: count() })
    .from(fragrances)
    .where(and(isNotNull(fragrances.brand), isNotNull(fragrances.inspiration)))
    .groupBy(fragrances.brand)
    .orderBy(asc(fragrances.brand));
}

/**
 * The most common notes for the filter panel (json_each runs on libSQL and D1).
 * Only the top ones are listed, so the page never carries every note.
 */
type NoteFacet = { note: string; count: number };

export function listNoteFacets({ db, limit = 30 }: { db: Db; limit?: number }): Promise<NoteFacet[]> {
  return cachedFacet(db, `notes:${limit}`, () => countNotes({ db, limit }));
}

async function countNotes({ db, limit }: { db: Db; limit: number }) {
  return db.all<NoteFacet>(sql`
    select note, count(*) as count from (
      select distinct f.id as id, lower(trim(j.value)) as note
      from ${fragrances} f,
        json_each(json_array(json(f.top_notes), json(f.middle_notes), json(f.base_notes))) as lists,
        json_each(lists.value) as j
    )
    where note <> ''
    group by note
    order by count desc, note asc
    limit ${limit}`);
}

/**
 * Header live search: empty input gives nothing; exact name matches first,
 * then names starting with the text, then other matches.
 */
export async function headerSearch({ db, query, limit = 8 }: { db: Db; query: string; limit?: number }) {
  const words = headerSearchWords(query);
  if (words.length === 0) return [];
  const text = query.trim().toLowerCase();
  const rank = sql<number>`case
    when lower(${fragrances.name}) = ${text} then 0
    when lower(${fragrances.name}) like ${`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\' then 1
    else 2 end`;
  return db
    .select({ id: fragrances.id, name: fragrances.name, gender: fragrances.gender, inspiration: fragrances.inspiration, imageUrl: fragrances.imageUrl })
    .from(fragrances)
    .where(and(...words.map((word) => sql`instr(${fragrances.searchText}, ${word}) > 0`)))
    .orderBy(rank, asc(fragrances.name))
    .limit(limit);
}

export async function listFeatured({ db, gender, limit, offset }: { db: Db; gender: Gender | null; limit: number; offset: number }) {
  return searchCatalogue({ db, gender, featured: true, limit, offset });
}
