// The search engine on a real seeded libSQL file: ranking, the shoppers'
// queries, spelling correction, filters combined in SQL, and query plans.
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareSearch } from "../../app/models/search-engine.server";
import { SEARCH_TIERS } from "../../app/lib/search-query";
import { searchCatalogue, searchHeader, tierQueries } from "../../app/models/fragrance-search.server";
import { listApiFragrances } from "../../app/models/fragrance.server";
import { suggestReviewProducts } from "../../app/models/review.server";
import { seedFragrances } from "../../db/seed/catalogue";
import { SHOPPER_QUERIES } from "../../db/seed/shopper-queries";
import { schema, type Db } from "../../db/client";
import { createTestDatabase } from "../support/test-server";

let db: Db;
let url: string;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, url, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe("what shoppers type", () => {
  it.each(SHOPPER_QUERIES)("the shop lists %o's fragrance in the top 3", async (query, expected) => {
    const { items } = await searchCatalogue({ db, search: query, limit: 3 });
    expect(names(items)).toContain(expected);
  });

  it.each(SHOPPER_QUERIES)("the header lists %o's fragrance in the top 3", async (query, expected) => {
    const { results } = await searchHeader({ db, query, limit: 3 });
    expect(names(results)).toContain(expected);
  });
});

describe("ranking", () => {
  it("puts the exact name first, then names starting with the text, then the best scored", async () => {
    const { items } = await searchCatalogue({ db, search: "Violet Oud", limit: 10 });
    expect(items[0]!.name).toBe("Violet Oud");
    const { items: prefixed } = await searchCatalogue({ db, search: "violet", limit: 10 });
    const starting = seedFragrances.filter((f) => f.name.toLowerCase().startsWith("violet")).map((f) => f.name);
    expect(names(prefixed.slice(0, starting.length)).sort()).toEqual(starting.sort());
  });

  it("ranks a match in the name above one only in the description", async () => {
    const { items } = await searchCatalogue({ db, search: "oud", limit: 50 });
    const inName = items.findIndex((item) => !item.name.toLowerCase().includes("oud"));
    const named = names(items).filter((name) => name.toLowerCase().includes("oud"));
    expect(inName).toBe(named.length);
  });
});

describe("every match listed once", () => {
  // One word in the name and the other only in the notes ("Minted Amber" has
  // vanilla among its notes) belongs to no single-field tier: it was counted
  // but never listed.
  it.each(["amber vanilla", "oud vanilla", "rose", "vanilla"])("lists every fragrance the rule finds for %o, each once, as many as the count", async (query) => {
    const { items, total } = await searchCatalogue({ db, search: query, limit: 200 });
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(total);
    const rule = seedFragrances.filter((f) =>
      query.split(" ").every((word) =>
        [f.name, f.description, f.gender, f.inspiration, ...f.topNotes, ...f.middleNotes, ...f.baseNotes].some((field) => field.toLowerCase().includes(word)),
      ),
    );
    expect(rule.length).toBeGreaterThan(0);
    expect(names(items)).toEqual(expect.arrayContaining(rule.map((f) => f.name)));
  });
});

describe("additions on top of the spec's rule", () => {
  it("finds accented text without the accent and plural queries by their singular", async () => {
    expect(names((await searchCatalogue({ db, search: "olympea", limit: 5 })).items)).toEqual(["Salted Vanilla"]);
    const singular = await searchCatalogue({ db, search: "gardenia", limit: 200 });
    const plural = await searchCatalogue({ db, search: "gardenias", limit: 200 });
    expect(plural.total).toBe(singular.total);
    expect(plural.correction).toBeNull();
  });

  it("finds the same fragrances for synonyms as data", async () => {
    const oud = await searchCatalogue({ db, search: "oud", limit: 200 });
    const agarwood = await searchCatalogue({ db, search: "agarwood", limit: 200 });
    expect(names(agarwood.items).sort()).toEqual(names(oud.items).sort());
    expect(oud.total).toBeGreaterThan(0);
  });

  it("keeps words under three letters as substrings (the index cannot look them up)", async () => {
    const { items, total } = await searchCatalogue({ db, search: "no 5", limit: 200 });
    const expected = seedFragrances.filter((f) =>
      ["no", "5"].every((word) =>
        [f.name, f.description, f.gender, f.inspiration, ...f.topNotes, ...f.middleNotes, ...f.baseNotes].some((field) => field.toLowerCase().includes(word)),
      ),
    );
    expect(total).toBe(expected.length);
    expect(names(items).sort()).toEqual(expected.map((f) => f.name).sort());
  });
});

