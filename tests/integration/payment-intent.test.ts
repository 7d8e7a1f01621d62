import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "../../db/schema";
import { createShopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
});
afterAll(async () => {
  await server.close();
});

function payload(overrides: { amount?: number; items?: unknown; email?: string; discountCode?: string } = {}) {
  return {
    amount: overrides.amount ?? 12500,
    orderDetails: {
      customerName: "Ana Lima",
      customerEmail: overrides.email ?? "api@example.com",
      shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "United States" },
      items: overrides.items ?? [
        { fragranceId: 1, name: "ignored", quantity: 2, price: 4000 },
        { name: "Patchouli Muse", quantity: 1, price: 4000 },
      ],
      notes: "Gift wrap, please",
      ...(overrides.discountCode ? { discountCode: overrides.discountCode } : {}),
    },
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) => createShopper(server).postJson("/api/create-payment-intent", body, headers);

describe("POST /api/create-payment-intent", () => {
  it("recomputes the amount from the catalogue and stores a pending order with name and price snapshots", async () => {
    const response = await post(payload());
    expect(response.status).toBe(201);
    const body = (await response.json()) as { orderId: string; amount: number; status: string; currency: string };
    expect(body).toMatchObject({ amount: 12500, status: "pending", currency: "usd" });
    expect(body.orderId).toMatch(/^[0-9a-f]{32}$/);
    const order = (await server.db.select().from(orders).where(eq(orders.publicId, body.orderId)).get())!;
    expect(order).toMatchObject({ status: "pending", subtotalCents: 12000, shippingCents: 500, totalBeforeTaxCents: 12500, notes: "Gift wrap, please" });
    const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => [line.fragranceId, line.name, line.quantity])).toEqual([
      [1, "Open Range", 2],
      [2, "Patchouli Muse", 1],
    ]);
  });

  it("refuses a mismatched amount with a 422 that states the right amount", async () => {
    const response = await post(payload({ amount: 100 }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: "Amount mismatch: the order total is 12500 cents ($125.00).",
      expectedAmount: 12500,
    });
  });

  it("refuses tampered prices, unknown fragrances and hostile quantities with clear messages", async () => {
    const tampered = await post(payload({ amount: 600, items: [{ fragranceId: 1, name: "x", quantity: 1, price: 100 }] }));
    expect(tampered.status).toBe(422);
    expect(((await tampered.json()) as { message: string }).message).toBe("The price of Open Range is 4000 cents ($40.00), not 100.");

    const unknown = await post(payload({ items: [{ fragranceId: 999999, name: "Ghost", quantity: 1, price: 4000 }] }));
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toBe("Unknown fragrance: id 999999.");

    for (const quantity of [0, -1, 1e9, "abc", 1.5]) {
      const response = await post(payload({ items: [{ fragranceId: 1, name: "x", quantity, price: 4000 }] }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe("The order details are not valid.");
      expect(body.errors["orderDetails.items.0.quantity"]).toBeDefined();
    }
  });

  it("refuses malformed JSON, missing fields and oversized bodies", async () => {
    expect((await post("{not json")).status).toBe(400);
    const missing = await post({ amount: 100 });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("orderDetails");
    const huge = payload();
    huge.orderDetails.notes = "x".repeat(70_000);
    expect((await post(huge)).status).toBe(413);
  });

  it("honours an Idempotency-Key: a retry returns the same order instead of a second one", async () => {
    const key = "retry-key-0001";
    const [first, second] = await Promise.all([
      post(payload({ email: "idem@example.com" }), { "Idempotency-Key": key }),
      post(payload({ email: "idem@example.com" }), { "Idempotency-Key": key }),
    ]);
    const a = (await first.json()) as { orderId: string };
    const b = (await second.json()) as { orderId: string };
    expect(a.orderId).toBe(b.orderId);
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    const reused = await post(payload({ amount: 4500, items: [{ fragranceId: 3, name: "x", quantity: 1, price: 4000 }] }), { "Idempotency-Key": key });
    expect(reused.status).toBe(409);
    expect((await post(payload(), { "Idempotency-Key": "no spaces allowed" })).status).toBe(400);
  });

  it("applies WELCOME10 once per e-mail", async () => {
    const first = await post(payload({ amount: 11300, email: "api-welcome@example.com", discountCode: "WELCOME10" }));
    expect(first.status).toBe(201);
    const second = await post(payload({ amount: 11300, email: "api-welcome@example.com", discountCode: "WELCOME10" }));
    expect(second.status).toBe(422);
    expect(((await second.json()) as { message: string }).message).toBe(
      "This discount code has already been used with this email address.",
    );
  });

  it("merges lines of one fragrance into one order line", async () => {
    const items = [
      { fragranceId: 1, name: "Open Range", quantity: 50, price: 4000 },
      { fragranceId: 1, name: "Open Range", quantity: 49, price: 4000 },
    ];
    const quote = await post(payload({ amount: 0, items, email: "merge@example.com" }));
    const { expectedAmount } = (await quote.json()) as { expectedAmount: number };
    const created = await post(payload({ amount: expectedAmount, items, email: "merge@example.com" }));
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const order = await server.db.query.orders.findFirst({ where: eq(orders.publicId, orderId) });
    const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.map((line) => [line.fragranceId, line.quantity])).toEqual([[1, 99]]);
  });

  it("applies the per-line quantity limit to the sum of one fragrance's lines", async () => {
    const before = (await server.db.select().from(orders)).length;
    const byId = await post(
      payload({
        items: [
          { fragranceId: 1, name: "x", quantity: 60, price: 4000 },
          { fragranceId: 2, name: "y", quantity: 1, price: 4000 },
          { fragranceId: 1, name: "x", quantity: 60, price: 4000 },
        ],
      }),
    );
    expect(byId.status).toBe(400);
    expect(((await byId.json()) as { errors: Record<string, string[]> }).errors["orderDetails.items.0.quantity"]).toEqual([
      "quantity can be at most 99 for one fragrance, summed over its lines",
    ]);
    // One line names the fragrance by id, the other by name: they meet once priced.
    const mixed = await post(
      payload({
        items: [
          { fragranceId: 1, name: "x", quantity: 60, price: 4000 },
          { name: "Open Range", quantity: 60, price: 4000 },
        ],
      }),
    );
    expect(mixed.status).toBe(400);
    expect(((await mixed.json()) as { errors: Record<string, string[]> }).errors["orderDetails.items"]).toEqual([
      "quantity can be at most 99 for one fragrance, summed over its lines",
    ]);
    expect((await server.db.select().from(orders)).length).toBe(before);
  });

  it("holds every number to the checkout form's bounds", async () => {
    const item = { fragranceId: 1, name: "x", quantity: 1, price: 4000 };
    const cases: [Parameters<typeof payload>[0], string][] = [
      [{ items: [{ ...item, price: 10_000_001 }] }, "orderDetails.items.0.price"],
      [{ items: [{ ...item, price: -1 }] }, "orderDetails.items.0.price"],
      [{ items: [{ ...item, price: 40.5 }] }, "orderDetails.items.0.price"],
      [{ items: [{ ...item, fragranceId: 0 }] }, "orderDetails.items.0.fragranceId"],
      [{ items: [{ ...item, fragranceId: 1.5 }] }, "orderDetails.items.0.fragranceId"],
      [{ items: [{ ...item, fragranceId: 2 ** 53 }] }, "orderDetails.items.0.fragranceId"],
      [{ items: [{ ...item, quantity: 100 }] }, "orderDetails.items.0.quantity"],
      [{ amount: -1 }, "amount"],
      [{ amount: 1.5 }, "amount"],
      [{ amount: 1e12 }, "amount"],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(payload(overrides));
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors[field], JSON.stringify(overrides)).toBeDefined();
    }
    const badZip = payload();
    badZip.orderDetails.shippingAddress.zipCode = "ABCDE";
    const zip = await post(badZip);
    expect(zip.status).toBe(400);
    expect(((await zip.json()) as { errors: Record<string, string[]> }).errors["orderDetails.shippingAddress.zipCode"]).toEqual([
      "Please enter a 5-digit ZIP code (or ZIP+4)",
    ]);
  });

  it("answers 429 JSON once a client calls too often", async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_CHECKOUT: "1" } });
    try {
      const shopper = createShopper(limited);
      expect((await shopper.postJson("/api/create-payment-intent", payload())).status).toBe(201);
      const response = await shopper.postJson("/api/create-payment-intent", payload());
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(await response.json()).toHaveProperty("message");
    } finally {
      await limited.close();
    }
  });
});
