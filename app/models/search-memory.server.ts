import type { Db } from "../../db/client";
import { BoundedCache } from "../lib/bounded-cache";
import type { VocabularyTerm } from "../lib/search-correction";
import { readCatalogueVersion } from "./catalogue-version.server";

// What the search engine keeps between requests, so a query asked again costs
// less than the first time, while every answer stays exact:
// - spelling correction's decision for a query (the corrected words, or null
//   when the typed words stay) and the slices of the catalogue's vocabulary it
//   read to decide. Deciding costs a search that finds (almost) nothing, a
//   probe per unknown word and a walk through the vocabulary; with the answer
//   kept, a misspelt query asked again costs one search, like a correct one.
// - how many fragrances a search (with its filters) matches, and how many each
//   ranking tier holds: counting reads every match in the index, a cost that
//   grows with the catalogue ("rose vanilla": 1,396 matches at 10,000
//   fragrances, about 1.8 ms of SQL), while a page only reads its own rows.
//
// All of it is keyed on the catalogue version (docs/decisions/0025), which
// every fragrance write moves on in the same batch, so an admin's edit retires
// it at once: the next search decides and counts again against the new
// catalogue. Memory per process (Node) or isolate (Workers), bounded: decisions
// and counts least recently used out first, vocabulary and counts for the
// newest version seen only. The age limit covers a catalogue write that moves
// no version (the first seed of a new database).

/** Queries whose correction decision is kept, per database. */
export const CORRECTION_CACHE_SIZE = 500;
/** Counts kept (a search's total, or one tier's), per database. */
export const COUNT_CACHE_SIZE = 2000;
const MAX_AGE_MS = 10 * 60_000;

type Decision = { at: number; corrected: string[] | null };
type Vocabulary = { version: string; at: number; slices: Map<string, Promise<VocabularyTerm[]>> };
type Counts = { version: string; entries: BoundedCache<{ at: number; value: number }> };
type Memory = { decisions: BoundedCache<Decision>; vocabulary: Vocabulary | null; counts: Counts | null };

// Keyed on the driver's client: one per process on Node; the D1 binding,
// which outlives a request, on Workers (where the Db object is per request).
const memories = new WeakMap<object, Memory>();

function memoryFor(db: Db): Memory {
  const owner = (db as { $client?: object }).$client ?? db;
  let memory = memories.get(owner);
  if (!memory) {
    memory = { decisions: new BoundedCache<Decision>(CORRECTION_CACHE_SIZE), vocabulary: null, counts: null };
    memories.set(owner, memory);
  }
  return memory;
}

const fresh = (at: number) => Date.now() - at <= MAX_AGE_MS;

/** Versions are whole numbers written as text ("0" before the first write). */
const newer = (version: string, than: string) => Number(version) > Number(than);

export type CorrectionMemory = {
  /** The corrected words, null for "search as typed", undefined when not decided yet. */
  corrected: string[] | null | undefined;
  remember: (corrected: string[] | null) => void;
  /** A slice of the vocabulary (`key`), read once per catalogue version. */
  vocabulary: (key: string, load: () => Promise<VocabularyTerm[]>) => Promise<VocabularyTerm[]>;
};

export type SearchMemory = {
  /**
   * What is known about correcting a query in a scope (which list asks, with
   * which filters: both change how many results the typed words find).
   */
  correction: (scope: string, text: string) => Promise<CorrectionMemory>;
  /**
   * A count (`key`: everything the number depends on), counted once per
   * catalogue version. A request that read an older version than one already
   * seen counts without keeping its answer.
   */
  count: (key: string, load: () => Promise<number>) => Promise<number>;
};

/**
 * The search memory of a database for one request. The catalogue version is
 * read once, when first needed (one primary-key read), so a search that keeps
 * nothing reads nothing more.
 */
export function searchMemory(db: Db): SearchMemory {
  const memory = memoryFor(db);
  let versionRead: Promise<string> | undefined;
  const version = () => (versionRead ??= readCatalogueVersion({ db }));
  return {
    correction: async (scope, text) => {
      const current = await version();
      const key = `${current}\n${scope}\n${text}`;
      const decision = memory.decisions.get(key);
      return {
        corrected: decision && fresh(decision.at) ? decision.corrected : undefined,
        remember: (corrected) => memory.decisions.set(key, { at: Date.now(), corrected }),
        vocabulary: (slice, load) => {
          if (memory.vocabulary?.version !== current || !fresh(memory.vocabulary.at)) {
            memory.vocabulary = { version: current, at: Date.now(), slices: new Map() };
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
    },
    count: async (key, load) => {
      const current = await version();
      if (!memory.counts || newer(current, memory.counts.version)) {
        // A new catalogue: every count kept so far is wrong, let them all go.
        memory.counts = { version: current, entries: new BoundedCache(COUNT_CACHE_SIZE) };
      }
      const counts = memory.counts;
      if (counts.version !== current) return load(); // this request read an older catalogue
      const kept = counts.entries.get(key);
      if (kept && fresh(kept.at)) return kept.value;
      const value = await load();
      counts.entries.set(key, { at: Date.now(), value });
      return value;
    },
  };
}
