import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../db/schema";
import { orderNumber } from "../../app/lib/order-display";
import { checkoutFields } from "../support/checkout-form";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

// Order history on /account and who may open /orders/{publicId}: placed through
// the real checkout by shoppers who registered through the real form.

let server: TestServer;

async function registered(email: string): Promise<Shopper> {
  const shopper = createShopper(server);
  const response = await shopper.post("/login", { intent: "register", email, password: "quiet-lantern-4821", firstName: "Ana" });
  expect(response.status).toBe(302);
  return shopper;
}

/** Adds two of fragrance 1 to the cart and places the order; returns its public id. */
async function placeOrder(shopper: Shopper, email: string): Promise<string> {
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  const response = await shopper.post("/checkout", checkoutFields({ email }));
  expect(response.status).toBe(302);
  return response.headers.get("Location")!.split("/").pop()!;
}

let owner: Shopper;
let stranger: Shopper;
let ownerOrder: string;
let guestOrder: string;
let strangerOrder: string;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  owner = await registered("owner@example.com");
  stranger = await registered("stranger@example.com");
  ownerOrder = await placeOrder(owner, "owner@example.com");
  strangerOrder = await placeOrder(stranger, "stranger@example.com");
  // A guest (never signed in) uses the owner's e-mail address.
  guestOrder = await placeOrder(createShopper(server), "owner@example.com");
});
afterAll(async () => {
  await server.close();
});

const html = async (response: Response) => ({ status: response.status, text: await response.text() });

describe("My Orders on /account", () => {
  it("lists only the signed-in shopper's own orders with number, date, status and total", async () => {
    const page = await html(await owner.get("/account"));
    expect(page.status).toBe(200);
    expect(page.text).toContain("My Orders");
    expect(page.text).toContain(`href="/orders/${ownerOrder}"`);
    expect(page.text).toContain(`>${orderNumber(ownerOrder)}</a>`);
    expect(page.text).toMatch(/<td[^>]*>Paid<\/td>/);
    expect(page.text).toContain("$85.00");
    const placed = (await server.db.select().from(orders).where(eq(orders.publicId, ownerOrder)).get())!.createdAt;
    expect(page.text).toContain(`dateTime="${placed.toISOString()}"`);
    // The guest order with the same e-mail and the other account's order are not here.
    expect(page.text).not.toContain(guestOrder);
    expect(page.text).not.toContain(orderNumber(guestOrder));
    expect(page.text).not.toContain(strangerOrder);
    expect(page.text).not.toContain("Older orders");
  });

  it("dates the order on its page by the shop's day: 11 pm in Denver is that day, not UTC's next", async () => {
    await server.db.update(orders).set({ createdAt: new Date("2026-11-27T06:00:00Z") }).where(eq(orders.publicId, strangerOrder));
    const page = await html(await stranger.get(`/orders/${strangerOrder}`));
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/>Placed<\/dt><dd><time dateTime="2026-11-27T06:00:00.000Z">Nov 26, 2026<\/time><\/dd>/);
  });

  it("shows the current status in the shopper's words", async () => {
    await server.db.update(orders).set({ status: "shipped" }).where(eq(orders.publicId, strangerOrder));
    const page = await html(await stranger.get("/account"));
    expect(page.text).toMatch(/<td[^>]*>Shipped<\/td>/);
    expect(page.text).not.toContain(ownerOrder);
  });

  it("has an empty state that points to the shop", async () => {
    const fresh = await registered("fresh@example.com");
    const page = await html(await fresh.get("/account"));
    expect(page.text).toContain("You haven&#x27;t placed any orders yet.");
    expect(page.text).toMatch(/href="\/shop"[^>]*>Start Shopping</);
  });

  it("pages through many orders, newest first, with plain links", async () => {
    const shopper = await registered("many@example.com");
    const user = (await server.db.select().from(users).where(eq(users.email, "many@example.com")).get())!;
    const publicIds = Array.from({ length: 12 }, (_, index) => index.toString(16).padStart(2, "0").repeat(16));
    await server.db.insert(orders).values(
      publicIds.map((publicId, index) => ({
        publicId,
        idempotencyKey: `many-${index}`,
        userId: user.id,
        customerName: "Many Orders",
        customerEmail: "many@example.com",
        shippingAddress: "1 Main St",
        shippingCity: "Denver",
        shippingCountry: "US",
        subtotalCents: 4000,
        shippingCents: 500,
        totalBeforeTaxCents: 4500,
        status: "paid" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index, 18)),
      })),
    );
    const first = await html(await shopper.get("/account"));
    const numbers = (text: string) => [...text.matchAll(/aria-label="Order ([0-9A-F]{8})"/g)].map((match) => match[1]);
    // The newest (index 11) first; ten a page.
    expect(numbers(first.text)).toEqual(publicIds.slice(2).reverse().map(orderNumber));
    expect(first.text).toContain("Jan 12, 2026");
    expect(first.text).toMatch(/href="\/account\?orders=2#my-orders"[^>]*>Older orders</);
    expect(first.text).not.toContain("Newer orders");

    const second = await html(await shopper.get("/account?orders=2"));
    expect(numbers(second.text)).toEqual(publicIds.slice(0, 2).reverse().map(orderNumber));
    expect(second.text).toMatch(/href="\/account#my-orders"[^>]*>Newer orders</);
    expect(second.text).not.toContain("Older orders");

    for (const hostile of ["abc", "-1", "0", "1e3", "%27%20or%201%3D1"]) {
      const page = await html(await shopper.get(`/account?orders=${hostile}`));
      expect(page.status).toBe(200);
      expect(numbers(page.text)).toHaveLength(10);
    }
    const beyond = await html(await shopper.get("/account?orders=999999"));
    expect(beyond.status).toBe(200);
    expect(beyond.text).toContain("There are no older orders.");
  });
});

