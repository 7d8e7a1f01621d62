// Discount codes (issue 35, decision 0051) through the real server over a real
// libSQL file: the checkout form's posts and POST /api/create-payment-intent.
// Codes are rows inserted straight into `promotions` (the admin pages are
// another branch's work); uses are what the triggers derived.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../db/client";
import { fragrances, orderItems, orders, promotionRedemptions, promotions } from "../../db/schema";
import { shopDay, shopDayBounds } from "../../app/lib/shop-time";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

const MIGRATIONS = fileURLToPath(new URL("../../migrations", import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let men: number[];
let women: number[];
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  const byGender = async (gender: "male" | "female") =>
    (await server.db.select({ id: fragrances.id }).from(fragrances).where(eq(fragrances.gender, gender)).orderBy(fragrances.id)).map((row) => row.id);
  men = await byGender("male");
  women = await byGender("female");
});
afterAll(async () => {
  await server.close();
});

type NewPromotion = typeof promotions.$inferInsert;
async function insertPromotion(values: NewPromotion) {
  const [row] = await server.db.insert(promotions).values(values).returning();
  return row!;
}
const promotionRow = async (code: string) => (await server.db.select().from(promotions).where(eq(promotions.code, code)).get())!;
const redemptionsOf = (promotionId: number) => server.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, promotionId));
const countOrders = async () => (await server.db.select({ n: sql<number>`count(*)` }).from(orders).get())!.n;
const countRedemptions = async () => (await server.db.select({ n: sql<number>`count(*)` }).from(promotionRedemptions).get())!.n;

/** A shopper whose cart holds these lines: [fragrance id, quantity, size]. */
async function shopperWithCart(items: [number, number, ("10ml" | "2ml")?][]): Promise<Shopper> {
  const shopper = createShopper(server);
  for (const [fragranceId, quantity, size = "10ml"] of items) {
    await shopper.addToCart(fragranceId, { size });
    if (quantity > 1) await shopper.post("/resources/cart", { intent: "update", fragranceId, size, quantity });
  }
  return shopper;
}

async function placeWithCode(shopper: Shopper, code: string, email: string, extra: Record<string, string> = {}) {
  const response = await shopper.post("/checkout", checkoutFields({ discountCode: code, email, ...extra }));
  const publicId = /^\/orders\/([0-9a-f]{32})$/.exec(response.headers.get("Location") ?? "")?.[1] ?? null;
  const order = publicId ? ((await server.db.select().from(orders).where(eq(orders.publicId, publicId)).get()) ?? null) : null;
  return { response, order, html: response.status === 302 ? "" : await response.text() };
}

/** The message is conform's error for the code field (its own id), not only the page's alert. */
function expectBesideCodeField(html: string, message: string) {
  const escaped = message.replace(/[.$?*+()[\]\\]/g, "\\$&");
  expect(html).toMatch(new RegExp(`id="[^"]*discountCode[^"]*error[^"]*"[^>]*>(?:<[^>]+>)*\\s*${escaped}`));
}

/** "Ends Sunday": the coming Sunday in the shop's zone, stored as the Monday 00:00 after it (exclusive). */
function endOfComingSunday(now = Date.now()) {
  const [year, month, day] = shopDay(now).split("-").map(Number) as [number, number, number];
  const today = new Date(Date.UTC(year, month - 1, day));
  const sunday = new Date(today.getTime() + ((7 - today.getUTCDay()) % 7) * DAY_MS).toISOString().slice(0, 10);
  return shopDayBounds(sunday)!.end;
}

