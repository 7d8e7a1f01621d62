// A search's count is kept per query and catalogue version (search-memory):
// asked again, a search counts nothing, yet every total a shopper sees stays
// exact, and an admin's edit is counted by the very next search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpCatalogueVersion } from "../../app/models/catalogue-version.server";
import { searchCatalogue } from "../../app/models/fragrance-search.server";
import { COUNT_CACHE_SIZE, searchMemory } from "../../app/models/search-memory.server";
import type { Db } from "../../db/client";
import { adminFragranceForm, adminSuite } from "../support/admin";
import { createTestDatabase, startTestServer, type TestServer } from "../support/test-server";

// A cookie the page cache does not know: every request is a real search.
const NO_PAGE_CACHE = { headers: { cookie: "test=search" } };
const cardNames = (html: string) => [...html.matchAll(/<article[\s\S]*?<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((match) => match[1]!);
const shownTotal = (html: string) => Number(/(\d+) fragrances?</.exec(html)?.[1] ?? Number.NaN);

describe("through the shop, with an admin's edits", () => {
  const suite = adminSuite();
  const totalFor = async (query: string) => shownTotal(await (await suite.server.fetch(`/shop?search=${query}`, NO_PAGE_CACHE)).text());
  const fields = adminFragranceForm({ name: "Rose Quillwort" });

  it("counts a fragrance added, renamed away and back, and deleted on the next request", async () => {
    // "rose" fills more than one page of 24 in the seed, so the page needs a count.
    const before = await totalFor("rose");
    expect(before).toBeGreaterThan(24);
    expect(await totalFor("rose")).toBe(before); // kept

    expect((await suite.post("/admin/fragrances/new", fields)).status).toBe(302);
    expect(await totalFor("rose")).toBe(before + 1);
    const { id } = (await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.name, "Rose Quillwort") }))!;

    expect((await suite.post(`/admin/fragrances/${id}/edit`, { ...fields, name: "Zephyr Quillwort" })).status).toBe(302);
    expect(await totalFor("rose")).toBe(before);
    expect((await suite.post(`/admin/fragrances/${id}/edit`, { ...fields, name: "Zephyr Rosewater" })).status).toBe(302);
    expect(await totalFor("rose")).toBe(before + 1);

    expect((await suite.post(`/admin/fragrances/${id}/delete`, { redirectTo: "/admin" })).status).toBe(302);
    expect(await totalFor("rose")).toBe(before);
  });

  it("pages through a kept count: the last page and every total agree with the first", async () => {
    const first = await (await suite.server.fetch("/shop?search=rose", NO_PAGE_CACHE)).text();
    const last = await (await suite.server.fetch("/shop?search=rose&page=2", NO_PAGE_CACHE)).text();
    expect(shownTotal(last)).toBe(shownTotal(first));
  });
});

describe("a search asked again", () => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ onQuery: (query) => statements.push(query) });
  });
  afterAll(() => server.close());

  it("counts nothing the second time, for its first page or a later one", async () => {
    for (const path of ["/shop?search=rose", "/shop?search=rose&page=2", "/shop/female?search=amber%20musk"]) {
      const first = await (await server.fetch(path, NO_PAGE_CACHE)).text();
      statements.length = 0;
      const again = await (await server.fetch(path, NO_PAGE_CACHE)).text();
      expect(statements.filter((query) => query.startsWith("select count("))).toEqual([]);
      expect(shownTotal(again)).toBe(shownTotal(first));
      expect(cardNames(again)).toEqual(cardNames(first));
    }
  });

  it("counts nothing for a page that is not full: it ends the list", async () => {
    statements.length = 0;
    const html = await (await server.fetch("/shop?search=quillwort%20zzz", NO_PAGE_CACHE)).text();
    expect(html).toContain("No fragrances found");
    statements.length = 0;
    const few = await (await server.fetch("/shop?search=shalimar", NO_PAGE_CACHE)).text();
    expect(shownTotal(few)).toBe(1);
    expect(statements.filter((query) => query.startsWith("select count("))).toEqual([]);
  });
});

describe("exact totals and pages, kept or not", () => {
  let db: Db;
  let cleanup: () => void;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDatabase());
  });
  afterAll(() => cleanup());

  it.each([
    ["rose", {}],
    ["amber", { gender: "female" as const }],
    ["vanilla musk", {}],
    ["oud", { notes: ["oud"] }],
    ["ro", {}],
  ])("pages of 5 through %j %j list every match once, each page with the same total", async (search, filters) => {
    const all = await searchCatalogue({ db, search, limit: 1000, ...filters });
    expect(all.total).toBe(all.items.length);
    for (const round of [1, 2]) {
      const seen: number[] = [];
      for (let offset = 0; offset < all.total + 5; offset += 5) {
        const page = await searchCatalogue({ db, search, limit: 5, offset, ...filters });
        expect(page.total, `round ${round}, offset ${offset}`).toBe(all.total);
        seen.push(...page.items.map((item) => item.id));
      }
      expect(seen).toEqual(all.items.map((item) => item.id));
    }
  });
});

describe("the count memory", () => {
  let db: Db;
  let cleanup: () => void;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDatabase());
  });
  afterAll(() => cleanup());

  const counter = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it("counts once per key and catalogue version", async () => {
    const { load, loads } = counter();
    expect(await searchMemory(db).count("a", load)).toBe(1);
    expect(await searchMemory(db).count("a", load)).toBe(1);
    expect(loads()).toBe(1);
    await bumpCatalogueVersion({ db });
    expect(await searchMemory(db).count("a", load)).toBe(2);
    expect(await searchMemory(db).count("a", load)).toBe(2);
    expect(loads()).toBe(2);
  });

  it(`keeps at most ${COUNT_CACHE_SIZE} counts, the least recently used out first`, async () => {
    const { load, loads } = counter();
    await searchMemory(db).count("oldest", load);
    for (let n = 0; n < COUNT_CACHE_SIZE; n++) await searchMemory(db).count(`key ${n}`, async () => n);
    await searchMemory(db).count(`key ${COUNT_CACHE_SIZE - 1}`, load); // still kept
    expect(loads()).toBe(1);
    await searchMemory(db).count("oldest", load);
    expect(loads()).toBe(2);
  });

  it("keeps no count read under an older version than one already seen", async () => {
    const stale = searchMemory(db);
    await stale.count("warm", async () => 0); // reads the version now
    await bumpCatalogueVersion({ db });
    await searchMemory(db).count("new", async () => 0); // a request that sees the new version
    const { load, loads } = counter();
    await stale.count("b", load);
    await searchMemory(db).count("b", load);
    expect(loads()).toBe(2);
  });
});
