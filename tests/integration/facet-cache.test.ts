import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client";
import { cachedFacet } from "../../app/models/facet-cache.server";

afterEach(() => vi.useRealTimers());

describe("facet cache", () => {
  it("answers from memory for a minute, then serves the old answer while it refreshes", async () => {
    vi.useFakeTimers();
    const db = {} as Db;
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedFacet(db, "k", load)).toBe(1);
    expect(await cachedFacet(db, "k", load)).toBe(1);
    expect(loads).toBe(1);
    vi.advanceTimersByTime(61_000);
    expect(await cachedFacet(db, "k", load)).toBe(1); // stale, refresh started
    expect(loads).toBe(2);
    expect(await cachedFacet(db, "k", load)).toBe(2);
  });

  it("keeps answers apart per database and key, and retries a failed first load", async () => {
    const db = {} as Db;
    await expect(cachedFacet(db, "x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedFacet(db, "x", async () => "ok")).toBe("ok");
    expect(await cachedFacet({} as Db, "x", async () => "other")).toBe("other");
  });
});
