// Typo correction against the catalogue's own vocabulary: a word that no
// indexed word contains is replaced by the closest known word within a small
// edit distance, more frequent words winning ties.

export type VocabularyTerm = { term: string; docs: number };

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and
 * swaps of neighbours count 1), or max + 1 as soon as it must exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Short words tolerate one typo, longer ones two; three letters or fewer none. */
export function allowedDistance(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

/** The closest vocabulary word to `word`, or null when none is close enough. */
export function closestTerm(word: string, vocabulary: readonly VocabularyTerm[]): string | null {
  const max = allowedDistance(word);
  if (max === 0) return null;
  let best: { term: string; distance: number; docs: number } | null = null;
  for (const { term, docs } of vocabulary) {
    if (term === word) continue;
    const distance = editDistance(word, term, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && (docs > best.docs || (docs === best.docs && term < best.term)))) {
      best = { term, distance, docs };
    }
  }
  return best?.term ?? null;
}

/**
 * The query with each unknown word replaced by its closest known word, or null
 * when nothing changes. `isKnown` says whether the index has a word (or one of
 * its spellings) as it was typed.
 */
export function correctWords(
  words: readonly string[],
  vocabulary: readonly VocabularyTerm[],
  isKnown: (word: string) => boolean,
): string[] | null {
  let changed = false;
  const corrected = words.map((word) => {
    if (isKnown(word)) return word;
    const replacement = closestTerm(word, vocabulary);
    if (!replacement) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected : null;
}
