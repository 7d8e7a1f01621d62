// Link previews: product pages point og:image / twitter:image at a PNG card that
// the real Node server renders (resvg), through the real Express app + Remix build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithSession } from "../support/admin";
import { addedFragrance, CRAWLER_USER_AGENT, expectedLinkPreview, pngSize, readLinkPreview } from "../support/link-preview";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_ORIGIN: "https://shop.example.com" } });
});
afterAll(() => server.close());

const meta = (body: string, key: string) =>
  body.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"/>`))?.[1];

describe("product page link preview", () => {
  // The same assertions run on Workers in tests/workers/workers.test.ts.
  it("gives a link-preview crawler the title, description, price and the absolute 1200x630 PNG card", async () => {
    const fragrance = (await (await server.fetch("/api/fragrances/1")).json()) as { id: number; name: string; description: string; price: number };
    const response = await server.fetch("/product/1", { headers: { "User-Agent": CRAWLER_USER_AGENT } });
    expect(response.status).toBe(200);
    const preview = readLinkPreview(await response.text());
    expect(preview).toEqual(expectedLinkPreview(fragrance, "https://shop.example.com"));
    expect(preview.price).toBe("40.00");

    // The crawler then fetches the picture the tags announce.
    const image = await server.fetch(new URL(preview.image!).pathname, { headers: { "User-Agent": CRAWLER_USER_AGENT } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe(preview.imageType);
    expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width: Number(preview.imageWidth), height: Number(preview.imageHeight) });
  });

  it("gives a fragrance the admin adds its own card once it shows its generated bottle", async () => {
    const admin = await userWithSession(server.db, "admin");
    const headers = { ...admin.headers, "Content-Type": "application/json" };
    const created = await server.fetch("/api/fragrances", {
      method: "POST",
      headers,
      body: JSON.stringify(addedFragrance("Node Saffron")),
    });
    expect(created.status).toBe(201);
    const fragrance = (await created.json()) as { id: number; name: string; description: string; price: number };
    const card = await server.fetch(`/images/fragrances/${fragrance.id}/share.png`);
    expect(card.status).toBe(200);
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    // Another fragrance's bottle stays the preview picture (decision 0010) until it shows its own.
    const own = await server.fetch(`/api/fragrances/${fragrance.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ imageUrl: `/images/fragrances/${fragrance.id}/bottle.svg` }),
    });
    expect(own.status).toBe(200);
    const page = await server.fetch(`/product/${fragrance.id}`, { headers: { "User-Agent": CRAWLER_USER_AGENT } });
    expect(readLinkPreview(await page.text())).toEqual(expectedLinkPreview(fragrance, "https://shop.example.com"));
  });

  it("points og:image and twitter:image at the absolute PNG card, with its type and size", async () => {
    const response = await server.fetch("/product/1");
    expect(response.status).toBe(200);
    const body = await response.text();
    const png = "https://shop.example.com/images/fragrances/1/share.png";
    expect(meta(body, "og:image")).toBe(png);
    expect(meta(body, "og:image:type")).toBe("image/png");
    expect(meta(body, "og:image:width")).toBe("1200");
    expect(meta(body, "og:image:height")).toBe("630");
    expect(meta(body, "twitter:card")).toBe("summary_large_image");
    expect(meta(body, "twitter:image")).toBe(png);
    // Pinterest pins the same picture.
    const pin = body.match(/href="(https:\/\/pinterest\.com\/pin\/create\/button\/[^"]+)"/)![1]!.replace(/&amp;/g, "&");
    expect(new URL(pin).searchParams.get("media")).toBe(png);
    // The page itself keeps the SVG bottle.
    expect(body).toMatch(/<img[^>]+src="\/images\/fragrances\/1\/bottle\.svg"/);
  });
});

describe("GET /images/fragrances/{id}/share.png", () => {
  it("serves a 1200x630 PNG, cached for a week and revalidated by ETag", async () => {
    const response = await server.fetch("/images/fragrances/1/share.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("max-age=604800");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    // A picture, not an empty canvas: a flat 1200x630 PNG would compress to a few KB.
    expect(bytes.byteLength).toBeGreaterThan(50_000);

    const etag = response.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await server.fetch("/images/fragrances/1/share.png", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("draws each fragrance its own card and a new one after an edit", async () => {
    const first = new Uint8Array(await (await server.fetch("/images/fragrances/2/share.png")).arrayBuffer());
    const other = new Uint8Array(await (await server.fetch("/images/fragrances/3/share.png")).arrayBuffer());
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);

    const before = await server.fetch("/images/fragrances/2/share.png");
    const oldTag = before.headers.get("etag")!;
    // Renamed the way an admin does it (updated_at moves, the cached catalogue follows).
    const admin = await userWithSession(server.db, "admin");
    const renamed = await server.fetch("/api/fragrances/2", {
      method: "PATCH",
      headers: { ...admin.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Renamed Ember" }),
    });
    expect(renamed.status).toBe(200);
    const after = await server.fetch("/images/fragrances/2/share.png", { headers: { "If-None-Match": oldTag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(oldTag);
    const redrawn = new Uint8Array(await after.arrayBuffer());
    expect(Buffer.from(redrawn).equals(Buffer.from(first))).toBe(false);
  });

  it.each(["/images/fragrances/999999/share.png", "/images/fragrances/abc/share.png", "/images/fragrances/0/share.png"])(
    "answers %s with 404",
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
    },
  );
});
