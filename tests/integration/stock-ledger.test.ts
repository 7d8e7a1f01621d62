// The stock ledger end to end (issue 34, decision 0050), over the real request
// handler and libSQL file: the last bottle raced for by two checkouts, the
// catalogue-version trigger's threshold, stock given back once by a failed,
// expired or cancelled order, the sample limit and sample price, and the
// ledger summing to stock_levels after all of it.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, fragrances, orderItems, orders, stockLevels, stockMovements } from "../../db/schema";
import { cartTotals, DEFAULT_SHIPPING } from "../../app/lib/cart-totals";
import { SAMPLE_LIMIT_MESSAGE, type Size } from "../../app/lib/sizes";
import { LOW_STOCK_THRESHOLD } from "../../app/lib/stock";
import { expireUnpaidOrders, recordPaymentOutcome, UNPAID_ORDER_EXPIRY_MS } from "../../app/models/order-payment.server";
import { changeOrderStatusAsAdmin } from "../../app/services/change-order-status.server";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { freshServiceContext } from "../support/service-context";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
});
afterAll(async () => {
  await server.close();
});

async function onHand(fragranceId: number, size: Size = "10ml") {
  const row = await server.db
    .select({ onHand: stockLevels.onHand })
    .from(stockLevels)
    .where(and(eq(stockLevels.fragranceId, fragranceId), eq(stockLevels.size, size)))
    .get();
  return row?.onHand ?? 0;
}

/** Moves on hand to `target` with one movement, as an admin's count does (stock_levels follows by the trigger). */
async function setOnHand(fragranceId: number, target: number, size: Size = "10ml") {
  const delta = target - (await onHand(fragranceId, size));
  if (delta !== 0) await server.db.insert(stockMovements).values({ fragranceId, size, delta, reason: "counted", note: "stock-ledger test" });
  expect(await onHand(fragranceId, size)).toBe(target);
}

const movementsOf = (orderId: number) =>
  server.db
    .select({ fragranceId: stockMovements.fragranceId, size: stockMovements.size, delta: stockMovements.delta, reason: stockMovements.reason })
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .orderBy(stockMovements.id);

async function orderByPublicId(publicId: string) {
  return (await server.db.select().from(orders).where(eq(orders.publicId, publicId)).get())!;
}

/** A shopper with the fragrance in the cart and the checkout form's key and total read from the page. */
async function readyToPlace(fragranceId: number) {
  const shopper = createShopper(server);
  expect((await shopper.addToCart(fragranceId)).status).toBe(302);
  const html = await (await shopper.get("/checkout")).text();
  const idempotencyKey = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)![1]!;
  const expectedTotal = Number(/name="expectedTotals.standard"[^>]*value="(\d+)"/.exec(html)![1]);
  return { shopper, place: () => shopper.post("/checkout", checkoutFields({ idempotencyKey, expectedTotal })) };
}

/** A pending order from the payment API (test mode leaves it to be paid). */
async function pendingOrder(fragranceId: number, quantity: number, size: Size = "10ml") {
  const fragrance = (await server.db.select().from(fragrances).where(eq(fragrances.id, fragranceId)).get())!;
  const price = size === "10ml" ? fragrance.price : fragrance.samplePriceCents;
  const amount = cartTotals([{ unitPriceCents: price, quantity }], 0, DEFAULT_SHIPPING).totalCents;
  const response = await createShopper(server).postJson("/api/create-payment-intent", {
    amount,
    orderDetails: {
      customerName: "Ana Lima",
      customerEmail: "stock@example.com",
      shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "United States" },
      items: [{ fragranceId, name: fragrance.name, quantity, price, size }],
    },
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { orderId: string; status: string };
  expect(body.status).toBe("pending");
  return orderByPublicId(body.orderId);
}

async function catalogueVersion() {
  const row = await server.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, "catalogue_version")).get();
  return Number(row?.value ?? 0);
}

describe("the last bottle", () => {
  it("two checkouts racing for it make exactly one order; the other is told 'Only 0 left of …' (409) and its cart loses the line", async () => {
    const fragranceId = 11;
    await setOnHand(fragranceId, 1);
    const ordersBefore = (await server.db.select({ id: orders.id }).from(orders)).length;
    const shoppers = [await readyToPlace(fragranceId), await readyToPlace(fragranceId)];

    const responses = await Promise.all(shoppers.map((entry) => entry.place()));
    const statuses = responses.map((response) => response.status);
    expect([...statuses].sort()).toEqual([302, 409]);
    const winner = statuses.indexOf(302);
    const loser = 1 - winner;
    expect(responses[winner]!.headers.get("Location")).toMatch(/^\/orders\/[0-9a-f]{32}$/);
    const refusal = await responses[loser]!.text();
    expect(refusal).toContain("Not enough in stock");
    expect(refusal).toContain("Only 0 left of ");
    expect(refusal).toContain(": your cart was updated.");

    const loserCart: Shopper = shoppers[loser]!.shopper;
    expect((await loserCart.cart()).lines.filter((line) => line.fragranceId === fragranceId)).toEqual([]);
    expect((await server.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore + 1);
    const sold = await server.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.fragranceId, fragranceId), sql`${orders.id} > ${ordersBefore}`));
    expect(sold).toEqual([{ quantity: 1 }]);
    expect(await onHand(fragranceId)).toBe(0);

    // Sold out now: adding it again says so, and nothing is added.
    const again = await loserCart.addToCart(fragranceId, { respond: "json" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/ is sold out\.$/);
  });
});

