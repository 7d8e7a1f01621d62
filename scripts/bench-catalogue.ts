// A large generated catalogue for `npm run bench`: the 120 launch fragrances
// plus made-up ones up to the size asked for, deterministic (same run, same
// rows). Notes and description sentences come from the launch catalogue, so
// common words stay common; names and inspirations are invented, so a word
// that is rare in the launch catalogue (one perfume's name) stays rare.
import { KNOWN_DESIGNERS } from "../app/lib/brands";
import { runBatch, type Db } from "../db/client";
import { fragrances } from "../db/schema";
import { seedFragrances, type SeedFragrance } from "../db/seed/catalogue";
import { seedRows } from "../db/seed/seed";
import { seededRandom } from "./seeded-random";

const SYLLABLES = ["ka", "lo", "mi", "ra", "ve", "su", "to", "ne", "ba", "di", "qu", "xe", "zo", "pe", "fa", "gu", "hy", "jo", "wy", "ce"];

function generated(count: number): SeedFragrance[] {
  const next = seededRandom(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = (length: number) => {
    const text = Array.from({ length }, () => pick(SYLLABLES)).join("");
    return text[0]!.toUpperCase() + text.slice(1);
  };
  const notes = [...new Set(seedFragrances.flatMap((f) => [...f.topNotes, ...f.middleNotes, ...f.baseNotes]))];
  const sentences = seedFragrances.flatMap((f) => f.description.split(/(?<=\.)\s+/));
  return Array.from({ length: count }, (_, index) => {
    const pyramid = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(notes));
    return {
      name: `${word(3)} ${pick(notes)} ${index + 1}`,
      gender: pick(["male", "female", "unisex"] as const),
      description: `${pick(sentences)} ${pick(sentences)}`,
      inspiration: `${pick(KNOWN_DESIGNERS)} ${word(2)}`,
      inspirationReleaseYear: 1950 + Math.floor(next() * 75),
      topNotes: pyramid(),
      middleNotes: pyramid(),
      baseNotes: pyramid(),
      featured: next() < 0.05,
    };
  });
}

/** Adds generated fragrances to a seeded database until it holds `total`. */
export async function growCatalogue(db: Db, total: number) {
  const rows = seedRows([...seedFragrances, ...generated(total - seedFragrances.length)]).slice(seedFragrances.length);
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    // 50 rows a statement keeps each under SQLite's bound-parameter limit.
    const statements = Array.from({ length: Math.ceil(chunk.length / 50) }, (_, i) => db.insert(fragrances).values(chunk.slice(i * 50, i * 50 + 50)));
    await runBatch(db, statements as never);
  }
}
