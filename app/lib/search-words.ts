// Search text rules from docs/product.md, shared by the shop and the header.

const MAX_WORDS = 10;
const MAX_QUERY_LENGTH = 100;

/**
 * Shop search: lower-cased, split on whitespace; every word must match.
 * Control characters split words too: no catalogue text holds one, and a NUL
 * ends an FTS5 string early (the index would refuse the query).
 */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text.slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/[\s\p{Cc}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Header search: empty input is ignored; a query of several words matches on
 * its words of 3 or more letters only (short words like "de" or "no" would
 * match almost everything).
 */
export function headerSearchWords(text: string | null | undefined): string[] {
  const words = searchWords(text);
  if (words.length <= 1) return words;
  return words.filter((word) => word.length >= 3);
}
