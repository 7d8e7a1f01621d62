// Spelling-correction decisions are kept per query and catalogue version: an
// admin's edit is seen by the very next search, the cache holds a bounded
// number of queries, and a kept decision spares the vocabulary work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCatalogue } from "../../app/models/fragrance-search.server";
import { CORRECTION_CACHE_SIZE } from "../../app/models/search-memory.server";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { seedRows } from "../../db/seed/seed";
import { ADMIN_FORM_STOCK_FIELDS, adminSuite } from "../support/admin";
import { createTestDatabase, startTestServer, type TestServer } from "../support/test-server";

const correctionOf = (html: string) => /data-testid="search-correction"[^>]*>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "").replaceAll("&quot;", "\"") ?? null;

describe("through the shop, with an admin's edit", () => {
  const suite = adminSuite();
  // A cookie the page cache does not know: every request is a real search.
  const shop = async (query: string) => (await suite.server.fetch(`/shop?search=${query}`, { headers: { cookie: "test=search" } })).text();

  it("answers a misspelling for a word an admin has just added", async () => {
    expect(correctionOf(await shop("zanzibarqe"))).toBeNull();
    expect(correctionOf(await shop("zanzibarqe"))).toBeNull();
    const edit = await suite.post("/admin/fragrances/3/edit", {
      name: "Zanzibarque Night",
      gender: "unisex",
      description: "Clove and sea air.",
      price: "4000",
      imageUrl: "/images/fragrances/3/bottle.svg",
      topNotes: "clove",
      middleNotes: "sea salt",
      baseNotes: "musk",
      inspiration: "",
      inspirationReleaseYear: "",
      featured: "",
      ...ADMIN_FORM_STOCK_FIELDS,
    });
    expect(edit.status).toBe(302);
    const html = await shop("zanzibarqe");
    expect(correctionOf(html)).toBe('Showing results for "zanzibarque" — search instead for "zanzibarqe"');
    expect(html).toContain("Zanzibarque Night");
  });
});

describe("a kept decision", () => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ onQuery: (sql) => statements.push(sql) });
  });
  afterAll(() => server.close());

  it("answers a misspelling asked again with one search: no probe, no vocabulary read", async () => {
    const first = await (await server.fetch("/shop?search=lavendar", { headers: { cookie: "test=search" } })).text();
    expect(correctionOf(first)).toContain('"lavender"');
    statements.length = 0;
    const again = await (await server.fetch("/shop?search=lavendar", { headers: { cookie: "test=search" } })).text();
    expect(correctionOf(again)).toContain('"lavender"');
    expect(statements.filter((sql) => /fragrance_vocabulary|limit 1$/.test(sql))).toEqual([]);
    // One search, the corrected one (its first tier is the only scored query);
    // deciding again would search the typed words too. Its count is kept as well.
    expect(statements.filter((sql) => sql.includes("bm25("))).toHaveLength(1);
    expect(statements.filter((sql) => sql.startsWith("select count(*)"))).toEqual([]);
  });
});

describe("the cache's bound", () => {
  let db: Db;
  let cleanup: () => void;
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDatabase());
  });
  afterAll(() => cleanup());

  it(`keeps the last ${CORRECTION_CACHE_SIZE} queries' decisions and decides again for an older one`, async () => {
    expect((await searchCatalogue({ db, search: "vanila", limit: 24 })).correction).toEqual({ from: "vanila", to: "vanilla" });
    // Three fragrances with the typed spelling, written the way no app path
    // writes (the catalogue version stays): only a decision made afresh sees them.
    const rows = seedRows(["Vanila Sky", "Vanila Dune", "Vanila Moon"].map((name) => ({
      name, gender: "unisex" as const, description: "Soft.", inspiration: "", inspirationReleaseYear: 2000,
      topNotes: ["musk"], middleNotes: ["iris"], baseNotes: ["amber"], featured: false,
    }))).map(({ id: _id, ...row }) => row);
    await db.insert(fragrances).values(rows);
    expect((await searchCatalogue({ db, search: "vanila", limit: 24 })).correction).toEqual({ from: "vanila", to: "vanilla" });
    for (let n = 0; n < CORRECTION_CACHE_SIZE; n++) await searchCatalogue({ db, search: `qzx${n}qzx`, limit: 24 });
    const decidedAgain = await searchCatalogue({ db, search: "vanila", limit: 24 });
    expect(decidedAgain.correction).toBeNull();
    expect(decidedAgain.items.map((item) => item.name).sort()).toEqual(["Vanila Dune", "Vanila Moon", "Vanila Sky"]);
  });
});