describe("the catalogue version", () => {
  it(`moves when on hand crosses into LOW_STOCK_THRESHOLD (${LOW_STOCK_THRESHOLD}) and at 1 → 0, not above it`, async () => {
    const fragranceId = 12;
    const take = async (from: number) => {
      await setOnHand(fragranceId, from);
      const before = await catalogueVersion();
      await server.db.insert(stockMovements).values({ fragranceId, size: "10ml", delta: -1, reason: "damaged" });
      expect(await onHand(fragranceId)).toBe(from - 1);
      return (await catalogueVersion()) - before;
    };
    expect(await take(LOW_STOCK_THRESHOLD + 1), `${LOW_STOCK_THRESHOLD + 1} → ${LOW_STOCK_THRESHOLD}`).toBe(1);
    expect(await take(LOW_STOCK_THRESHOLD + 2), `${LOW_STOCK_THRESHOLD + 2} → ${LOW_STOCK_THRESHOLD + 1}`).toBe(0);
    expect(await take(6), "6 → 5").toBe(1);
    expect(await take(1), "1 → 0").toBe(1);
    expect(await take(100), "100 → 99").toBe(0);
  });
});

describe("stock given back", () => {
  it("a failed payment gives a pending order's stock back once, however often it is recorded", async () => {
    const fragranceId = 13;
    const start = await onHand(fragranceId);
    const order = await pendingOrder(fragranceId, 2);
    expect(await onHand(fragranceId)).toBe(start - 2);

    const failed = { state: "failed" as const, reference: "pi_test_failed" };
    expect(await recordPaymentOutcome({ db: server.db, orderId: order.id, change: failed, event: null })).toEqual({ ok: true });
    expect(await recordPaymentOutcome({ db: server.db, orderId: order.id, change: failed, event: null })).toEqual({ ok: true });
    expect((await orderByPublicId(order.publicId)).status).toBe("failed");
    expect(await movementsOf(order.id)).toEqual([
      { fragranceId, size: "10ml", delta: -2, reason: "sold" },
      { fragranceId, size: "10ml", delta: 2, reason: "cancelled" },
    ]);
    expect(await onHand(fragranceId)).toBe(start);
  });

  it("an order unpaid for a day expires and gives its stock back once, however often the sweep runs", async () => {
    const fragranceId = 14;
    const start = await onHand(fragranceId);
    const order = await pendingOrder(fragranceId, 3);
    expect(await onHand(fragranceId)).toBe(start - 3);

    const aDayLater = Date.now() + UNPAID_ORDER_EXPIRY_MS + 60_000;
    expect(await expireUnpaidOrders({ db: server.db, now: aDayLater })).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders({ db: server.db, now: aDayLater + 1000 })).toBe(0);
    expect((await orderByPublicId(order.publicId)).status).toBe("failed");
    expect(await movementsOf(order.id)).toEqual([
      { fragranceId, size: "10ml", delta: -3, reason: "sold" },
      { fragranceId, size: "10ml", delta: 3, reason: "cancelled" },
    ]);
    expect(await onHand(fragranceId)).toBe(start);
  });

  it("an admin's cancel gives a paid order's stock back once; a second cancel is refused and gives nothing", async () => {
    const fragranceId = 15;
    const start = await onHand(fragranceId);
    const { place } = await readyToPlace(fragranceId);
    const placed = await place();
    expect(placed.status).toBe(302);
    const order = await orderByPublicId(placed.headers.get("Location")!.split("/").pop()!);
    expect(order.status).toBe("paid");
    expect(await onHand(fragranceId)).toBe(start - 1);

    const admin = await userWithSession(server.db, "admin");
    const cancel = () =>
      changeOrderStatusAsAdmin(freshServiceContext(server.db), {
        adminId: admin.user.id,
        orderId: order.id,
        origin: server.baseUrl,
        action: "cancel",
        form: { intent: "cancel" },
      });
    expect(await cancel()).toEqual({ ok: true, action: "cancel" });
    expect(await cancel()).toEqual({ ok: false, reason: "not-allowed" });
    expect((await orderByPublicId(order.publicId)).status).toBe("cancelled");
    expect(await movementsOf(order.id)).toEqual([
      { fragranceId, size: "10ml", delta: -1, reason: "sold" },
      { fragranceId, size: "10ml", delta: 1, reason: "cancelled" },
    ]);
    expect(await onHand(fragranceId)).toBe(start);
  });
});