describe("the issue's scenario: SPRING15", () => {
  it("15% off over $60 until Sunday, 100 uses, once per customer: used, refused below the minimum, refused the second time", async () => {
    const endsAt = endOfComingSunday();
    expect(new Date(shopDay(endsAt)).getUTCDay()).toBe(1);
    expect(new Date(shopDay(endsAt - 1)).getUTCDay()).toBe(0);
    const spring = await insertPromotion({ code: "SPRING15", kind: "percent", value: 15, minimumSubtotalCents: 6000, endsAt, totalUseLimit: 100, perCustomerLimit: 1 });

    // 2 bottles at $40: $80.00, 15% = $12.00.
    const first = await shopperWithCart([[men[0]!, 2]]);
    const placed = await placeWithCode(first, "spring15", "spring@example.com", { expectedTotal: "7300" });
    expect(placed.response.status).toBe(302);
    expect(placed.order).toMatchObject({ subtotalCents: 8000, shippingCents: 500, discountCents: 1200, totalBeforeTaxCents: 7300, discountCode: "SPRING15", status: "paid" });
    const [redemption, ...more] = await redemptionsOf(spring.id);
    expect(more).toHaveLength(0);
    expect(redemption).toMatchObject({ orderId: placed.order!.id, email: "spring@example.com", discountCents: 1200, shippingDiscountCents: 0, releasedAt: null });
    expect((await promotionRow("SPRING15")).uses).toBe(1);
    const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order!.id));
    expect(lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(1200);

    // One bottle, $40.00: $20.00 short of $60.00.
    const [ordersBefore, redemptionsBefore] = [await countOrders(), await countRedemptions()];
    const short = await placeWithCode(await shopperWithCart([[men[1]!, 1]]), "SPRING15", "short@example.com");
    expect(short.response.status).toBe(400);
    expectBesideCodeField(short.html, "Add $20.00 more to use this code.");

    const again = await placeWithCode(await shopperWithCart([[men[2]!, 2]]), "SPRING15", "Spring@Example.com");
    expect(again.response.status).toBe(400);
    expectBesideCodeField(again.html, "This discount code has already been used with this email address.");
    expect([await countOrders(), await countRedemptions()]).toEqual([ordersBefore, redemptionsBefore]);
    expect((await promotionRow("SPRING15")).uses).toBe(1);
  });

  it("names each refusal beside the code field and writes nothing", async () => {
    const now = Date.now();
    await insertPromotion({ code: "ENDED15", kind: "percent", value: 15, startsAt: now - 10 * DAY_MS, endsAt: now - DAY_MS });
    await insertPromotion({ code: "LATER15", kind: "percent", value: 15, startsAt: now + DAY_MS });
    const usedUp = await insertPromotion({ code: "ONLYONE", kind: "percent", value: 15, totalUseLimit: 1 });
    await insertPromotion({ code: "FORHER", kind: "percent", value: 15, genders: ["female"] });
    const taker = await placeWithCode(await shopperWithCart([[men[3]!, 1]]), "ONLYONE", "the-one@example.com");
    expect(taker.response.status).toBe(302);
    expect((await promotionRow("ONLYONE")).uses).toBe(1);

    const before = [await countOrders(), await countRedemptions()];
    const cases: [string, string][] = [
      ["ENDED15", "This discount code has expired."],
      ["LATER15", "This discount code cannot be used yet."],
      ["NOSUCHCODE", "This discount code is not valid."],
      ["ONLYONE", "This discount code has been used up."],
      ["FORHER", "This discount code is not valid for the items in your cart."],
    ];
    for (const [code, message] of cases) {
      const refused = await placeWithCode(await shopperWithCart([[men[4]!, 2]]), code, "refused@example.com");
      expect(refused.response.status, code).toBe(400);
      expectBesideCodeField(refused.html, message);
    }
    expect([await countOrders(), await countRedemptions()]).toEqual(before);
    expect((await redemptionsOf(usedUp.id)).length).toBe(1);

    // The women's code on a women's fragrance works.
    const hers = await placeWithCode(await shopperWithCart([[women[0]!, 1]]), "FORHER", "her@example.com");
    expect(hers.order).toMatchObject({ subtotalCents: 4000, discountCents: 600 });
  });

  it("takes a fixed $5 off the 2 ml sample line only", async () => {
    await insertPromotion({ code: "SAMPLE5", kind: "fixed", value: 500, sizes: ["2ml"] });
    const sample = await server.db.select().from(fragrances).where(eq(fragrances.id, women[1]!)).get();
    expect(sample).toMatchObject({ price: 4000, samplePriceCents: 500, samplesOffered: true });
    const placed = await placeWithCode(await shopperWithCart([[women[1]!, 1, "2ml"], [women[2]!, 1]]), "SAMPLE5", "sampler@example.com");
    expect(placed.response.status).toBe(302);
    expect(placed.order).toMatchObject({ subtotalCents: 4500, shippingCents: 500, discountCents: 500, totalBeforeTaxCents: 4500 });
    const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order!.id));
    expect(lines.map((line) => [line.fragranceId, line.size, line.unitPriceCents, line.discountCents]).sort()).toEqual(
      [
        [women[1]!, "2ml", 500, 500],
        [women[2]!, "10ml", 4000, 0],
      ].sort(),
    );
  });

  it("makes Standard shipping free with a free-shipping code, and Express keeps its price", async () => {
    const code = await insertPromotion({ code: "SHIPFREE", kind: "free-shipping", value: 0 });
    const standard = await placeWithCode(await shopperWithCart([[men[5]!, 1]]), "SHIPFREE", "standard@example.com");
    expect(standard.order).toMatchObject({ subtotalCents: 4000, shippingCents: 0, discountCents: 0, totalBeforeTaxCents: 4000, shippingMethod: "standard" });
    const express = await placeWithCode(await shopperWithCart([[men[5]!, 1]]), "SHIPFREE", "express@example.com", { shippingMethod: "express" });
    expect(express.response.status).toBe(302);
    expect(express.order).toMatchObject({ subtotalCents: 4000, shippingCents: 1500, discountCents: 0, totalBeforeTaxCents: 5500, shippingMethod: "express" });
    const redemptions = await redemptionsOf(code.id);
    expect(redemptions.map((row) => [row.email, row.shippingDiscountCents])).toEqual([
      ["standard@example.com", 500],
      ["express@example.com", 0],
    ]);
  });

  it("refuses a used-up code through the payment API with the message on orderDetails.discountCode", async () => {
    await insertPromotion({ code: "APIONCE", kind: "percent", value: 10, totalUseLimit: 1 });
    const body = (email: string, amount: number) => ({
      amount,
      orderDetails: {
        customerName: "Ana Lima",
        customerEmail: email,
        shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "United States" },
        items: [{ fragranceId: men[6]!, name: "x", quantity: 2, price: 4000 }],
        discountCode: "apionce",
      },
    });
    const first = await createShopper(server).postJson("/api/create-payment-intent", body("api-1@example.com", 7700));
    expect(first.status).toBe(201);
    const { orderId } = (await first.json()) as { orderId: string };
    expect(await server.db.select().from(orders).where(eq(orders.publicId, orderId)).get()).toMatchObject({ status: "pending", discountCents: 800, discountCode: "APIONCE" });
    expect((await promotionRow("APIONCE")).uses).toBe(1);
    const second = await createShopper(server).postJson("/api/create-payment-intent", body("api-2@example.com", 7700));
    expect(second.status).toBe(422);
    expect(await second.json()).toMatchObject({ message: "This discount code has been used up.", errors: { "orderDetails.discountCode": ["This discount code has been used up."] } });
  });
});

