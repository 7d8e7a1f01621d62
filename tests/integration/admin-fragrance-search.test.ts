import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fragrances } from "../../db/schema";
import { ADMIN_FORM_STOCK_FIELDS, adminSuite } from "../support/admin";

// The admin fragrance table's search, sort and pages, read from the URL.

const suite = adminSuite();

type Row = { id: number; name: string; inspiration: string | null; brand: string | null; gender: string; price: number };
let catalogue: Row[];

beforeAll(async () => {
  // Distinct prices for the Tom Ford fragrances, so a price sort has something to order.
  const all = await suite.server.db.select().from(fragrances);
  const tomFord = all.filter((row) => row.brand === "Tom Ford");
  for (const [index, row] of tomFord.entries()) {
    await suite.server.db.update(fragrances).set({ price: 3000 + ((index * 7) % 10) * 250 }).where(eq(fragrances.id, row.id));
  }
  catalogue = await suite.server.db.select().from(fragrances);
});

async function table(query: string) {
  const response = await suite.get(`/admin${query}`);
  const html = await response.text();
  const ids = [...html.matchAll(/href="\/admin\/fragrances\/(\d+)\/edit/g)].map((match) => Number(match[1]));
  return { status: response.status, html, ids };
}

/** Every word somewhere in the name, inspiration or brand, any case: the rule, written independently of the SQL. */
const matches = (row: Row, words: string[]) =>
  words.every((word) => `${row.name} ${row.inspiration ?? ""} ${row.brand ?? ""}`.toLowerCase().includes(word));

describe("searching and sorting the admin fragrance table", () => {
  it("finds fragrances by brand, every word required, and says how many", async () => {
    const expected = catalogue.filter((row) => matches(row, ["tom", "ford"]));
    expect(expected.length).toBeGreaterThan(5);
    const { status, html, ids } = await table("?q=tom+FORD");
    expect(status).toBe(200);
    expect(ids.sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
    expect(html).toContain(`${expected.length} fragrances matching &quot;tom FORD&quot;`);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="tom FORD"/);
  });

  it("finds by name and by inspiration too, and keeps the audience tab", async () => {
    const name = catalogue[0]!.name;
    expect((await table(`?q=${encodeURIComponent(name)}`)).ids).toContain(catalogue[0]!.id);
    const byInspiration = catalogue.find((row) => row.inspiration?.includes("Sauvage"))!;
    expect((await table("?q=sauvage")).ids).toContain(byInspiration.id);

    const female = await table("?tab=female&q=chanel");
    const expected = catalogue.filter((row) => row.gender === "female" && matches(row, ["chanel"]));
    expect(female.ids.sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
    expect(female.html).toMatch(/<input type="hidden" name="tab" value="female"\/>/);
  });

  it("sorts by price both ways, the id breaking ties", async () => {
    const tomFord = catalogue.filter((row) => matches(row, ["tom", "ford"]));
    const ascending = [...tomFord].sort((a, b) => a.price - b.price || a.id - b.id).map((row) => row.id);
    expect((await table("?q=tom+ford&sort=price-asc")).ids).toEqual(ascending);
    const descending = [...tomFord].sort((a, b) => b.price - a.price || b.id - a.id).map((row) => row.id);
    const { html, ids } = await table("?q=tom+ford&sort=price-desc");
    expect(ids).toEqual(descending);
    expect(html).toMatch(/<option value="price-desc" selected="">Price \(high to low\)<\/option>/);
    expect(html).toContain(`$${(Math.max(...tomFord.map((row) => row.price)) / 100).toFixed(2)}`);
  });

  it("pages through a sort by name, 25 a page, without repeating a row", async () => {
    const byName = [...catalogue]
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), "en", { sensitivity: "base" }) || a.id - b.id)
      .map((row) => row.id);
    const first = await table("?sort=name-asc");
    const second = await table("?sort=name-asc&page=2");
    expect(first.ids).toEqual(byName.slice(0, 25));
    expect(second.ids).toEqual(byName.slice(25, 50));
    expect(first.html).toContain('href="/admin?sort=name-asc&amp;page=2"');
    expect(second.html).toContain(`Page 2 of ${Math.ceil(catalogue.length / 25)}`);
  });

  it("sorts by the last update", async () => {
    const touched = catalogue[40]!;
    await suite.post(`/admin/fragrances/${touched.id}/edit`, {
      name: touched.name,
      gender: touched.gender,
      description: "Edited so that it is the most recently updated fragrance.",
      price: String(touched.price),
      imageUrl: "/images/fragrances/1/bottle.svg",
      topNotes: "lemon",
      middleNotes: "jasmine",
      baseNotes: "musk",
      ...ADMIN_FORM_STOCK_FIELDS,
    });
    expect((await table("?sort=updated-desc")).ids[0]).toBe(touched.id);
    expect((await table("?sort=updated-asc")).ids).not.toContain(touched.id);
  });

  it("answers hostile or odd values with a page, never an error", async () => {
    const newest = (await table("")).ids;
    for (const query of [
      "?sort=price%3Bdrop%20table%20fragrances",
      "?sort=name-asc&sort=price-asc&sort=",
      "?page=-1",
      "?page=1e3",
      "?tab=robots",
    ]) {
      const { status, ids } = await table(query);
      expect(status, query).toBe(200);
      expect(ids.length, query).toBe(25);
      if (!query.includes("sort=name")) expect(ids, query).toEqual(newest);
    }
    for (const q of ['"', "*", "tom OR ford", "NEAR(tom ford)", "a:b", "%_", "'); --", "ab", "🌹 rose", "ford^", "nul\u0000byte"]) {
      const { status, html } = await table(`?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(html, q).toContain("matching");
    }
    const beyond = await table("?page=999999");
    expect(beyond.status).toBe(200);
    expect(beyond.html).toContain("No fragrances found.");
    expect(await suite.server.db.$count(fragrances)).toBe(catalogue.length);
  });

  it("refuses an over-long search with a message beside the box", async () => {
    const { status, html, ids } = await table(`?q=${"x".repeat(101)}&sort=name-asc`);
    expect(status).toBe(400);
    expect(html).toContain("Search must be at most 100 characters");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="admin-search-error"/);
    expect(html).toMatch(/<option value="name-asc" selected="">/);
    expect(ids).toHaveLength(25);
  });

  it("is for admins only", async () => {
    const response = await suite.server.fetch("/admin?q=tom");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%3Fq%3Dtom");
  });
});
