// A deliberately small English plural stemmer for search words. The index
// matches substrings, so the stem only has to be a substring of the singular
// ("roses" -> "rose", "lilies" -> "lily"); a full Porter stemmer's stems
// ("lavend", "woodi") are built for whole-token matching and buy nothing here.

// Singular notes that only look plural.
const SINGULAR = new Set(["iris", "citrus", "moss", "cypress", "hibiscus", "narcissus", "grass", "orris", "anis"]);

/** The singular of a plural search word, or the word itself. */
export function stemWord(word: string): string {
  if (word.length < 4 || SINGULAR.has(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}
