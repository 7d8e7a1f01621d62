import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

describe("BoundedCache", () => {
  it("keeps at most `limit` entries, dropping the least recently used", () => {
    const cache = new BoundedCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "a" is now the most recently used
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("replaces a value under the same key without growing", () => {
    const cache = new BoundedCache<string>(2);
    cache.set("a", "old");
    cache.set("a", "new");
    expect(cache.size).toBe(1);
    expect(cache.get("a")).toBe("new");
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
  });

  it("refuses a limit below one", () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
  });
});
