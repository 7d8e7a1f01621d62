// The catalogue pages and endpoints through the real Express app + Remix build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFragrances } from "../../db/seed/catalogue";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_ORIGIN: "https://shop.example.com" } });
});
afterAll(async () => {
  await server.close();
});

const html = async (path: string) => {
  const response = await server.fetch(path);
  return { status: response.status, body: await response.text() };
};
const cardCount = (body: string) => (body.match(/<article/g) ?? []).length;

describe("shop pages", () => {
  it("lists 24 cards per page with page links", async () => {
    const { status, body } = await html("/shop");
    expect(status).toBe(200);
    expect(body).toContain("All Fragrances");
    expect(cardCount(body)).toBe(24);
    expect(body).toContain(`${seedFragrances.length} fragrances`);
    expect(body).toContain('href="/shop?page=2"');
    const last = await html("/shop?page=5");
    expect(cardCount(last.body)).toBe(seedFragrances.length - 4 * 24);
  });

  it("filters by gender, search, notes and brand from the URL", async () => {
    const { body } = await html("/shop/female?search=rose&notes=vanilla&brands=Dior&view=list");
    expect(body).toContain("For Her Fragrances");
    expect(body).toMatch(/value="rose"/);
    expect(body).toContain("Active Filters");
    expect(body).toContain('data-testid="filter-badge"');
    for (const article of body.match(/<article[\s\S]*?<\/article>/g) ?? []) {
      expect(article).toContain("For Her");
      expect(article).toContain("Inspired by Dior");
    }
  });

  it("shows the exact empty state", async () => {
    const { body } = await html("/shop?search=zzzqqq");
    expect(body).toContain("No fragrances found");
    expect(body).toContain("We couldn&#x27;t find any fragrances matching your criteria. Try changing your filters or search term.");
    expect(body).toContain("Clear All Filters");
  });

  it("answers any other gender with 404", async () => {
    expect((await server.fetch("/shop/kids")).status).toBe(404);
  });

  it("shows the card price as cents/100, up to 3 notes and the inspiration", async () => {
    const { body } = await html("/shop?search=open%20range");
    const first = seedFragrances[0]!;
    expect(body).toContain("$40.00");
    expect(body).toContain(`Inspired by ${first.inspiration}`);
    const card = (body.match(/<article[\s\S]*?<\/article>/g) ?? []).find((article) => article.includes(`>${first.name}<`))!;
    const notes = card.match(/<ul[^>]*aria-label="Key notes"[^>]*>([\s\S]*?)<\/ul>/)![1]!;
    expect(notes.match(/<li/g)).toHaveLength(3);
    for (const note of [first.topNotes[0], first.middleNotes[0], first.baseNotes[0]]) expect(notes).toContain(note);
  });
});

