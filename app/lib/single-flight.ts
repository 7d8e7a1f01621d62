// One piece of work per key at a time: a caller who asks for a key whose work
// is already under way waits for that work's result instead of starting its
// own. The page cache uses it so that a crowd arriving at an empty cache (a
// fresh process, or every entry retired by an admin's edit) renders each page
// once, not once per visitor (docs/decisions/0055-single-render-per-cold-page.md).

export type Flight<T> = { value: T; joined: boolean };

export function createSingleFlight<T>() {
  const underway = new Map<string, Promise<T>>();
  return {
    /**
     * Runs `work` for `key`, or joins the run already under way for it.
     * `joined` is false for the caller whose `work` ran: only that caller should
     * use anything in the value that can be used once (a response body).
     * A failure reaches every caller of that run; the next call starts afresh.
     */
    async run(key: string, work: () => Promise<T>): Promise<Flight<T>> {
      const current = underway.get(key);
      if (current) return { value: await current, joined: true };
      const started = (async () => work())();
      underway.set(key, started);
      try {
        return { value: await started, joined: false };
      } finally {
        underway.delete(key);
      }
    },
    /** How many keys have work under way (for tests). */
    get size() {
      return underway.size;
    },
  };
}