describe("samples", () => {
  it("a sample line holds at most 3, and says so", async () => {
    const shopper = createShopper(server);
    const response = await shopper.addToCart(16, { size: "2ml", quantity: "5", respond: "json" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ ok: false, message: SAMPLE_LIMIT_MESSAGE });
    const { lines } = (await (await shopper.get("/resources/cart")).json()) as { lines: { fragranceId: number; size: Size; quantity: number }[] };
    expect(lines.map((line) => [line.fragranceId, line.size, line.quantity])).toEqual([[16, "2ml", 3]]);

    // Without JavaScript: the same limit, said by the toast on the page the form returns to.
    const plain = createShopper(server);
    const posted = await plain.post("/resources/cart", { intent: "add", fragranceId: 16, size: "2ml", quantity: 5, redirectTo: "/cart" });
    expect(posted.status).toBe(302);
    expect(await (await plain.get(posted.headers.get("Location")!)).text()).toContain(SAMPLE_LIMIT_MESSAGE);
  });

  it("the payment API sells a 2 ml sample at the sample price, as a 2 ml line taking 2 ml stock; a wrong sample price is 422", async () => {
    const fragranceId = 17;
    const start = { bottle: await onHand(fragranceId), sample: await onHand(fragranceId, "2ml") };
    const fragrance = (await server.db.select().from(fragrances).where(eq(fragrances.id, fragranceId)).get())!;
    expect(fragrance.samplePriceCents).toBe(500);

    const order = await pendingOrder(fragranceId, 2, "2ml");
    expect(order.subtotalCents).toBe(1000);
    const lines = await server.db.select({ size: orderItems.size, quantity: orderItems.quantity, unitPriceCents: orderItems.unitPriceCents }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toEqual([{ size: "2ml", quantity: 2, unitPriceCents: 500 }]);
    expect(await movementsOf(order.id)).toEqual([{ fragranceId, size: "2ml", delta: -2, reason: "sold" }]);
    expect(await onHand(fragranceId, "2ml")).toBe(start.sample - 2);
    expect(await onHand(fragranceId)).toBe(start.bottle);

    const ordersBefore = (await server.db.select({ id: orders.id }).from(orders)).length;
    const wrong = await createShopper(server).postJson("/api/create-payment-intent", {
      amount: cartTotals([{ unitPriceCents: fragrance.price, quantity: 1 }], 0, DEFAULT_SHIPPING).totalCents,
      orderDetails: {
        customerName: "Ana Lima",
        customerEmail: "stock@example.com",
        shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "United States" },
        items: [{ fragranceId, name: fragrance.name, quantity: 1, price: fragrance.price, size: "2ml" }],
      },
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { message: string }).message).toContain("is 500 cents");
    expect((await server.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect(await onHand(fragranceId, "2ml")).toBe(start.sample - 2);
  });
});

describe("the ledger", () => {
  it("sums to stock_levels for every fragrance and size after all of the above, and no level is below zero", async () => {
    const disagreeing = await server.db.all<{ fragranceId: number; size: string; onHand: number; ledger: number }>(sql`
      select l.fragrance_id as fragranceId, l.size as size, l.on_hand as onHand,
        (select coalesce(sum(m.delta), 0) from stock_movements m where m.fragrance_id = l.fragrance_id and m.size = l.size) as ledger
      from stock_levels l
      where l.on_hand <> (select coalesce(sum(m.delta), 0) from stock_movements m where m.fragrance_id = l.fragrance_id and m.size = l.size)`);
    expect(disagreeing).toEqual([]);
    const withoutLevel = await server.db.all(sql`
      select distinct fragrance_id, size from stock_movements m
      where not exists (select 1 from stock_levels l where l.fragrance_id = m.fragrance_id and l.size = m.size)`);
    expect(withoutLevel).toEqual([]);
    expect(await server.db.all(sql`select * from stock_levels where on_hand < 0`)).toEqual([]);
    // Every order line that holds stock has its sale in the ledger; a failed or cancelled order's have none left.
    const unbalanced = await server.db.all(sql`
      select o.id, o.status, oi.fragrance_id, oi.size, oi.quantity,
        -(select coalesce(sum(m.delta), 0) from stock_movements m
           where m.order_id = o.id and m.fragrance_id = oi.fragrance_id and m.size = oi.size and m.reason in ('sold', 'cancelled')) as taken
      from order_items oi join orders o on o.id = oi.order_id
      where oi.fragrance_id is not null
        and taken <> case when o.status in ('failed', 'cancelled') then 0 else oi.quantity end`);
    expect(unbalanced).toEqual([]);
  });
});
