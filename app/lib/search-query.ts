import { stemWord } from "./search-stemmer";
import { SYNONYM_PHRASES, synonymsOf } from "./search-synonyms";

// Turns the words of a query into what the full-text index is asked. The
// spec's rule is the floor: every word must appear as a substring of a field.
// Each word becomes a group "the word OR its singular OR its synonyms", so the
// additions can only add results, never drop one the rule finds.

/** The trigram index cannot look up anything shorter than three characters. */
const MIN_INDEXED_LENGTH = 3;

type SearchGroup = {
  /** The query's own words; all of them must match (the spec's rule). */
  words: string[];
  /** Other spellings, singulars and synonyms; any one of them also matches. */
  alternatives: string[];
};

export type SearchPlan = {
  groups: SearchGroup[];
  /** Words under three characters: matched by a plain substring test instead. */
  shortWords: string[];
};

/** Lower case without accents, the form the index compares. */
export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

const indexable = (term: string) => term.length >= MIN_INDEXED_LENGTH;

function alternativesFor(word: string): string[] {
  const folded = foldWord(word);
  const stem = stemWord(folded);
  const all = [folded, stem, ...synonymsOf(folded), ...synonymsOf(stem)];
  return [...new Set(all)].filter((term) => term !== word && indexable(term));
}

/** The synonym phrase ("orange blossom") that starts at words[index], if any. */
function phraseAt(words: string[], index: number): string[] | null {
  for (const phrase of SYNONYM_PHRASES) {
    if (phrase.every((part, offset) => indexable(part) && foldWord(words[index + offset] ?? "") === part)) return phrase;
  }
  return null;
}

/** Query words (already lower-cased and split) to index groups. */
export function planSearch(words: readonly string[]): SearchPlan {
  const groups: SearchGroup[] = [];
  const shortWords: string[] = [];
  for (let index = 0; index < words.length; ) {
    const phrase = phraseAt(words as string[], index);
    if (phrase) {
      const text = phrase.join(" ");
      groups.push({ words: words.slice(index, index + phrase.length), alternatives: [text, ...synonymsOf(text)].filter(indexable) });
      index += phrase.length;
      continue;
    }
    const word = words[index]!;
    if (indexable(word)) groups.push({ words: [word], alternatives: alternativesFor(word) });
    else shortWords.push(word);
    index += 1;
  }
  return { groups, shortWords };
}

const quote = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * The FTS5 MATCH expression of a plan, or null when no word is long enough for
 * the index. Every term is a quoted string, so nothing a shopper types is read
 * as query syntax. `columns` limits the match to some columns.
 */
export function matchExpression(plan: SearchPlan, columns?: readonly string[]): string | null {
  if (plan.groups.length === 0) return null;
  const expression = plan.groups
    .map(({ words, alternatives }) => {
      const own = words.length === 1 ? quote(words[0]!) : `(${words.map(quote).join(" AND ")})`;
      return alternatives.length ? `(${[own, ...alternatives.map(quote)].join(" OR ")})` : own;
    })
    .join(" AND ");
  return columns ? `{${columns.join(" ")}} : (${expression})` : expression;
}

/** The trigram indexes: every searched column, and two narrower ones for the ranking tiers. */
export type SearchIndex = "fragrance_search" | "fragrance_titles" | "fragrance_notes";

export type SearchTier = { index: SearchIndex; excluding: readonly SearchIndex[]; scored: boolean };

/**
 * The matches split into three disjoint tiers, best first: every word in the
 * name, inspiration or brand (scored with bm25), then every word in the notes,
 * then the rest (description, gender, or words spread over several fields, such
 * as one in the name and one in the notes). Each tier asks the index that
 * holds only its columns and leaves out the matches of the tiers before it, so
 * the three together are exactly the whole index's matches. Scoring only the
 * first keeps a common word fast in a large catalogue.
 */
export const SEARCH_TIERS: readonly [SearchTier, SearchTier, SearchTier] = [
  { index: "fragrance_titles", excluding: [], scored: true },
  { index: "fragrance_notes", excluding: ["fragrance_titles"], scored: false },
  { index: "fragrance_search", excluding: ["fragrance_titles", "fragrance_notes"], scored: false },
];
