import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fragrances, stockAlerts, stockLevels, stockMovements } from "../../db/schema";
import { startTestServer, type TestServer } from "../support/test-server";

// What the shopper sees of stock before the cart (issue 34): the product page's
// sizes and "Email me when it's back", cards, "In stock only", and the JSON API's sizes.

const SOLD_OUT = 100; // its 10 ml bottle is set to 0 below
const LOW = 101; // its 10 ml bottle is set to 3
let server: TestServer;
let soldOutName: string;

async function setOnHand(fragranceId: number, size: "10ml" | "2ml", onHand: number) {
  const row = await server.db
    .select({ onHand: stockLevels.onHand })
    .from(stockLevels)
    .where(and(eq(stockLevels.fragranceId, fragranceId), eq(stockLevels.size, size)))
    .get();
  const delta = onHand - (row?.onHand ?? 0);
  if (delta !== 0) await server.db.insert(stockMovements).values({ fragranceId, size, delta, reason: delta < 0 ? "damaged" : "received" });
}

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_STOCK_ALERT: "6" } });
  await setOnHand(SOLD_OUT, "10ml", 0);
  await setOnHand(LOW, "10ml", 3);
  soldOutName = (await server.db.select({ name: fragrances.name }).from(fragrances).where(eq(fragrances.id, SOLD_OUT)).get())!.name;
});
afterAll(async () => {
  await server.close();
});

const signUp = (fields: Record<string, string>, id = SOLD_OUT) =>
  server.fetch(`/product/${id}`, { method: "POST", body: new URLSearchParams({ intent: "stock-alert", ...fields }) });

const alerts = () => server.db.select().from(stockAlerts).orderBy(stockAlerts.id);

function jsonLd(html: string) {
  return JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
}

describe("the product page's sizes", () => {
  it("offers the 10 ml preselected and the sample, each with its price, and no sign-up while both are on the shelf", async () => {
    const html = await (await server.fetch("/product/1")).text();
    expect(html).toContain('<input type="radio" name="size" checked="" value="10ml"/>');
    expect(html).toContain('name="size" value="2ml"');
    for (const text of ["10 ml roll-on", "2 ml sample", "$40.00", "$5.00", "10ml Roll-On Bottle"]) expect(html).toContain(text);
    expect(html).not.toContain("Sold out");
    expect(html).not.toContain("Email me when it");
    expect(jsonLd(html).offers.availability).toBe("https://schema.org/InStock");
  });

  it("says Sold out for a sold-out bottle, keeps Add to Cart for the sample only, and offers the sign-up for the bottle", async () => {
    const html = await (await server.fetch(`/product/${SOLD_OUT}`)).text();
    expect(html).toContain("Sold out");
    expect(html).toMatch(/data-when-size="2ml"[^>]*>.*?Add to Cart/s);
    expect(html).toMatch(/<div data-when-size="10ml"><section aria-labelledby="stock-alert-10ml-heading"/);
    expect(html).not.toContain("stock-alert-2ml");
    expect(jsonLd(html).offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("says Only 3 left at low stock, and LimitedAvailability", async () => {
    const html = await (await server.fetch(`/product/${LOW}`)).text();
    expect(html).toContain("Only 3 left");
    expect(jsonLd(html).offers.availability).toBe("https://schema.org/LimitedAvailability");
  });
});

describe("Email me when it's back", () => {
  it("refuses a bad address with 400, the message next to the field and the address kept, writing nothing", async () => {
    const response = await signUp({ email: "ana@example", size: "10ml" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('id="stock-alert-10ml-email-error"');
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain('value="ana@example"');
    expect(await alerts()).toEqual([]);
  });

  it("signs an address up once per size: a second sign-up answers the same and stores nothing more", async () => {
    const first = await signUp({ email: "Ana@Example.com", size: "10ml" });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("We&#x27;ll e-mail you when it&#x27;s back.");
    const again = await signUp({ email: "ana@example.com ", size: "10ml" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("We&#x27;ll e-mail you when it&#x27;s back.");
    expect(await alerts()).toEqual([expect.objectContaining({ fragranceId: SOLD_OUT, size: "10ml", email: "ana@example.com", notifiedAt: null })]);
  });

  it("does not sign up for a size on the shelf, an unknown fragrance or a bot", async () => {
    expect((await signUp({ email: "ben@example.com", size: "2ml" })).status).toBe(409);
    expect((await signUp({ email: "ben@example.com", size: "10ml" }, 999_999)).status).toBe(404);
    const bot = await signUp({ email: "bot@example.com", size: "10ml", website: "spam" });
    expect(bot.status).toBe(200);
    expect(await alerts()).toHaveLength(1);
  });

  it("answers 429 with Retry-After once the address has used its sign-ups, and stores nothing", async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 8; attempt++) {
      response = await signUp({ email: `limit-${attempt}@example.com`, size: "10ml" });
      if (response.status === 429) break;
    }
    expect(response!.status).toBe(429);
    expect(Number(response!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response!.text()).toContain("Too many attempts");
    const before = (await alerts()).length;
    const refused = await signUp({ email: "refused@example.com", size: "10ml" });
    expect(refused.status).toBe(429);
    expect(await alerts()).toHaveLength(before);
  });
});

describe("cards and In stock only", () => {
  it("shows a sold-out card without an add button, linking to its page", async () => {
    const html = await (await server.fetch(`/shop?search=${encodeURIComponent(soldOutName)}`)).text();
    expect(html).toContain("Sold out");
    expect(html).toContain(`aria-label="View ${soldOutName} (sold out)"`);
    expect(html).not.toContain(`Add to Cart: ${soldOutName}`);
  });

  it("leaves sold-out bottles out of /shop?stock=in, and keeps the low ones", async () => {
    const all = await (await server.fetch("/shop?search=" + encodeURIComponent(soldOutName))).text();
    const inStock = await (await server.fetch(`/shop?stock=in&search=${encodeURIComponent(soldOutName)}`)).text();
    expect(all).toContain(`href="/product/${SOLD_OUT}"`);
    expect(inStock).not.toContain(`href="/product/${SOLD_OUT}"`);
    expect(inStock).toContain("In stock only");
    const total = (html: string) => Number(html.match(/(\d+) fragrances?</)![1]);
    const everything = await (await server.fetch("/shop")).text();
    const available = await (await server.fetch("/shop?stock=in")).text();
    expect(total(available)).toBe(total(everything) - 1);
  });
});

describe("the JSON API's sizes", () => {
  it("gives each size's price and availability, and a quantity only when low or none", async () => {
    const one = (await (await server.fetch(`/api/fragrances/${SOLD_OUT}`)).json()) as { sizes: unknown[] };
    expect(one.sizes).toEqual([
      { size: "10ml", label: "10 ml roll-on", priceCents: 4000, availability: "sold_out", onHand: 0 },
      { size: "2ml", label: "2 ml sample", priceCents: 500, availability: "in_stock" },
    ]);
    const list = (await (await server.fetch("/api/fragrances?limit=200")).json()) as { id: number; sizes: unknown[] }[];
    expect(list.find((item) => item.id === LOW)?.sizes[0]).toEqual({ size: "10ml", label: "10 ml roll-on", priceCents: 4000, availability: "low", onHand: 3 });
    expect(list.every((item) => item.sizes.length === 2 && !("stock10ml" in item))).toBe(true);
    const newest = (await (await server.fetch("/api/fragrances/newest")).json()) as Record<string, unknown>[];
    expect(newest.every((item) => Array.isArray(item.sizes) && !("stock10ml" in item))).toBe(true);
  });
});
