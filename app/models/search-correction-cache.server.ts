import type { Db } from "../../db/client";
import { BoundedCache } from "../lib/bounded-cache";
import type { VocabularyTerm } from "../lib/search-correction";
import { readCatalogueVersion } from "./catalogue-version.server";

// What spelling correction decided for a query (the corrected words, or null
// when the typed words stay), and the slices of the catalogue's vocabulary it
// read to decide. Deciding costs a search that finds (almost) nothing, a probe
// per unknown word and a walk through the vocabulary; with the answer kept, a
// misspelt query asked again costs one search, like a correct one.
//
// Both are keyed on the catalogue version (docs/decisions/0025), which every
// fragrance write moves on in the same batch, so an admin's edit retires them
// at once: the next search decides again against the new words. Memory per
// process (Node) or isolate (Workers); decisions least recently used out
// first, vocabulary for the current version only. The age limit covers a
// catalogue write that moves no version (the first seed of a new database).

/** Queries whose decision is kept, per database. */
export const CORRECTION_CACHE_SIZE = 500;
const MAX_AGE_MS = 10 * 60_000;

type Decision = { at: number; corrected: string[] | null };
type Vocabulary = { version: string; at: number; slices: Map<string, Promise<VocabularyTerm[]>> };
type Memory = { decisions: BoundedCache<Decision>; vocabulary: Vocabulary | null };

// Keyed on the driver's client: one per process on Node; the D1 binding,
// which outlives a request, on Workers (where the Db object is per request).
const memories = new WeakMap<object, Memory>();

function memoryFor(db: Db): Memory {
  const owner = (db as { $client?: object }).$client ?? db;
  let memory = memories.get(owner);
  if (!memory) {
    memory = { decisions: new BoundedCache<Decision>(CORRECTION_CACHE_SIZE), vocabulary: null };
    memories.set(owner, memory);
  }
  return memory;
}

const fresh = (at: number) => Date.now() - at <= MAX_AGE_MS;

export type CorrectionMemory = {
  /** The corrected words, null for "search as typed", undefined when not decided yet. */
  corrected: string[] | null | undefined;
  remember: (corrected: string[] | null) => void;
  /** A slice of the vocabulary (`key`), read once per catalogue version. */
  vocabulary: (key: string, load: () => Promise<VocabularyTerm[]>) => Promise<VocabularyTerm[]>;
};

/**
 * What is known about correcting a query in a scope (which list asks, with
 * which filters: both change how many results the typed words find).
 */
export async function correctionMemory(db: Db, scope: string, text: string): Promise<CorrectionMemory> {
  const memory = memoryFor(db);
  const version = await readCatalogueVersion({ db });
  const key = `${version}\n${scope}\n${text}`;
  const decision = memory.decisions.get(key);
  return {
    corrected: decision && fresh(decision.at) ? decision.corrected : undefined,
    remember: (corrected) => memory.decisions.set(key, { at: Date.now(), corrected }),
    vocabulary: (slice, load) => {
      if (memory.vocabulary?.version !== version || !fresh(memory.vocabulary.at)) {
        memory.vocabulary = { version, at: Date.now(), slices: new Map() };
      }
      const { slices } = memory.vocabulary;
      let terms = slices.get(slice);
      if (!terms) {
        terms = load();
        slices.set(slice, terms);
        // A failed read is tried again next time rather than kept.
        terms.catch(() => {
          if (slices.get(slice) === terms) slices.delete(slice);
        });
      }
      return terms;
    },
  };
}
