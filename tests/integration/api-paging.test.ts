// Every JSON list says how to get the rest: X-Total-Count and RFC 8288 Link
// headers (first, prev, next, last) on the public origin, over the real app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFragrances } from "../../db/seed/catalogue";
import { addFavorite } from "../../app/models/favorite.server";
import { userWithSession } from "../support/admin";
import { startTestServer, type TestServer } from "../support/test-server";

const ORIGIN = "https://shop.example.com";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(async () => {
  await server.close();
});

/** The Link header as { rel: url }. */
function links(response: Response): Record<string, string> {
  const header = response.headers.get("link") ?? "";
  return Object.fromEntries(
    header
      .split(/,\s*(?=<)/)
      .filter(Boolean)
      .map((part) => [part.match(/;\s*rel="([^"]+)"/)![1], part.match(/^<([^>]+)>/)![1]]),
  );
}

const onServer = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
};

describe("GET /api/fragrances", () => {
  it("answers the whole seeded catalogue to a client that does not page, saying it is the only page", async () => {
    const response = await server.fetch("/api/fragrances");
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown[]).toHaveLength(seedFragrances.length);
    expect(response.headers.get("x-total-count")).toBe(String(seedFragrances.length));
    expect(links(response)).toEqual({
      first: `${ORIGIN}/api/fragrances?limit=200&offset=0`,
      last: `${ORIGIN}/api/fragrances?limit=200&offset=0`,
    });
  });

  it("links first, prev, next and last, and following next visits every fragrance once", async () => {
    const middle = await server.fetch("/api/fragrances?gender=female&limit=10&offset=10");
    const females = seedFragrances.filter((fragrance) => fragrance.gender === "female").length;
    const lastOffset = Math.floor((females - 1) / 10) * 10;
    expect(links(middle)).toEqual({
      first: `${ORIGIN}/api/fragrances?gender=female&limit=10&offset=0`,
      prev: `${ORIGIN}/api/fragrances?gender=female&limit=10&offset=0`,
      next: `${ORIGIN}/api/fragrances?gender=female&limit=10&offset=20`,
      last: `${ORIGIN}/api/fragrances?gender=female&limit=10&offset=${lastOffset}`,
    });

    const seen: number[] = [];
    let next: string | undefined = "/api/fragrances?limit=25";
    while (next) {
      const response = await server.fetch(next);
      expect(response.status).toBe(200);
      seen.push(...((await response.json()) as { id: number }[]).map((fragrance) => fragrance.id));
      const rels = links(response);
      next = rels.next ? onServer(rels.next) : undefined;
      if (!next) expect(rels.last).toBe(`${ORIGIN}/api/fragrances?limit=25&offset=${Math.floor((seedFragrances.length - 1) / 25) * 25}`);
    }
    expect(seen).toHaveLength(seedFragrances.length);
    expect(new Set(seen).size).toBe(seedFragrances.length);
  });

  it("refuses a page larger than 200 with JSON field errors", async () => {
    const response = await server.fetch("/api/fragrances?limit=201&offset=-3");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Invalid query.",
      errors: { limit: ["Limit must be a whole number from 1 to 200."], offset: ["Offset must be a whole number from 0."] },
    });
  });
});

describe("GET /api/fragrances/newest", () => {
  it("pages newest first, 12 by default, with the total and links", async () => {
    const response = await server.fetch("/api/fragrances/newest");
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown[]).toHaveLength(12);
    expect(response.headers.get("x-total-count")).toBe(String(seedFragrances.length));
    const rels = links(response);
    expect(Object.keys(rels)).toEqual(["first", "next", "last"]);
    const second = await server.fetch(onServer(rels.next!));
    const [firstPage, secondPage] = [
      ((await (await server.fetch("/api/fragrances/newest")).json()) as { id: number }[]).map((f) => f.id),
      ((await second.json()) as { id: number }[]).map((f) => f.id),
    ];
    expect(secondPage).toHaveLength(12);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    expect((await server.fetch("/api/fragrances/newest?limit=0")).status).toBe(400);
  });
});

describe("GET /api/favorites", () => {
  it("pages the user's favourites with the total and links", async () => {
    const { user, headers } = await userWithSession(server.db, "customer");
    for (const fragranceId of [4, 5, 6]) await addFavorite({ db: server.db, userId: user.id, fragranceId });
    const response = await server.fetch("/api/favorites?limit=2", { headers });
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown[]).toHaveLength(2);
    expect(response.headers.get("x-total-count")).toBe("3");
    expect(links(response)).toEqual({
      first: `${ORIGIN}/api/favorites?limit=2&offset=0`,
      next: `${ORIGIN}/api/favorites?limit=2&offset=2`,
      last: `${ORIGIN}/api/favorites?limit=2&offset=2`,
    });
    const rest = await server.fetch("/api/favorites?limit=2&offset=2", { headers });
    expect((await rest.json()) as unknown[]).toHaveLength(1);
    const all = await server.fetch("/api/favorites", { headers });
    expect((await all.json()) as unknown[]).toHaveLength(3);
  });
});