describe("spelling correction", () => {
  it("answers a misspelt query for the closest catalogue words and says so", async () => {
    const result = await searchCatalogue({ db, search: "Vanila", limit: 24 });
    expect(result.correction).toEqual({ from: "vanila", to: "vanilla" });
    const plain = await searchCatalogue({ db, search: "vanilla", limit: 24 });
    expect(result.total).toBe(plain.total);
  });

  it("corrects only the unknown word of several", async () => {
    const result = await searchCatalogue({ db, search: "creed aventis", limit: 5 });
    expect(result.correction).toEqual({ from: "creed aventis", to: "creed aventus" });
  });

  it("searches the words as typed when asked, and leaves known or far-off words alone", async () => {
    expect(await searchCatalogue({ db, search: "vanila", limit: 5, correct: false })).toEqual({ items: [], total: 0, correction: null });
    expect((await searchCatalogue({ db, search: "vanilla", limit: 5 })).correction).toBeNull();
    expect(await searchCatalogue({ db, search: "zzzqqq", limit: 5 })).toEqual({ items: [], total: 0, correction: null });
  });
});

describe("one engine everywhere", () => {
  it("combines search with gender, notes, brands and pages in SQL", async () => {
    const filters = { gender: "female" as const, notes: ["vanilla", "musk"] };
    const all = await searchCatalogue({ db, search: "amber", limit: 200, ...filters });
    expect(all.total).toBeGreaterThan(2);
    for (const name of names(all.items)) {
      const f = seedFragrances.find((seed) => seed.name === name)!;
      expect(f.gender).toBe("female");
      expect([...f.topNotes, ...f.middleNotes, ...f.baseNotes].map((n) => n.toLowerCase())).toEqual(expect.arrayContaining([expect.stringMatching(/^(vanilla|musk)$/)]));
    }
    const page2 = await searchCatalogue({ db, search: "amber", limit: 2, offset: 2, ...filters });
    expect(page2.total).toBe(all.total);
    expect(names(page2.items)).toEqual(names(all.items).slice(2, 4));
    const tomFord = await searchCatalogue({ db, search: "leather", brands: ["Tom Ford"], limit: 200 });
    expect(tomFord.total).toBeGreaterThan(1);
    for (const item of tomFord.items) expect(item.inspiration).toMatch(/^Tom Ford /);
  });

  it("answers the JSON API, the header and the review picker from the same index", async () => {
    const api = await listApiFragrances({ db, search: "agarwood", limit: 200, offset: 0 });
    const shop = await searchCatalogue({ db, search: "agarwood", limit: 200 });
    expect(api.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(shop.items.map((item) => item.id).sort((a, b) => a - b));
    expect(api.total).toBe(shop.total);
    expect((await searchHeader({ db, query: "vanila" })).correction).toEqual({ from: "vanila", to: "vanilla" });
    expect(names(await suggestReviewProducts({ db, query: "aventis", limit: 5 }))).toEqual(["Crown & Birch"]);
    expect(names(await suggestReviewProducts({ db, query: "open ra", limit: 5 }))[0]).toBe("Open Range");
  });
});

describe("query plans", () => {
  async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
    const client = createClient({ url });
    const { sql, params } = query.toSQL();
    const result = await client.execute({ sql: `explain query plan ${sql}`, args: params as never });
    client.close();
    return result.rows.map((row) => String(row.detail));
  }

  it("reads matches from the index, never by scanning fragrances, even with a gender filter", async () => {
    const search = prepareSearch(["rose"]);
    for (const tier of [0, 1, 2, "all"] as const) {
      const queries = tierQueries({ db, search: { ...search, match: search.match! }, filters: { gender: "male" }, tier, limit: 24, offset: 0 });
      for (const details of [await plan(queries.items), await plan(queries.total)]) {
        const index = tier === "all" ? "fragrance_search" : SEARCH_TIERS[tier].index;
        expect(details.some((detail) => detail.includes(`${index} VIRTUAL TABLE`))).toBe(true);
        expect(details.filter((detail) => /^(SCAN|SEARCH) fragrances(?! USING INTEGER PRIMARY KEY)/.test(detail))).toEqual([]);
      }
    }
  });

  it("answers GET /api/fragrances?search= from the index too, with a gender filter, in id order", async () => {
    const statements: { sql: string; params: unknown[] }[] = [];
    const logged = drizzle(createClient({ url }), { schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
    const api = await listApiFragrances({ db: logged, search: "rose", gender: "male", limit: 5, offset: 0 });
    const male = await searchCatalogue({ db, search: "rose", gender: "male", limit: 200 });
    expect(api.total).toBe(male.total);
    expect(api.items.map((item) => item.id)).toEqual(male.items.map((item) => item.id).sort((a, b) => a - b).slice(0, 5));
    // The page and its count; besides them only the catalogue version (one
    // primary-key read), which keys the remembered spelling decision.
    const searches = statements.filter((statement) => !/from "app_meta"/.test(statement.sql));
    expect(statements.length - searches.length).toBeLessThanOrEqual(1);
    expect(searches).toHaveLength(2);
    for (const statement of searches) {
      const details = await plan({ toSQL: () => statement });
      expect(details.some((detail) => detail.includes("fragrance_search VIRTUAL TABLE"))).toBe(true);
      expect(details.filter((detail) => /^(SCAN|SEARCH) fragrances(?! USING INTEGER PRIMARY KEY)/.test(detail))).toEqual([]);
    }
  });
});