describe("the last uses under contention", () => {
  it("gives a code limited to 3 uses to exactly 3 of 8 concurrent checkouts", async () => {
    const code = await insertPromotion({ code: "RACE3", kind: "percent", value: 20, totalUseLimit: 3 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, index) => shopperWithCart([[men[7 + (index % 3)]!, 1]])));
    const before = await countOrders();
    const results = await Promise.all(shoppers.map((shopper, index) => placeWithCode(shopper, "RACE3", `racer-${index}@example.com`)));
    const won = results.filter((result) => result.response.status === 302);
    const lost = results.filter((result) => result.response.status !== 302);
    expect(won).toHaveLength(3);
    expect(lost.map((result) => result.response.status)).toEqual([400, 400, 400, 400, 400]);
    for (const result of lost) expectBesideCodeField(result.html, "This discount code has been used up.");
    expect(won.every((result) => result.order?.discountCode === "RACE3" && result.order.discountCents === 800)).toBe(true);
    expect(await countOrders()).toBe(before + 3);
    expect((await promotionRow("RACE3")).uses).toBe(3);
    expect(await redemptionsOf(code.id)).toHaveLength(3);
    // A loser charged before its batch failed is refunded by the test-mode
    // provider, which keeps no record of charges or refunds: not checked here.
  });
});

