// Search through the real request handler: the 'Showing results for' notice,
// every entry point, and the index following admin edits.
import { describe, expect, it } from "vitest";
import { adminFragranceForm, adminSuite } from "../support/admin";

const suite = adminSuite();

const page = async (path: string) => {
  const response = await suite.server.fetch(path);
  return { status: response.status, body: await response.text() };
};
const cardNames = (html: string) => [...html.matchAll(/<article[\s\S]*?<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((match) => match[1]!);

describe("'Showing results for' on /shop", () => {
  it("answers a misspelt search for the correction, with a link to each spelling", async () => {
    const { status, body } = await page("/shop/female?search=vanila&view=list");
    expect(status).toBe(200);
    expect(body).toMatch(/Showing results for <a[^>]*href="\/shop\/female\?search=vanilla&amp;view=list"[^>]*>&quot;vanilla&quot;<\/a>/);
    expect(body).toMatch(/search instead for <a[^>]*href="\/shop\/female\?search=vanila&amp;view=list&amp;spelling=exact"[^>]*>&quot;vanila&quot;<\/a>/);
    expect(body).not.toContain("No fragrances found");
    expect(body).toContain("Moonlit Vanilla");
  });

  it("searches the typed spelling when asked, showing the empty state and no notice", async () => {
    const { status, body } = await page("/shop/female?search=vanila&view=list&spelling=exact");
    expect(status).toBe(200);
    expect(body).toContain("No fragrances found");
    expect(body).not.toContain("Showing results for");
  });

  it("shows no notice for a word the catalogue knows", async () => {
    const { body } = await page("/shop?search=vanilla");
    expect(body).not.toContain("Showing results for");
  });
});

describe("GET /api/fragrances forgives typos as /shop does", () => {
  const api = async (query: string) => {
    const response = await suite.server.fetch(`/api/fragrances?${query}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  const names = (body: unknown) => (body as { name: string }[]).map((item) => item.name);

  it.each([
    ["vanila", "vanilla"],
    ["sandalwod", "sandalwood"],
  ])("answers %j with the fragrances of %j, the same array as the right spelling, and says so in a header", async (typo, word) => {
    const right = await api(`search=${word}`);
    expect(names(right.body).length).toBeGreaterThan(0);
    expect(right.headers.get("X-Search-Corrected-To")).toBeNull();
    const corrected = await api(`search=${typo}`);
    expect(corrected.status).toBe(200);
    expect(corrected.body).toEqual(right.body);
    expect(corrected.headers.get("X-Search-Corrected-To")).toBe(word);
    expect(corrected.headers.get("X-Total-Count")).toBe(right.headers.get("X-Total-Count"));
    // Asked again (the decision is remembered), the same answer.
    expect((await api(`search=${typo}`)).headers.get("X-Search-Corrected-To")).toBe(word);
  });

  it("keeps the other filters and the paging on the corrected search", async () => {
    const right = await api("search=vanilla&gender=female&limit=2");
    const corrected = await api("search=vanila&gender=female&limit=2");
    expect(names(corrected.body)).toEqual(names(right.body));
    expect(names(corrected.body)).toHaveLength(2);
    expect(corrected.headers.get("X-Total-Count")).toBe(right.headers.get("X-Total-Count"));
    expect(corrected.headers.get("Link")).toContain("search=vanila");
  });

  it("searches the words as typed with spelling=exact, the shop's parameter: an empty array and no header", async () => {
    const exact = await api("search=vanila&spelling=exact");
    expect(exact.status).toBe(200);
    expect(exact.body).toEqual([]);
    expect(exact.headers.get("X-Total-Count")).toBe("0");
    expect(exact.headers.get("X-Search-Corrected-To")).toBeNull();
  });

  it("refuses any other spelling value with a 400 field error, like other bad queries", async () => {
    const bad = await api("search=vanila&spelling=loose");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Invalid query.", errors: { spelling: [expect.stringContaining("exact")] } });
  });
});

describe("any text is a search, never query syntax", () => {
  it.each(['""" NEAR( *', "a OR b", "{name} : x", "rose AND", "-- '; drop table fragrances", "nul\u0000byte"])("answers %j with a page or JSON, never a 500", async (text) => {
    const query = encodeURIComponent(text);
    expect((await suite.server.fetch(`/shop?search=${query}`)).status).toBe(200);
    expect((await suite.server.fetch(`/resources/search?q=${query}`)).status).toBe(200);
    expect((await suite.server.fetch(`/api/fragrances?search=${query}`)).status).toBe(200);
    expect((await suite.server.fetch(`/reviews/new?q=${query}`)).status).toBe(200);
  });
});

describe("every entry point", () => {
  it("the header's live results answer a typo with the corrected query", async () => {
    const data = (await (await suite.server.fetch("/resources/search?q=creed%20aventis")).json()) as {
      results: { name: string }[];
      correctedQuery: string | null;
    };
    expect(data.correctedQuery).toBe("creed aventus");
    expect(data.results[0]!.name).toBe("Crown & Birch");
  });

  it("GET /api/fragrances?search= finds synonyms and counts them", async () => {
    const response = await suite.server.fetch("/api/fragrances?search=agarwood");
    expect(response.status).toBe(200);
    const items = (await response.json()) as { name: string }[];
    expect(items.map((item) => item.name)).toEqual(expect.arrayContaining(["Violet Oud", "Rosewood Oud", "Nutmeg Oud"]));
    expect(response.headers.get("X-Total-Count")).toBe(String(items.length));
  });

  it("the review form's product picker suggests by name or inspiration, typos included", async () => {
    const { body } = await page("/reviews/new?q=aventis");
    expect(body).toMatch(/Crown &amp; Birch/);
    expect(body).toMatch(/Inspired by [^<]*Aventus/);
  });
});

describe("the index follows admin edits", () => {
  const fields = adminFragranceForm({ name: "Zephyr Quillwort" });
  const idOf = async (name: string) => (await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.name, name) }))!.id;

  it("finds a created fragrance, then its new name after an edit, and nothing after a delete", async () => {
    expect(cardNames((await page("/shop?search=quillwort")).body)).toEqual([]);
    expect((await suite.post("/admin/fragrances/new", fields)).status).toBe(302);
    expect(cardNames((await page("/shop?search=quillwort")).body)).toEqual(["Zephyr Quillwort"]);

    const id = await idOf("Zephyr Quillwort");
    expect((await suite.post(`/admin/fragrances/${id}/edit`, { ...fields, name: "Zephyr Marshwort" })).status).toBe(302);
    expect(cardNames((await page("/shop?search=quillwort")).body)).toEqual([]);
    expect(cardNames((await page("/shop?search=marshwort")).body)).toEqual(["Zephyr Marshwort"]);

    expect((await suite.post(`/admin/fragrances/${id}/delete`, { redirectTo: "/admin" })).status).toBe(302);
    expect(cardNames((await page("/shop?search=marshwort")).body)).toEqual([]);
  });
});
