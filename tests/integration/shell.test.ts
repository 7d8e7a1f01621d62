import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFragrances } from "../../db/seed/catalogue";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("app shell", () => {
  it("reports the seeded catalogue on /healthz", async () => {
    const response = await server.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", fragrances: seedFragrances.length });
  });

  it("renders the home page with the header, footer and a nonce-based CSP", async () => {
    const response = await server.fetch("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Every script the page carries is allowed by this response's nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (tag.includes("application/ld+json")) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(html).toContain("<title>Premium Roll-On Fragrance Oils | Onbrand Fragrances</title>");
    for (const text of ["Shop", "About", "Member Access", "Login", "For Him", "For Her", "Unisex"]) {
      expect(html).toContain(`>${text}<`);
    }
  });

  it("gives each request its own nonce", async () => {
    const first = (await server.fetch("/")).headers.get("content-security-policy");
    const second = (await server.fetch("/")).headers.get("content-security-policy");
    expect(first).not.toEqual(second);
  });

  it.each(["/no-such-page", "/not-found", "/shop/kids", "/product/abc", "/product/999999"])(
    "answers %s with a real 404 page",
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      if (!path.startsWith("/product")) {
        expect(html).toContain("404 Page Not Found");
        expect(html).toContain("Did you forget to add the page to the router?");
      }
    },
  );

  it("serves the browser test page with its alert button and a link home", async () => {
    const html = await (await server.fetch("/test")).text();
    expect(html).toContain("Test Alert");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Go Home<\/a>/);
  });

  it("keeps the theme in a cookie and renders it on the server", async () => {
    const body = new URLSearchParams({ theme: "dark", redirectTo: "/shop" });
    const response = await server.fetch("/resources/theme", { method: "POST", body });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/shop");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^theme=/);
    expect(cookie).toContain("HttpOnly");
    const page = await server.fetch("/", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(await page.text()).toMatch(/<html lang="en" class="dark"[ >]/);
    const plain = await server.fetch("/");
    expect(await plain.text()).toMatch(/<html lang="en" class=""[ >]/);
  });

  it("rejects a bad theme value and never redirects off-site", async () => {
    const bad = await server.fetch("/resources/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "neon" }),
    });
    expect(bad.status).toBe(400);
    const offsite = await server.fetch("/resources/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "light", redirectTo: "//evil.example" }),
    });
    expect(offsite.headers.get("location")).toBe("/");
  });

  it("refuses a form post from a foreign origin", async () => {
    const response = await server.fetch("/resources/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "dark" }),
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("accepts a same-origin form post", async () => {
    const response = await server.fetch("/resources/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "dark" }),
      headers: { Origin: server.baseUrl },
    });
    expect(response.status).toBe(302);
  });

  it("serves fingerprinted assets as immutable for a year", async () => {
    const html = await (await server.fetch("/")).text();
    const asset = /\/build\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await server.fetch(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves a generated bottle image for each fragrance with long-lived caching", async () => {
    const response = await server.fetch("/images/fragrances/1/bottle.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=604800");
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    const etag = response.headers.get("etag")!;
    const again = await server.fetch("/images/fragrances/1/bottle.svg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect((await server.fetch("/images/fragrances/99999/bottle.svg")).status).toBe(404);
  });

  it("serves a card-size bottle with the initials in place of the unreadable name, and cards ask for it", async () => {
    const full = await (await server.fetch("/images/fragrances/1/bottle.svg")).text();
    const response = await server.fetch("/images/fragrances/1/bottle.svg?label=monogram");
    expect(response.status).toBe(200);
    const card = await response.text();
    expect(card).not.toContain("PARFUM OIL");
    expect(full).toContain("PARFUM OIL");
    // Its own validator: a browser holding the full bottle must not get a 304 for the card.
    const fullEtag = (await server.fetch("/images/fragrances/1/bottle.svg")).headers.get("etag")!;
    expect(response.headers.get("etag")).not.toBe(fullEtag);
    const again = await server.fetch("/images/fragrances/1/bottle.svg?label=monogram", { headers: { "If-None-Match": fullEtag } });
    expect(again.status).toBe(200);

    const shop = await (await server.fetch("/shop")).text();
    expect(shop).toMatch(/src="\/images\/fragrances\/\d+\/bottle\.svg\?label=monogram"/);
  });

  it("shows a friendly error page with no internals for a malformed request", async () => {
    const response = await server.fetch("/product/1?_data=routes%2Fnope");
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
  });

  it("sends the shop page gzip-compressed at full strength, whole", async () => {
    // Raw bytes on the wire (fetch would decompress them): a renderer chunk per
    // deflate flush once made this page 75 KB instead of 16 KB.
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(`${server.baseUrl}/shop`, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(encoding).toBe("gzip");
    const page = gunzipSync(body).toString();
    expect(page).toContain("All Fragrances");
    // The page data's stream closes in the last script: nothing was cut off.
    expect(page).toContain("streamController.close()");
    expect(body.length).toBeLessThan(page.length / 5);
  });

  it("gives crawlers the whole product page, structured data included", async () => {
    const response = await server.fetch("/product/1", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('"@type":"Product"');
    expect(page).toContain(seedFragrances[0]!.name);
    expect(page).toContain("streamController.close()");
  });
});
