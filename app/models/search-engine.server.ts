import { and, sql, type SQL } from "drizzle-orm";
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { closestTerm, correctWords, type VocabularyTerm } from "../lib/search-correction";
import { foldWord, matchExpression, planSearch, type SearchPlan, type SearchTier } from "../lib/search-query";
import { SYNONYM_WORDS } from "../lib/search-synonyms";
import { searchMemory, type CorrectionMemory, type SearchMemory } from "./search-memory.server";

// The one search engine behind the shop, the header's live search, the review
// form's product picker and GET /api/fragrances. The FTS5 tables and their
// triggers are created by migrations/0002_search_index.sql; they are declared
// here, outside db/schema, so drizzle-kit never tries to create them as plain
// tables.

const fragranceSearch = sqliteTable("fragrance_search", { rowid: integer("rowid").notNull() });

/**
 * bm25 weights in the title index's column order: name, inspiration, brand.
 * Only the first tier is scored (see SEARCH_TIERS).
 */
const BM25 = sql.raw("bm25(fragrance_titles, 10.0, 8.0, 6.0)");

/** Fewer results than this and unknown words are worth a spelling correction. */
const FEW_RESULTS = 3;

export type SearchColumns = "name" | "inspiration" | "brand" | "gender" | "notes" | "description";

export type PreparedSearch = {
  /** The words searched (after any correction). */
  words: string[];
  /** The whole text, lower case, for "exact name first, then names starting with it". */
  text: string;
  plan: SearchPlan;
  match: string | null;
  /** The text the short-word fallback tests (search_text, or a narrower one). */
  shortWordTarget: SQL;
  /** Words not required to match that rank the rows having them higher. */
  boost: string[];
};

export function prepareSearch(
  words: readonly string[],
  {
    columns,
    shortWordTarget = sql`${fragrances.searchText}`,
    boost = [],
  }: { columns?: readonly SearchColumns[]; shortWordTarget?: SQL; boost?: string[] } = {},
): PreparedSearch {
  const plan = planSearch(words);
  return { words: [...words], text: words.join(" "), plan, match: matchExpression(plan, columns), shortWordTarget, boost };
}

/**
 * The rows matching the search, as a WHERE condition on fragrances: the index
 * answers every word of three characters or more; shorter words (which a
 * trigram index cannot look up) are tested as substrings of the row's text.
 */