describe("the order page", () => {
  const privateHeaders = (response: Response) => {
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  };

  it("opens for the account that placed it, private and not indexed", async () => {
    const response = await owner.get(`/orders/${ownerOrder}`);
    expect(response.status).toBe(200);
    privateHeaders(response);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const text = await response.text();
    expect(text).toContain("Thank you for your order");
    expect(text).toContain(`<strong data-testid="order-number">${orderNumber(ownerOrder)}</strong>`);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
  });

  it("is a 404 for another signed-in account, like an order that does not exist", async () => {
    const response = await stranger.get(`/orders/${ownerOrder}`);
    expect(response.status).toBe(404);
    privateHeaders(response);
    const text = await response.text();
    expect(text).not.toContain("Thank you for your order");
    expect(text).not.toContain("Ana Lima");
    const missing = await stranger.get(`/orders/${"f".repeat(32)}`);
    expect(missing.status).toBe(404);
  });

  it("sends a signed-out visitor to log in and back to the order", async () => {
    const visitor = createShopper(server);
    const response = await visitor.get(`/orders/${ownerOrder}`);
    expect(response.status).toBe(302);
    privateHeaders(response);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=%2Forders%2F${ownerOrder}`);

    const login = await visitor.post(`/login?redirectTo=%2Forders%2F${ownerOrder}`, {
      intent: "login",
      email: "owner@example.com",
      password: "quiet-lantern-4821",
      redirectTo: `/orders/${ownerOrder}`,
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe(`/orders/${ownerOrder}`);
    expect((await visitor.get(`/orders/${ownerOrder}`)).status).toBe(200);
    // Its .data twin (client navigations) follows the same rule.
    expect((await createShopper(server).get(`/orders/${ownerOrder}.data`)).status).not.toBe(200);
    expect((await stranger.get(`/orders/${ownerOrder}.data`)).status).toBe(404);
  });

  it("opens a guest's order for whoever holds the link", async () => {
    for (const viewer of [createShopper(server), stranger, owner]) {
      const response = await viewer.get(`/orders/${guestOrder}`);
      expect(response.status).toBe(200);
      privateHeaders(response);
      expect(await response.text()).toContain(orderNumber(guestOrder));
    }
  });
});

describe("a guest's order joins the account with its e-mail", () => {
  it("through its e-mailed link and one button, never by registering alone and never for another account", async () => {
    const guestPlaced = await placeOrder(createShopper(server), "later@example.com");
    const later = await registered("later@example.com");
    // Registering does not move it.
    expect(await (await later.get("/account")).text()).not.toContain(orderNumber(guestPlaced));
    const [claimed] = await server.db.select({ userId: orders.userId }).from(orders).where(eq(orders.publicId, guestPlaced));
    expect(claimed!.userId).toBeNull();

    // The link holder signed in with that address is offered the button; anyone else is not.
    expect(await (await later.get(`/orders/${guestPlaced}`)).text()).toContain("Add to my account");
    expect(await (await stranger.get(`/orders/${guestPlaced}`)).text()).not.toContain("Add to my account");
    expect(await (await createShopper(server).get(`/orders/${guestPlaced}`)).text()).not.toContain("Add to my account");

    // Another account cannot take it, and a signed-out visitor is sent to log in; nothing moves.
    expect((await stranger.post(`/orders/${guestPlaced}`, {})).status).toBe(404);
    const visitor = await createShopper(server).post(`/orders/${guestPlaced}`, {});
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/login");
    const [still] = await server.db.select({ userId: orders.userId }).from(orders).where(eq(orders.publicId, guestPlaced));
    expect(still!.userId).toBeNull();

    const added = await later.post(`/orders/${guestPlaced}`, {});
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/orders/${guestPlaced}`);
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, "later@example.com"));
    const [moved] = await server.db.select({ userId: orders.userId }).from(orders).where(eq(orders.publicId, guestPlaced));
    expect(moved!.userId).toBe(user!.id);
    expect(await (await later.get("/account")).text()).toContain(orderNumber(guestPlaced));
    // Now an account's order: others get the 404 of an order that does not exist; a second submit changes nothing.
    expect((await stranger.get(`/orders/${guestPlaced}`)).status).toBe(404);
    expect((await later.post(`/orders/${guestPlaced}`, {})).status).toBe(302);
  });
});
