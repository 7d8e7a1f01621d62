// Typo correction against the catalogue's own vocabulary: a word that no
// indexed word contains is replaced by the closest known word within a small
// edit distance, more frequent words winning ties.

export type VocabularyTerm = { term: string; docs: number };

// Three reusable rows: the correction compares one word with every word of a
// large vocabulary, so the distance allocates nothing per comparison.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and
 * swaps of neighbours count 1), or max + 1 as soon as it must exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = previous[j - 1]! + (ai === bj ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && before[j - 2]! + 1 < value) value = before[j - 2]! + 1;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
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
 * when nothing changes. `isKnown` says whether the catalogue has a word (or one
 * of its spellings) as typed; `closest` finds the replacement.
 */
export async function correctWords(
  words: readonly string[],
  { isKnown, closest }: { isKnown: (word: string) => Promise<boolean>; closest: (word: string) => Promise<string | null> },
): Promise<string[] | null> {
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    const replacement = allowedDistance(word) > 0 && !(await isKnown(word)) ? await closest(word) : null;
    if (replacement) changed = true;
    corrected.push(replacement ?? word);
  }
  return changed ? corrected : null;
}
