import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances, stockLevels } from "../../db/schema";
import { headerSearchWords, searchWords } from "../lib/search-words";
import { cachedFacet } from "./facet-cache.server";
import { shownStockColumn } from "./fragrance-sizes.server";
import { SEARCH_TIERS, type SearchTier } from "../lib/search-query";
import {
  boostRank,
  countIndexMatches,
  indexMatches,
  nameRank,
  prepareSearch,
  searchCondition,
  searchWithCorrection,
  type PreparedSearch,
} from "./search-engine.server";
import type { SearchMemory } from "./search-memory.server";
import type { Gender } from "../lib/site";

/**
 * What a card shows of the 10 ml bottle's stock ("Only 3 left", "Sold out"):
 * on hand, capped just above the low-stock threshold (fragrance-sizes.server.ts).
 */
export const cardStockColumns = { stock10ml: shownStockColumn("10ml") };

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
  ...cardStockColumns,
};

export type CatalogueQuery = {
  gender?: Gender | null;
  search?: string;
  notes?: string[];
  brands?: string[];
  featured?: boolean;
  /** "In stock only": the 10 ml bottle is on the shelf. */
  inStock?: boolean;
};

type Filters = Omit<CatalogueQuery, "search">;

function filterConditions({ gender, notes = [], brands = [], featured, inStock }: Filters): SQL[] {
  const conditions: SQL[] = [];
  // One primary-key probe per candidate row; a missing stock row is none on hand.
  if (inStock) {
    conditions.push(
      sql`exists (select 1 from ${stockLevels} where ${stockLevels.fragranceId} = ${fragrances.id} and ${stockLevels.size} = '10ml' and ${stockLevels.onHand} > 0)`,
    );
  }
  if (gender) conditions.push(eq(fragrances.gender, gender));
  if (featured !== undefined) conditions.push(eq(fragrances.featured, featured));
  const noteConditions = notes.map((note) => sql`instr(${fragrances.notesKey}, ${`|${note.toLowerCase()}|`}) > 0`);
  if (noteConditions.length) conditions.push(or(...noteConditions)!);
  if (brands.length) conditions.push(and(isNotNull(fragrances.inspiration), inArray(fragrances.brand, brands))!);
  return conditions;
}

/**
 * The search and filter rules of docs/product.md in SQL over the derived columns (docs/decisions/0003): every
 * search word found by the search engine (docs/decisions/0019); any selected
 * note in notes_key; the brand filter only matches rows with an inspiration
 * (brand is null otherwise).
 */
export function catalogueWhere({ search, ...filters }: CatalogueQuery, prepared?: PreparedSearch) {
  const conditions = filterConditions(filters);
  const words = searchWords(search);
  const engine = prepared ?? (words.length ? prepareSearch(words) : undefined);
  const match = engine && searchCondition(engine);
  if (match) conditions.push(match);
  return conditions.length ? and(...conditions) : undefined;
}

type PageQuery = { db: Db; filters: Filters; limit: number; offset: number };