describe("product page", () => {
  it("carries canonical, Open Graph, Twitter and Product JSON-LD in the server HTML", async () => {
    const first = seedFragrances[0]!;
    const { status, body } = await html("/product/1");
    expect(status).toBe(200);
    expect(body).toContain('<link rel="canonical" href="https://shop.example.com/product/1"/>');
    expect(body).toContain('<meta property="og:type" content="product"/>');
    expect(body).toContain('<meta property="og:url" content="https://shop.example.com/product/1"/>');
    expect(body).toContain('<meta property="og:image" content="https://shop.example.com/images/fragrances/1/share.png"/>');
    const ogDescription = body.match(/<meta property="og:description" content="([^"]*)"/)![1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
    expect(ogDescription).toBe(first.description.slice(0, 160));
    expect(body).toContain('<meta property="product:price:amount" content="40.00"/>');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const ld = JSON.parse(body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      "@type": "Product",
      name: first.name,
      description: first.description,
      image: "https://shop.example.com/images/fragrances/1/bottle.svg",
      brand: { name: "Onbrand" },
      offers: { price: "40.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
  });

  it("shows every element of the spec", async () => {
    const first = seedFragrances[0]!;
    const { body } = await html("/product/1");
    for (const text of [first.name, "For Him", "$40.00", "10ml Roll-On Bottle", "Inspired By", first.inspiration, "All fragrances come in 10ml glass roll-on bottles.", "Share This Fragrance"]) {
      expect(body).toContain(text);
    }
    expect(body).toContain("https://twitter.com/intent/tweet?");
    expect(body).toContain('value="https://shop.example.com/product/1"');
  });

  it.each(["/product/abc", "/product/999999"])("answers %s with Product Not Found", async (path) => {
    const { status, body } = await html(path);
    expect(status).toBe(404);
    expect(body).toContain("Product Not Found");
    expect(body).toContain("The fragrance you&#x27;re looking for could not be found.");
    expect(body).toContain("Return to Shop");
  });
});

describe("home page", () => {
  it("shows every catalogue section with the spec's texts", async () => {
    const { body } = await html("/");
    for (const text of ["Featured Fragrances", "Understanding Fragrance Notes", "5-15 minutes", "2-4 hours", "5-10 hours or more", "New Arrivals", "Find Your Perfect Fragrance", "Seasonal Collections", "Scent Rewards", "Join Scent Rewards", "Learn More About Us", "Question 1 of 5"]) {
      expect(body).toContain(text);
    }
  });

  it("pages the featured carousel with wrap-around links", async () => {
    const featured = seedFragrances.filter((f) => f.featured).length;
    const pages = Math.ceil(featured / 4);
    const { body } = await html("/");
    expect(body).toContain(`href="/?fpage=${pages - 1}#featured"`);
    expect(body).toContain('href="/?fpage=1#featured"');
  });

  it("scores a finished quiz and recommends 4 fragrances", async () => {
    const { body } = await html("/?quiz=oriental,woody,woody,oriental,fresh");
    expect(body).toContain("Rich &amp; Oriental");
    expect(body).toContain("Retake Quiz");
    const result = body.match(/data-testid="quiz-result"[\s\S]*?Retake Quiz/)![0];
    expect(result.match(/href="\/product\/\d+"/g)).toHaveLength(4);
  });
});

describe("JSON API and crawl files", () => {
  it("lists fragrances a page at a time with the total in a header", async () => {
    const response = await server.fetch("/api/fragrances?limit=5&gender=male");
    expect(response.status).toBe(200);
    const list = (await response.json()) as { gender: string }[];
    expect(list).toHaveLength(5);
    expect(list.every((f: { gender: string }) => f.gender === "male")).toBe(true);
    expect(Number(response.headers.get("x-total-count"))).toBe(seedFragrances.filter((f) => f.gender === "male").length);
  });

  it("refuses a bad query with JSON field errors", async () => {
    const response = await server.fetch("/api/fragrances?limit=9999");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String), errors: { limit: expect.any(Array) } });
  });

  it("returns the newest first and one fragrance by id", async () => {
    const newest = (await (await server.fetch("/api/fragrances/newest")).json()) as { name: string }[];
    expect(newest[0]!.name).toBe(seedFragrances.at(-1)!.name);
    const one = await (await server.fetch("/api/fragrances/1")).json();
    expect(one).toMatchObject({ id: 1, name: seedFragrances[0]!.name, price: 4000 });
  });

  it.each(["/api/fragrances/999999", "/api/fragrances/abc"])("answers %s with 404 JSON", async (path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Fragrance not found." });
  });

  it("serves live header results as small JSON", async () => {
    const data = (await (await server.fetch("/resources/search?q=Open%20Range")).json()) as { results: unknown[] };
    expect(data.results[0]).toMatchObject({ id: 1, name: "Open Range" });
    expect(data.results.length).toBeLessThanOrEqual(8);
  });

  it("lists home, shop pages and every product in the sitemap", async () => {
    const response = await server.fetch("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of ["/", "/shop", "/shop/male", "/shop/female", "/shop/unisex"]) {
      expect(xml).toContain(`<loc>https://shop.example.com${path}</loc>`);
    }
    expect(xml.match(/\/product\/\d+<\/loc>/g)).toHaveLength(seedFragrances.length);
    const robots = await (await server.fetch("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://shop.example.com/sitemap.xml");
  });
});

describe("mood board", () => {
  it("shares the board on PUBLIC_ORIGIN, keeping its season and mood", async () => {
    const { status, body } = await html("/summer-mood-board?season=summer");
    expect(status).toBe(200);
    expect(body).toMatch(/value="https:\/\/shop\.example\.com\/summer-mood-board\?season=summer&(amp;)?mood=[\w-]+"/);
  });
});