describe("release", () => {
  it("gives the use back when an admin cancels the order, so the same e-mail may use a once-per-customer code again", async () => {
    const code = await insertPromotion({ code: "ONCEBACK", kind: "percent", value: 10, perCustomerLimit: 1 });
    const first = await placeWithCode(await shopperWithCart([[women[3]!, 1]]), "ONCEBACK", "comeback@example.com");
    expect(first.response.status).toBe(302);
    expect((await promotionRow("ONCEBACK")).uses).toBe(1);
    const refused = await placeWithCode(await shopperWithCart([[women[3]!, 1]]), "ONCEBACK", "comeback@example.com");
    expectBesideCodeField(refused.html, "This discount code has already been used with this email address.");

    const admin = await userWithSession(server.db, "admin");
    const cancelled = await server.fetch(`/admin/orders/${first.order!.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "cancel", confirm: "yes" }),
      headers: admin.headers,
    });
    expect(cancelled.status).toBe(302);
    expect((await server.db.select().from(orders).where(eq(orders.id, first.order!.id)).get())!.status).toBe("cancelled");
    const [released] = await redemptionsOf(code.id);
    expect(released!.releasedAt).toBeInstanceOf(Date);
    expect((await promotionRow("ONCEBACK")).uses).toBe(0);

    const again = await placeWithCode(await shopperWithCart([[women[3]!, 1]]), "ONCEBACK", "comeback@example.com");
    expect(again.response.status).toBe(302);
    expect(again.order).toMatchObject({ discountCode: "ONCEBACK", discountCents: 400 });
    expect((await promotionRow("ONCEBACK")).uses).toBe(1);
    expect((await redemptionsOf(code.id)).map((row) => row.releasedAt === null)).toEqual([false, true]);
    // The admin's list counts what the code gave on orders that stand: the cancelled one's $4.00 is not.
    const list = await (await server.fetch("/admin/discounts", { headers: admin.headers })).text();
    const row = list.match(/<tr[^>]*>(?:(?!<\/tr>)[\s\S])*ONCEBACK[\s\S]*?<\/tr>/)![0].replace(/<[^>]+>/g, " ");
    expect(row).toContain("$4.00");
    expect(row).not.toContain("$8.00");
  });
});

describe("WELCOME10 moved by migration 0011", () => {
  it("becomes a promotion with its rules, and keeps its past redemption with the order's account and discount", async () => {
    const dir = mkdtempSync(join(tmpdir(), "onbrand-welcome-"));
    const libsql = createClient({ url: `file:${join(dir, "shop.db")}` });
    const client = drizzle(libsql, { schema });
    try {
      // Migrations 0000-0010 only: a copy of the folder with a shorter journal.
      const upTo10 = join(dir, "migrations");
      cpSync(MIGRATIONS, upTo10, { recursive: true });
      const journalPath = join(upTo10, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 10) }));
      await migrate(client, { migrationsFolder: upTo10 });
      const tables = async () => (await client.all<{ name: string }>(sql`select name from sqlite_master where type = 'table'`)).map((row) => row.name);
      expect(await tables()).not.toContain("promotions");

      await client.run(sql`insert into users (email, password_hash, role) values ('welcome@example.com', 'x', 'customer')`);
      const userId = (await client.get<{ id: number }>(sql`select id from users where email = 'welcome@example.com'`))!.id;
      await client.run(sql`insert into discount_codes (code, percent_off, active, once_per_email) values ('WELCOME10', 10, 1, 1)`);
      await client.run(sql`insert into orders (public_id, idempotency_key, user_id, customer_name, customer_email, shipping_address, shipping_city, shipping_country,
          subtotal_cents, shipping_cents, discount_cents, total_cents, discount_code, status)
        values ('${sql.raw("a".repeat(32))}', 'welcome-key-12345678', ${userId}, 'Wel Come', 'welcome@example.com', '1 Larimer St', 'Denver', 'United States',
          8000, 500, 800, 7700, 'WELCOME10', 'paid')`);
      const orderId = (await client.get<{ id: number }>(sql`select id from orders`))!.id;
      await client.run(sql`insert into discount_redemptions (code, email, order_id) values ('WELCOME10', 'welcome@example.com', ${orderId})`);

      await migrate(client, { migrationsFolder: MIGRATIONS });
      const welcome = await client.select().from(promotions).where(eq(promotions.code, "WELCOME10")).get();
      expect(welcome).toMatchObject({ kind: "percent", value: 10, perCustomerLimit: 1, firstOrderOnly: true, totalUseLimit: null, enabled: true, uses: 1 });
      const redemptions = await client.select().from(promotionRedemptions);
      expect(redemptions).toEqual([
        expect.objectContaining({ promotionId: welcome!.id, orderId, email: "welcome@example.com", userId, discountCents: 800, shippingDiscountCents: 0, releasedAt: null }),
      ]);
      // The per-customer trigger is in place after the copy: a second use by the same e-mail fails.
      await client.run(sql`insert into orders (public_id, idempotency_key, customer_name, customer_email, shipping_address, shipping_city, shipping_country,
          subtotal_cents, shipping_cents, discount_cents, total_cents, status)
        values ('${sql.raw("b".repeat(32))}', 'welcome-key-87654321', 'Wel Come', 'welcome@example.com', '1 Larimer St', 'Denver', 'United States', 4000, 500, 0, 4500, 'paid')`);
      const secondOrderId = (await client.get<{ id: number }>(sql`select max(id) as id from orders`))!.id;
      const refused = await client
        .run(sql`insert into promotion_redemptions (promotion_id, order_id, email) values (${welcome!.id}, ${secondOrderId}, 'welcome@example.com')`)
        .then(() => null, (error: unknown) => String((error as { cause?: unknown }).cause));
      expect(refused).toContain("promotion_customer_limit");
    } finally {
      libsql.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