async function alphabeticalPage({ db, filters, limit, offset }: PageQuery) {
  const where = catalogueWhere(filters);
  const [items, totalRow] = await Promise.all([
    db.select(cardColumns).from(fragrances).where(where).orderBy(asc(fragrances.name), asc(fragrances.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(fragrances).where(where).get(),
  ]);
  return { items, total: totalRow?.value ?? 0 };
}

const EVERY_MATCH: SearchTier = { index: "fragrance_search", excluding: [], scored: false };

/**
 * The queries behind one tier of a ranked search (see SEARCH_TIERS; "all" is
 * every match, for the total): its rows in order, and how many there are. Both
 * read the index first (a CROSS JOIN keeps SQLite from walking fragrances, or
 * one gender of it, and probing the index row by row), then one primary-key
 * read per match. Only the first tier is scored; the others keep the index's
 * order (arrival).
 */
export function tierQueries({
  db,
  search,
  filters,
  tier,
  limit,
  offset,
}: PageQuery & { search: PreparedSearch & { match: string }; tier: 0 | 1 | 2 | "all" }) {
  const { matches, where } = tierSource(db, search, filters, tier);
  const order =
    tier === 0
      ? [nameRank(search.text), ...boostRank(search), sql`${matches.score}`, asc(fragrances.name), asc(fragrances.id)]
      : [...boostRank(search), sql`${matches.id}`];
  const items = db.select(cardColumns).from(matches).crossJoin(fragrances).where(where).orderBy(...order).limit(limit).offset(offset);
  const total = db.select({ value: count() }).from(matches).crossJoin(fragrances).where(where);
  return { items, total };
}

/**
 * A tier's matches (or "all") and the condition joining them to fragrances
 * with the filters and short words: select from `matches` CROSS JOIN
 * fragrances, so the index is read first.
 */
export function tierSource(db: Db, search: PreparedSearch & { match: string }, filters: Filters, tier: 0 | 1 | 2 | "all") {
  const matches = indexMatches(db, search.match, tier === "all" ? EVERY_MATCH : SEARCH_TIERS[tier]);
  const conditions = [eq(fragrances.id, matches.id), ...filterConditions(filters)];
  for (const word of search.plan.shortWords) conditions.push(sql`instr(${search.shortWordTarget}, ${word}) > 0`);
  return { matches, where: and(...conditions) };
}

const TIERS = [0, 1, 2] as const;

/**
 * A ranked page of matches. `counted: false` skips counting every match (the
 * header shows one short list and needs no total): `total` is then the page's length.
 *
 * Counting reads every match, so it is done only when the page cannot tell:
 * a page that is not full ends the list (its total is the rows before it and
 * on it), and a count is kept in `memory` under the catalogue version (the
 * total, and each tier's size that a later page skips), so the same search
 * asked again, or its next page, counts nothing.
 */
async function rankedPage({
  db,
  search,
  filters,
  limit,
  offset,
  counted = true,
  memory,
}: PageQuery & { search: PreparedSearch; counted?: boolean; memory: SearchMemory }) {
  if (!search.match) {
    // Only words under three characters: there is no index to rank by.
    const where = catalogueWhere(filters, search);
    const [items, totalRow] = await Promise.all([
      db.select(cardColumns).from(fragrances).where(where)
        .orderBy(nameRank(search.text), asc(fragrances.name), asc(fragrances.id)).limit(limit).offset(offset),
      db.select({ value: count() }).from(fragrances).where(where).get(),
    ]);
    return { items, total: totalRow?.value ?? 0 };
  }
  const prepared = { ...search, match: search.match };
  // Everything a count depends on: the filters, the index expression and the
  // short words (tested on search_text: both callers use prepareSearch's default).
  const countKey = JSON.stringify([filters, search.match, search.plan.shortWords]);
  const items: Awaited<ReturnType<typeof tierQueries>["items"]> = [];
  let skip = offset;
  for (const tier of TIERS) {
    const queries = tierQueries({ db, search: prepared, filters, tier, limit: limit - items.length, offset: skip });
    if (skip > 0) {
      // A later page: tiers wholly before it are only counted.
      const inTier = await memory.count(`tier ${tier} ${countKey}`, async () => (await queries.total.get())?.value ?? 0);
      if (inTier <= skip) {
        skip -= inTier;
        continue;
      }
    }
    items.push(...(await queries.items));
    skip = 0;
    if (items.length >= limit) break;
  }
  if (!counted) return { items, total: items.length };
  // A page that is not full is the last one (the tiers are disjoint and
  // together hold every match), unless it is past the end.
  if (items.length > 0 && items.length < limit) return { items, total: offset + items.length };
  if (items.length === 0 && offset === 0) return { items, total: 0 };
  const joined = filterConditions(filters).length > 0 || search.plan.shortWords.length > 0;
  const total = await memory.count(`all ${countKey}`, async () => {
    const row = joined
      ? await tierQueries({ db, search: prepared, filters, tier: "all", limit, offset }).total.get()
      : await countIndexMatches(db, prepared.match);
    return row?.value ?? 0;
  });
  return { items, total };
}

/**
 * The shop's list: without a search, alphabetical; with one, ranked by the
 * search engine, and answered for the corrected spelling when the typed one
 * finds (almost) nothing (`correction` says so).
 */
export async function searchCatalogue({
  db,
  limit,
  offset = 0,
  search,
  correct = true,
  ...filters
}: CatalogueQuery & { db: Db; limit: number; offset?: number; correct?: boolean }) {
  const words = searchWords(search);
  if (words.length === 0) return { ...(await alphabeticalPage({ db, filters, limit, offset })), correction: null };
  return searchWithCorrection({
    db,
    words,
    correct,
    scope: `shop ${JSON.stringify(filters)}`,
    prepare: (typed) => prepareSearch(typed),
    run: (prepared, memory) => rankedPage({ db, search: prepared, filters, limit, offset, memory }),
  });
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
 * then names starting with the text, then the most relevant other matches.
 * A misspelt query answers for its correction, like the shop.
 */
export async function searchHeader({ db, query, limit = 8 }: { db: Db; query: string; limit?: number }) {
  const words = headerSearchWords(query);
  if (words.length === 0) return { results: [], correction: null };
  // Words the header does not require ("no", "5") still lift the rows that have them.
  const boost = searchWords(query).filter((word) => !words.includes(word));
  const { items, correction } = await searchWithCorrection({
    db,
    words,
    scope: `header ${limit}`,
    prepare: (typed) => prepareSearch(typed, { boost }),
    run: (prepared, memory) => rankedPage({ db, search: prepared, filters: {}, limit, offset: 0, counted: false, memory }),
  });
  const results = items.map(({ id, name, gender, inspiration, imageUrl }) => ({ id, name, gender, inspiration, imageUrl }));
  return { results, correction };
}

export async function listFeatured({ db, gender, limit, offset }: { db: Db; gender: Gender | null; limit: number; offset: number }) {
  return searchCatalogue({ db, gender, featured: true, limit, offset });
}
