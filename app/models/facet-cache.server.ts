import type { Db } from "../../db/client";

// Filter-panel facets (note and brand counts) read every row, so each answer is
// kept per database for a minute and refreshed in the background once stale:
// shoppers never wait for the scan after the first one, and counts lag edits
// by a minute at most.
const TTL_MS = 60_000;
const cache = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

export function cachedFacet<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const entries = cache.get(db) ?? new Map<string, { at: number; value: Promise<unknown> }>();
  cache.set(db, entries);
  const hit = entries.get(key);
  const refresh = () => {
    const value = load();
    const entry = { at: Date.now(), value };
    // A failed refresh keeps the previous answer; a failed first load is retried next time.
    value.then(
      () => entries.set(key, entry),
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (!hit) entries.set(key, entry);
    return value;
  };
  if (!hit) return refresh();
  if (Date.now() - hit.at > TTL_MS) {
    hit.at = Date.now(); // one refresh at a time
    refresh().catch(() => {});
  }
  return hit.value as Promise<T>;
}