export function searchCondition(search: PreparedSearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.match) {
    conditions.push(sql`${fragrances.id} in (select rowid from fragrance_search where fragrance_search match ${search.match})`);
  }
  for (const word of search.plan.shortWords) conditions.push(sql`instr(${search.shortWordTarget}, ${word}) > 0`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A tier's matches for an expression (see SEARCH_TIERS), with their bm25 score
 * (lower is better) when the tier is scored, to join on. Every index holds the
 * same rows, so one expression means the same words in each.
 */
export function indexMatches(db: Db, match: string, { index, excluding, scored }: SearchTier) {
  const table = sql.identifier(index);
  const conditions = [sql`${table} match ${match}`];
  for (const before of excluding) {
    const other = sql.identifier(before);
    conditions.push(sql`rowid not in (select rowid from ${other} where ${other} match ${match})`);
  }
  return db
    .select({ id: sql<number>`rowid`.as("match_id"), score: (scored ? sql<number>`${BM25}` : sql<number>`0`).as("score") })
    .from(sql`${table}`)
    .where(and(...conditions))
    .as("matches");
}

/** How many rows the index matches, read from the index alone. */
export function countIndexMatches(db: Db, match: string) {
  return db.select({ value: sql<number>`count(*)` }).from(fragranceSearch).where(sql`fragrance_search match ${match}`).get();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 0 for an exact name, 1 for a name starting with the text, 2 otherwise. */
export function nameRank(text: string) {
  return sql<number>`case
    when lower(${fragrances.name}) = ${text} then 0
    when lower(${fragrances.name}) like ${`${escapeLike(text)}%`} escape '\\' then 1
    else 2 end`;
}

/** Ordering terms: first the rows holding every boost word (none without boost words). */
export function boostRank(search: PreparedSearch): SQL[] {
  if (search.boost.length === 0) return [];
  const all = and(...search.boost.map((word) => sql`instr(${search.shortWordTarget}, ${word}) > 0`));
  return [sql`case when ${all} then 0 else 1 end`];
}

type KeepVocabulary = CorrectionMemory["vocabulary"];

/**
 * Every word of the catalogue with the number of fragrances using it. Reading
 * the whole vocabulary walks the whole word index, so it is kept (per catalogue version).
 */
function loadVocabulary(db: Db, keep: KeepVocabulary): Promise<VocabularyTerm[]> {
  return keep("", async () => {
    const rows = await db.all<VocabularyTerm>(sql`select term, doc as docs from fragrance_vocabulary`);
    return withSynonymWords(rows, "");
  });
}

/** The catalogue's words starting with a letter: a range read of the word index, also kept. */
function vocabularyStartingWith(db: Db, letter: string, keep: KeepVocabulary): Promise<VocabularyTerm[]> {
  return keep(letter, async () => {
    const rows = await db.all<VocabularyTerm>(
      sql`select term, doc as docs from fragrance_vocabulary where term >= ${letter} and term < ${`${letter}\u{10FFFF}`}`,
    );
    return withSynonymWords(rows, letter);
  });
}

function withSynonymWords(rows: VocabularyTerm[], letter: string) {
  const known = new Set(rows.map((row) => row.term));
  const extra = SYNONYM_WORDS.filter((word) => word.startsWith(letter) && !known.has(word)).map((term) => ({ term, docs: 0 }));
  return [...rows, ...extra];
}

/** Whether the index matches a word of the plan (any of its spellings) at all. */
async function matchesAnything(db: Db, plan: SearchPlan, word: string) {
  const group = plan.groups.find((candidate) => candidate.words.includes(word));
  const expression = group && matchExpression({ groups: [group], shortWords: [] });
  if (!expression) return true;
  const rows = await db.all(sql`select 1 from fragrance_search where fragrance_search match ${expression} limit 1`);
  return rows.length > 0;
}

/**
 * A word's closest catalogue word: most typos keep the first letter, so the
 * words with that letter are tried first, the whole vocabulary only after.
 */
async function closestKnownWord(db: Db, word: string, keep: KeepVocabulary) {
  const folded = foldWord(word);
  if (!folded) return null; // only marks that folding removes: nothing to correct
  // One cached slice per plain first letter; any other first character (anyone
  // can type any) reads the whole, already cached, vocabulary instead of adding a slice.
  const first = folded[0]!;
  const slice = /^[a-z0-9]$/.test(first) ? closestTerm(folded, await vocabularyStartingWith(db, first, keep)) : null;
  return slice ?? closestTerm(folded, await loadVocabulary(db, keep));
}

export type Correction = { from: string; to: string };

/**
 * Runs a search; when it finds fewer than a few results and some word is in
 * no catalogue word, runs it again with those words corrected, and keeps the
 * corrected answer if it finds more. The decision is remembered per query and
 * `scope` (see search-memory), so a misspelt query asked again runs only the
 * search it is answered with. `run` gets the same memory, to keep its counts.
 */
export async function searchWithCorrection<T extends { total: number }>({
  db,
  words,
  scope,
  prepare,
  run,
  correct = true,
}: {
  db: Db;
  words: readonly string[];
  /** Who asks, with which filters and page size: anything that changes `total`. */
  scope: string;
  /** false: answer for the words as typed ("search instead for ..."). */
  correct?: boolean;
  prepare: (words: readonly string[]) => PreparedSearch;
  run: (search: PreparedSearch, memory: SearchMemory) => Promise<T>;
}): Promise<T & { correction: Correction | null }> {
  const kept = searchMemory(db);
  const runKept = (search: PreparedSearch) => run(search, kept);
  const first = prepare(words);
  if (!correct || first.plan.groups.length === 0) return { ...(await runKept(first)), correction: null };
  const memory = await kept.correction(scope, first.text);
  if (memory.corrected) return runCorrected(first, memory.corrected, prepare, runKept);
  const result = await runKept(first);
  if (memory.corrected === null || result.total >= FEW_RESULTS) return { ...result, correction: null };
  const corrected = await correctWords(words, {
    isKnown: (word) => matchesAnything(db, first.plan, word),
    closest: (word) => closestKnownWord(db, word, memory.vocabulary),
  });
  const better = corrected && (await runCorrected(first, corrected, prepare, runKept));
  const answer = better && better.total > result.total ? better : null;
  memory.remember(answer ? corrected : null);
  return answer ?? { ...result, correction: null };
}

async function runCorrected<T>(
  first: PreparedSearch,
  corrected: readonly string[],
  prepare: (words: readonly string[]) => PreparedSearch,
  run: (search: PreparedSearch) => Promise<T>,
): Promise<T & { correction: Correction }> {
  const second = prepare(corrected);
  return { ...(await run(second)), correction: { from: first.text, to: second.text } };
}
