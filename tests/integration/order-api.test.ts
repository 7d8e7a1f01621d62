// The JSON order API a mobile client reads (issue 33): the signed-in shopper's
// orders, paged like the other lists, and one order by its private id under
// the order page's rule. Orders are placed through the real checkout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutFields } from "../support/checkout-form";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";
import { promotions } from "../../db/schema";

let server: TestServer;
let owner: Shopper;
let stranger: Shopper;
const ownerOrders: string[] = [];
let guestOrder: string;

async function registered(email: string): Promise<Shopper> {
  const shopper = createShopper(server);
  const response = await shopper.post("/login", { intent: "register", email, password: "quiet-lantern-4821", firstName: "Ana" });
  expect(response.status).toBe(302);
  return shopper;
}

async function placeOrder(shopper: Shopper, email: string, fields: Record<string, string | number> = {}): Promise<string> {
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  const response = await shopper.post("/checkout", checkoutFields({ email, ...fields }));
  expect(response.status).toBe(302);
  return response.headers.get("Location")!.split("/").pop()!;
}

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  owner = await registered("api-owner@example.com");
  stranger = await registered("api-stranger@example.com");
  for (let i = 0; i < 3; i += 1) ownerOrders.push(await placeOrder(owner, "api-owner@example.com"));
  // WELCOME10 is for a first order: a code an admin made for anyone.
  await server.db.insert(promotions).values({ code: "SAVE10", kind: "percent", value: 10 });
  ownerOrders.push(await placeOrder(owner, "api-owner@example.com", { shippingMethod: "express", discountCode: "SAVE10" }));
  guestOrder = await placeOrder(createShopper(server), "api-guest@example.com");
});
afterAll(() => server.close());

describe("GET /api/orders", () => {
  it("lists only the shopper's own orders, newest first, a page at a time with Link and X-Total-Count", async () => {
    const first = await owner.get("/api/orders?limit=2");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect(first.headers.get("X-Total-Count")).toBe("4");
    expect(first.headers.get("Link")).toContain('rel="next"');
    const page = (await first.json()) as { orderId: string; shippingMethod: string; totalCents: number }[];
    expect(page.map((order) => order.orderId)).toEqual([ownerOrders[3], ownerOrders[2]]);
    // Express and SAVE10: $80.00 − $8.00 + $15.00.
    expect(page[0]).toMatchObject({ shippingMethod: "express", totalCents: 8700, discountCents: 800, shippingCents: 1500, status: "paid", statusLabel: "Paid" });

    const rest = (await (await owner.get("/api/orders?limit=2&offset=2")).json()) as { orderId: string }[];
    expect(rest.map((order) => order.orderId)).toEqual([ownerOrders[1], ownerOrders[0]]);
    expect(await (await stranger.get("/api/orders")).json()).toEqual([]);
  });

  it("answers 401 JSON to a visitor who is not signed in, and 400 JSON to a bad page", async () => {
    const anonymous = await createShopper(server).get("/api/orders");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("Content-Type")).toContain("application/json");
    const bad = await owner.get("/api/orders?limit=0");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { limit: ["Limit must be a whole number from 1 to 200."] } });
  });
});

describe("GET /api/orders/{id}", () => {
  it("answers the owner with the lines, each line's discount share and what was paid, and the promised days", async () => {
    const response = await owner.get(`/api/orders/${ownerOrders[3]}`);
    expect(response.status).toBe(200);
    const order = (await response.json()) as Record<string, unknown> & { items: unknown[]; deliveryWindow: { earliest: string; latest: string } };
    expect(order).toMatchObject({ orderId: ownerOrders[3], discountCode: "SAVE10", shippingMethod: "express", customerEmail: "api-owner@example.com" });
    // No state is registered for sales tax here: the line carries none.
    expect(order.items).toEqual([
      { fragranceId: 1, name: "Open Range", size: "10ml", unitPriceCents: 4000, quantity: 2, discountCents: 800, paidCents: 7200, taxCents: 0, taxRate: null, taxJurisdiction: null },
    ]);
    expect(order.deliveryWindow.earliest <= order.deliveryWindow.latest).toBe(true);
    expect(order.deliveryWindow.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows a guest's order to whoever holds its id, an account's to its owner only; strangers learn nothing", async () => {
    expect((await createShopper(server).get(`/api/orders/${guestOrder}`)).status).toBe(200);
    const signedOut = await createShopper(server).get(`/api/orders/${ownerOrders[0]}`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: "Sign in to see this order." });
    const other = await stranger.get(`/api/orders/${ownerOrders[0]}`);
    const missing = await stranger.get(`/api/orders/${"0".repeat(32)}`);
    expect([other.status, missing.status]).toEqual([404, 404]);
    expect(await other.json()).toEqual(await missing.json());
  });
});
