// The catalogue's SQL against a real seeded libSQL file, checked against a
// plain reading of docs/product.md over the seed data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandFromInspiration } from "../../app/lib/brands";
import { listBrandFacets, listNoteFacets, searchCatalogue, searchHeader } from "../../app/models/fragrance-search.server";
import { listQuizRecommendations, listSeasonalPicks } from "../../app/models/fragrance-home.server";
import { seedFragrances, type SeedFragrance } from "../../db/seed/catalogue";
import type { Db } from "../../db/client";
import { createTestDatabase } from "../support/test-server";

/** The header's results alone. */
const headerSearch = async (options: Parameters<typeof searchHeader>[0]) => (await searchHeader(options)).results;

let db: Db;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

const notesOf = (f: SeedFragrance) => [...f.topNotes, ...f.middleNotes, ...f.baseNotes];
function specMatches(f: SeedFragrance, { search = "", notes = [] as string[], brands = [] as string[] }) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const fields = [f.name, f.description, f.gender, f.inspiration, ...notesOf(f)].map((s) => s.toLowerCase());
  if (!words.every((word) => fields.some((field) => field.includes(word)))) return false;
  if (notes.length && !notes.some((note) => notesOf(f).some((n) => n.toLowerCase() === note))) return false;
  if (brands.length && !(f.inspiration && brands.includes(brandFromInspiration(f.inspiration)!))) return false;
  return true;
}
const expectedNames = (filter: Parameters<typeof specMatches>[1], gender?: string) =>
  seedFragrances
    .filter((f) => (!gender || f.gender === gender) && specMatches(f, filter))
    .map((f) => f.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("shop matching in SQL (docs/product.md)", () => {
  const sorted = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it.each([
    { search: "rose" },
    { search: "Rose VANILLA" },
    { notes: ["vanilla", "rose"] },
    { brands: ["Dior", "Chanel"] },
  ])("matches the spec's rules for %o", async (filter) => {
    const { items, total } = await searchCatalogue({ db, limit: 500, ...filter });
    const expected = expectedNames(filter);
    expect(total).toBe(expected.length);
    // A search is ranked by relevance, so the names are compared as a set.
    expect(sorted(items.map((item) => item.name))).toEqual(expected);
    expect(total).toBeGreaterThan(0);
  });

  // Synonyms and singulars only add results: "woody" also finds "wood", "amber" also "ambre".
  it.each([
    { search: "woody female" },
    { search: "amber", notes: ["musk", "vanilla"], brands: ["Dior", "Chanel", "Tom Ford", "Le Labo"] },
  ])("finds at least what the spec's rules find for %o", async (filter) => {
    const { items, total } = await searchCatalogue({ db, limit: 500, ...filter });
    const expected = expectedNames(filter);
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((item) => item.name)).toEqual(expect.arrayContaining(expected));
    expect(total).toBe(items.length);
  });

  it("combines the filters with the gender and pages the result", async () => {
    const all = expectedNames({ notes: ["bergamot"] }, "male");
    const page2 = await searchCatalogue({ db, gender: "male", notes: ["bergamot"], limit: 5, offset: 5 });
    expect(page2.total).toBe(all.length);
    expect(page2.items.map((item) => item.name)).toEqual(all.slice(5, 10));
  });

  it("finds nothing for a word no fragrance has", async () => {
    expect(await searchCatalogue({ db, search: "rose zzzqqq", limit: 10 })).toEqual({ items: [], total: 0, correction: null });
  });

  it("lists brands with counts and the most common notes", async () => {
    const brands = await listBrandFacets({ db });
    const dior = seedFragrances.filter((f) => brandFromInspiration(f.inspiration) === "Dior").length;
    expect(brands.find((b) => b.brand === "Dior")?.count).toBe(dior);
    const notes = await listNoteFacets({ db, limit: 5 });
    expect(notes).toHaveLength(5);
    const bergamot = seedFragrances.filter((f) => notesOf(f).some((n) => n.toLowerCase() === "bergamot")).length;
    expect(notes.find((n) => n.note === "bergamot")?.count).toBe(bergamot);
    expect(notes[0]!.count).toBeGreaterThanOrEqual(notes[4]!.count);
  });
});

describe("header search", () => {
  it("ignores empty input", async () => {
    expect(await headerSearch({ db, query: "   " })).toEqual([]);
  });

  it("puts the exact name first, then names starting with the text", async () => {
    const results = await headerSearch({ db, query: "Open Range" });
    expect(results[0]!.name).toBe("Open Range");
    const prefix = await headerSearch({ db, query: "alm" });
    const names = prefix.map((r) => r.name);
    const firstOther = names.findIndex((name) => !name.toLowerCase().startsWith("alm"));
    expect(names.slice(0, firstOther === -1 ? undefined : firstOther).every((n) => n.toLowerCase().startsWith("alm"))).toBe(true);
    expect(names[0]!.toLowerCase().startsWith("alm")).toBe(true);
  });

  it("matches multi-word queries on their words of 3+ letters", async () => {
    const withShort = await headerSearch({ db, query: "a open range" });
    const without = await headerSearch({ db, query: "open range" });
    // Same matches; only the ranking (which compares the whole text) may differ.
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const all = await headerSearch({ db, query: "open range", limit: 200 });
    expect(ids(await headerSearch({ db, query: "a open range", limit: 200 }))).toEqual(ids(all));
    expect(without[0]!.name).toBe("Open Range");
    expect(withShort).toHaveLength(8);
  });
});

describe("home picks", () => {
  it("shows 2 male and 2 female fragrances of a season", async () => {
    const picks = await listSeasonalPicks({ db, season: "winter" });
    expect(picks.map((p) => p.gender)).toEqual(["male", "male", "female", "female"]);
  });

  it("recommends 4 fragrances for a quiz result", async () => {
    expect(await listQuizRecommendations({ db, noteKeywords: ["vanilla", "amber"] })).toHaveLength(4);
  });
});
