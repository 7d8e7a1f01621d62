// The anonymous page cache (decision 0025) on the real Node server: shared
// answers for visitors without a session, cart or toast, never for anyone else,
// and every admin write visible on the next anonymous request.
import { describe, expect, it } from "vitest";
import { reviews } from "../../db/schema";
import { adminSuite } from "../support/admin";
import { createShopper } from "../support/shopper";

const suite = adminSuite();

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
const get = (path: string, headers: Record<string, string> = {}) => suite.server.fetch(path, { headers });

describe("anonymous page cache", () => {
  it("serves a second anonymous request from the cache: same page, a fresh nonce, shared headers", async () => {
    const first = await get("/product/2");
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await get("/product/2");
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("vary")).toMatch(/cookie/i);

    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    const [firstNonce, secondNonce] = [nonceOf(firstHtml), nonceOf(secondHtml)];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    // Only the nonce differs, and the policy header allows the page's own one.
    expect(secondHtml.replaceAll(secondNonce!, "N")).toBe(firstHtml.replaceAll(firstNonce!, "N"));
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${secondNonce}'`);
    expect(secondHtml).not.toContain(firstNonce!);
  });

  it("caches the data twins, the API, the sitemap and the other catalogue pages", async () => {
    for (const path of ["/shop.data", "/product/2.data", "/api/fragrances?limit=5", "/sitemap.xml", "/faq", "/about", "/"]) {
      await get(path);
      const again = await get(path);
      expect([path, again.status, again.headers.get("x-cache")]).toEqual([path, 200, "HIT"]);
    }
  });

  it("answers a matching If-None-Match with 304 and no body, on a miss and on a hit", async () => {
    const page = await get("/faq");
    const etag = page.headers.get("etag")!;
    const revalidated = await get("/faq", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
    // The browser keeps its own copy's nonce: no new policy with the 304.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect((await get("/faq", { "If-None-Match": '"something-else"' })).status).toBe(200);
  });

  it("keeps light and dark pages apart by the theme cookie", async () => {
    const dark = await get("/about", { Cookie: "theme=ImRhcmsi" });
    expect(await dark.text()).toMatch(/<html[^>]*class="[^"]*dark/);
    const light = await get("/about");
    expect(await light.text()).not.toMatch(/<html[^>]*class="[^"]*dark/);
  });

  it("keeps lite pages (Save-Data or the footer's choice) apart from full ones", async () => {
    const full = await get("/faq");
    expect(await full.text()).toContain('data-lite-mode="off"');
    expect(full.headers.get("vary")).toMatch(/save-data/i);
    const saveData = await get("/faq", { "Save-Data": "on" });
    expect(saveData.headers.get("x-cache")).toBe("MISS");
    expect(await saveData.text()).toContain('data-lite-mode="on"');
    const again = await get("/faq", { "Save-Data": "on" });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toContain('data-lite-mode="on"');
    // The visitor's own choice wins over the header, and is shared like the theme.
    const chosenOff = await get("/faq", { "Save-Data": "on", Cookie: "lite=Im9mZiI%3D" });
    expect(chosenOff.headers.get("x-cache")).toBe("HIT");
    expect(await chosenOff.text()).toContain('data-lite-mode="off"');
    expect(await (await get("/faq")).text()).toContain('data-lite-mode="off"');
  });

  it("never serves a shopper with a cart or a session from the cache, and keeps their page private", async () => {
    const shopper = createShopper(suite.server);
    await suite.server.fetch("/shop");
    await shopper.addToCart(1);
    expect(shopper.cookies.size).toBeGreaterThan(0);
    const withCart = await shopper.get("/shop");
    expect(withCart.headers.get("x-cache")).toBeNull();
    expect(withCart.headers.get("cache-control")).toBe("private, no-store");
    // The cart count is theirs, and it never reaches the next anonymous visitor.
    expect(await withCart.text()).toMatch(/Cart, 1 item\b/);
    const anonymous = await (await get("/shop")).text();
    expect(anonymous).toMatch(/Cart, 0 items/);
    expect(anonymous).not.toMatch(/Cart, 1 item\b/);

    const signedIn = await get("/product/2", { Cookie: "__session=abc" });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const bearer = await get("/api/fragrances?limit=5", suite.admin.headers);
    expect(bearer.headers.get("x-cache")).toBeNull();
    expect(bearer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows an admin's new name and price on the next anonymous product page and shop", async () => {
    const before = await (await get("/product/4")).text();
    await get("/shop");
    expect((await get("/product/4")).headers.get("x-cache")).toBe("HIT");
    const current = await suite.server.db.query.fragrances.findFirst({ where: (f, { eq }) => eq(f.id, 4) });
    expect(before).toContain(current!.name);

    const response = await suite.server.fetch("/api/fragrances/4", {
      method: "PATCH",
      headers: { ...suite.admin.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Cached No More", price: 12345 }),
    });
    expect(response.status).toBe(200);

    const product = await get("/product/4");
    expect(product.headers.get("x-cache")).toBe("MISS");
    const html = await product.text();
    expect(html).toContain("Cached No More");
    expect(html).toContain("123.45");
    expect(await (await get("/shop?search=Cached")).text()).toContain("Cached No More");
    expect(await (await get("/api/fragrances/4")).json()).toMatchObject({ name: "Cached No More", price: 12345 });
  });

  it("shows a review on the product page once an admin approves it", async () => {
    await get("/product/5");
    expect((await get("/product/5")).headers.get("x-cache")).toBe("HIT");
    const [pending] = await suite.server.db
      .insert(reviews)
      .values({ name: "Marguerite", email: "m@example.com", rating: 5, comment: "Smells like a cached garden.", productId: 5, productName: "Five" })
      .returning();
    expect(await (await get("/product/5")).text()).not.toContain("Smells like a cached garden.");

    const approve = await suite.post("/admin/reviews", { intent: "approve", reviewId: String(pending!.id) });
    expect(approve.status).toBe(302);
    expect(await (await get("/product/5")).text()).toContain("Smells like a cached garden.");
  });
});
