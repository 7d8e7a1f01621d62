import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, orderItems, orders } from "../../db/schema";
import { checkoutFields } from "../support/checkout-form";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";
import { codeUsesInForce } from "../support/promotion-uses";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
});
afterAll(async () => {
  await server.close();
});

async function shopperWithCart(items: [number, number][]): Promise<Shopper> {
  const shopper = createShopper(server);
  for (const [fragranceId, quantity] of items) {
    await shopper.addToCart(fragranceId);
    if (quantity > 1) await shopper.post("/resources/cart", { intent: "update", fragranceId, quantity });
  }
  return shopper;
}

const countOrders = async () => (await server.db.select({ id: orders.id }).from(orders)).length;

describe("checkout page", () => {
  it("shows the empty-cart state", async () => {
    const html = await (await createShopper(server).get("/checkout")).text();
    expect(html).toContain(">Checkout<");
    expect(html).toContain("Your cart is empty");
    expect(html).toContain("Browse Fragrances");
  });

  it("shows the form, the test-mode notice and totals computed from the cart", async () => {
    const shopper = await shopperWithCart([[1, 2], [2, 1]]);
    const html = await (await shopper.get("/checkout")).text();
    for (const text of ["Shipping Information", "Full Name", "Zip/Postal Code", "Name on Card", "Expiry Date", "CVV", "Continue Shopping"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('placeholder="xxxx xxxx xxxx xxxx"');
    expect(html).toContain("Test mode: no card is charged.");
    expect(html).toContain("Afterpay (Buy Now, Pay Later)");
    expect(html).toContain("Pay in 4 interest-free installments of $31.25 with Afterpay.");
    expect(html).toContain("Place Order - $125.00");
    expect(html).toMatch(/name="idempotencyKey"[^>]*value="[0-9a-f-]{36}"/);
  });
});

describe("placing an order", () => {
  it("stores the order, its lines and only brand + last 4, empties the cart and shows the confirmation", async () => {
    const shopper = await shopperWithCart([[1, 2], [2, 1]]);
    const response = await shopper.post("/checkout", checkoutFields({ expectedTotal: 12500, email: "Buyer@Example.com" }));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/orders\/[0-9a-f]{32}$/);

    const publicId = location.split("/").pop()!;
    const order = (await server.db.select().from(orders).where(eq(orders.publicId, publicId)).get())!;
    expect(order).toMatchObject({
      status: "paid",
      customerName: "Ana Lima",
      customerEmail: "buyer@example.com",
      shippingAddress: "1 Larimer St",
      shippingCity: "Denver",
      shippingState: "CO",
      shippingZip: "80202",
      shippingCountry: "United States",
      subtotalCents: 12000,
      shippingCents: 500,
      discountCents: 0,
      totalBeforeTaxCents: 12500,
      paymentProvider: "test",
      cardBrand: "Visa",
      cardLast4: "4242",
    });
    expect(JSON.stringify(order)).not.toMatch(/4242 ?4242 ?4242|"123"/);
    const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => [line.fragranceId, line.quantity, line.unitPriceCents])).toEqual([
      [1, 2, 4000],
      [2, 1, 4000],
    ]);
    expect(lines.every((line) => line.name.length > 0)).toBe(true);
    expect((await shopper.cart()).lines).toEqual([]);

    const page = await shopper.get(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain(publicId.slice(0, 8).toUpperCase());
    expect(html).toContain("1 Larimer St");
    expect(html).toContain("$125.00");
    expect(html).toContain("Order placed successfully!");
    expect(html).toContain("Thank you for your purchase.");
    // No mail server in this suite: the page does not claim the e-mail went out.
    expect(html).toContain("Order details are waiting to be e-mailed to buyer@example.com");
    expect((await server.fetch(`/orders/${"0".repeat(32)}`)).status).toBe(404);
  });

  it("lists the missing required fields and marks each one", async () => {
    const shopper = await shopperWithCart([[3, 1]]);
    const response = await shopper.post("/checkout", {
      idempotencyKey: "missing-fields-key-123456",
      country: "United States",
      zip: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Missing information");
    expect(html).toContain(
      "Please fill in all required fields: Full Name, Email, Address, City, Name on Card, Card Number, Expiry Date, CVV",
    );
    expect(html).toContain("Card Number is required");
    expect(html.match(/aria-invalid="true"/g)?.length).toBe(8);
    expect(await countOrders()).toBe(1);
  });

  it.each([
    ["email", "ana@", "Please enter a valid email address"],
    ["cardNumber", "4242 4242 4242 4241", "Please enter a valid card number"],
    ["cardExpiry", "01/21", "This card has expired"],
    ["cardExpiry", "2039-12", "Enter the expiry date as MM/YY"],
    ["cardCvv", "12", "CVV must be 3 or 4 digits"],
    ["country", "Canada", "We ship to the United States only"],
    ["name", "x".repeat(5000), "Full Name must be at most 100 characters"],
  ])("refuses %s = %s with its own message", async (field, value, message) => {
    const shopper = await shopperWithCart([[3, 1]]);
    const before = await countOrders();
    const response = await shopper.post("/checkout", checkoutFields({ [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await countOrders()).toBe(before);
  });

  it("keeps the form filled and creates no order when the card is declined", async () => {
    const shopper = await shopperWithCart([[4, 1]]);
    const before = await countOrders();
    const response = await shopper.post("/checkout", checkoutFields({ cardNumber: "4000 0000 0000 0002" }));
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain("Order failed");
    expect(html).toContain("There was an error processing your order. Please try again.");
    expect(html).toContain("Your card was declined.");
    expect(html).toContain('value="1 Larimer St"');
    expect(await countOrders()).toBe(before);
    expect((await shopper.cart()).lines).toHaveLength(1);
  });

  it("refuses an empty cart, a changed total and a filled honeypot without writing anything", async () => {
    const before = await countOrders();
    const empty = await createShopper(server).post("/checkout", checkoutFields());
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Cart is empty");
    expect(emptyHtml).toContain("Please add items to your cart before checking out.");

    const shopper = await shopperWithCart([[5, 1]]);
    const changed = await shopper.post("/checkout", checkoutFields({ expectedTotal: 100 }));
    expect(changed.status).toBe(409);
    expect(await changed.text()).toContain("Your order total is now $45.00");
    const bot = await shopper.post("/checkout", checkoutFields({ website: "http://spam.example" }));
    expect(bot.status).toBe(400);
    expect(await countOrders()).toBe(before);
  });
});

describe("order summary without JavaScript", () => {
  it("changes a quantity and removes a line from inside the checkout form, keeping what was typed", async () => {
    const shopper = await shopperWithCart([[3, 1], [4, 1]]);
    const typed = { name: "Bea Typed", address: "9 Kept Road", cardNumber: "4242 4242 4242 4242", discountCode: "WELCOME10", email: "bea@example.com" };
    const updated = await shopper.post("/checkout", checkoutFields({ ...typed, intent: "update-line:3", "line-3": 3, "line-4": 1 }));
    expect(updated.status).toBe(200);
    const html = await updated.text();
    expect(html).toContain('value="Bea Typed"');
    expect(html).toContain('value="9 Kept Road"');
    // The typed code stays applied: 4 bottles at $40, 10% off, $5 shipping.
    expect(html).toContain("WELCOME10 applied");
    expect(html).toContain("Place Order - $149.00");
    const quantities = async () => (await shopper.cart()).lines.map((line) => [line.fragranceId, line.quantity]).sort((a, b) => a[0]! - b[0]!);
    expect(await quantities()).toEqual([[3, 3], [4, 1]]);

    const refused = await shopper.post("/checkout", checkoutFields({ ...typed, intent: "update-line:3", "line-3": 0 }));
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Cart not updated");
    expect(refusedHtml).toContain("Quantity must be at least 1.");
    expect(refusedHtml).toContain('value="Bea Typed"');
    expect(await quantities()).toEqual([[3, 3], [4, 1]]);

    const removed = await shopper.post("/checkout", checkoutFields({ ...typed, intent: "remove-line:4" }));
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain('value="9 Kept Road"');
    expect(await quantities()).toEqual([[3, 3]]);
  });
});

describe("WELCOME10", () => {
  it("applies 10% to the merchandise once per e-mail and refuses the second use", async () => {
    const first = await shopperWithCart([[6, 3]]);
    const applied = await first.post("/checkout", checkoutFields({ intent: "apply-discount", discountCode: "welcome10", email: "once@example.com" }));
    expect(applied.status).toBe(200);
    const appliedHtml = await applied.text();
    expect(appliedHtml).toContain("WELCOME10 applied");
    expect(appliedHtml).toContain("Place Order - $113.00");

    const placed = await first.post("/checkout", checkoutFields({ discountCode: "welcome10", email: "once@example.com", expectedTotal: 11300 }));
    expect(placed.status).toBe(302);
    const order = (await server.db.select().from(orders).where(eq(orders.customerEmail, "once@example.com")).get())!;
    expect(order).toMatchObject({ subtotalCents: 12000, shippingCents: 500, discountCents: 1200, totalBeforeTaxCents: 11300, discountCode: "WELCOME10" });
    const redemptions = await codeUsesInForce(server.db, "once@example.com");
    expect(redemptions).toHaveLength(1);

    const second = await shopperWithCart([[6, 1]]);
    const before = await countOrders();
    const again = await second.post("/checkout", checkoutFields({ discountCode: "WELCOME10", email: "ONCE@example.com" }));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This discount code has already been used with this email address.");
    const unknown = await second.post("/checkout", checkoutFields({ discountCode: "FREESTUFF" }));
    expect(await unknown.text()).toContain("This discount code is not valid.");
    expect(await countOrders()).toBe(before);
  });
});

describe("idempotency", () => {
  it("turns a resubmit of the same form into the same order", async () => {
    const shopper = await shopperWithCart([[7, 1]]);
    const fields = checkoutFields();
    const first = await shopper.post("/checkout", fields);
    const second = await shopper.post("/checkout", fields);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, fields.idempotencyKey))).toHaveLength(1);
  });

  it("creates exactly one order from two parallel identical submits", async () => {
    const shopper = await shopperWithCart([[8, 2], [9, 1]]);
    const fields = checkoutFields();
    const responses = await Promise.all([shopper.post("/checkout", fields), shopper.post("/checkout", fields)]);
    expect(responses.map((response) => response.status)).toEqual([302, 302]);
    expect(responses[0]!.headers.get("Location")).toBe(responses[1]!.headers.get("Location"));
    const stored = await server.db.select().from(orders).where(eq(orders.idempotencyKey, fields.idempotencyKey));
    expect(stored).toHaveLength(1);
    expect(await server.db.select().from(orderItems).where(eq(orderItems.orderId, stored[0]!.id))).toHaveLength(2);
    expect(await server.db.select().from(cartItems).where(eq(cartItems.fragranceId, 9))).toHaveLength(0);
  });
});

describe("a reused form key", () => {
  it("refuses a second order for another total under a key that already made one", async () => {
    const shopper = await shopperWithCart([[7, 1]]);
    const fields = checkoutFields();
    expect((await shopper.post("/checkout", fields)).status).toBe(302);
    await shopper.addToCart(8);
    const reused = await shopper.post("/checkout", { ...fields, expectedTotal: 1 });
    expect(reused.status).toBe(409);
    expect(await reused.text()).toContain("This form has expired. Please reload the page.");
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, fields.idempotencyKey))).toHaveLength(1);
    expect((await shopper.cart()).count).toBe(1);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a client places too many order attempts", async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_CHECKOUT: "2" } });
    try {
      const shopper = createShopper(limited);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await shopper.post("/checkout", checkoutFields())).status);
      expect(statuses).toEqual([400, 400, 429]);
      const response = await shopper.post("/checkout", checkoutFields());
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(await response.text()).toContain("Too many attempts");
    } finally {
      await limited.close();
    }
  });
});
