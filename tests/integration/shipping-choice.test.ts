// Standard or Express through the real request handler: the checkout form
// (as a browser without JavaScript posts it), the payment API and the admin's
// settings page, with what each stores and sends.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, orderItems, orders, shopSettings } from "../../db/schema";
import { deliveryWindow } from "../../app/lib/delivery-window";
import { adminSuite } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { createShopper } from "../support/shopper";

const suite = adminSuite();

function apiOrder(overrides: Record<string, unknown> = {}) {
  return {
    amount: 9500,
    orderDetails: {
      customerName: "Ana Lima",
      customerEmail: "api-express@example.com",
      shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "US" },
      items: [{ fragranceId: 1, name: "Open Range", quantity: 2, price: 4000 }],
    },
    ...overrides,
  };
}

async function storedOrder(publicId: string) {
  const order = (await suite.server.db.select().from(orders).where(eq(orders.publicId, publicId)).get())!;
  const lines = await suite.server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, lines };
}

describe("the checkout form's shipping choice (no JavaScript)", () => {
  it("places an Express order for the total shown beside Express, and the e-mail names the method and its days", async () => {
    const shopper = createShopper(suite.server);
    await shopper.addToCart(1);
    await shopper.addToCart(1);
    const page = await (await shopper.get("/checkout")).text();
    // Both totals are in the page, one per method.
    expect(page).toMatch(/name="expectedTotals.standard"[^>]*value="8500"/);
    expect(page).toMatch(/name="expectedTotals.express"[^>]*value="9500"/);

    const placed = await shopper.post(
      "/checkout",
      checkoutFields({ email: "express-form@example.com", shippingMethod: "express", "expectedTotals.standard": 7700, "expectedTotals.express": 8700, discountCode: "WELCOME10" }),
    );
    expect(placed.status).toBe(302);
    const publicId = placed.headers.get("Location")!.split("/").pop()!;
    const { order, lines } = await storedOrder(publicId);
    // 10% off the $80.00 merchandise only; Express's $15.00 in full.
    expect(order).toMatchObject({ shippingMethod: "express", subtotalCents: 8000, discountCents: 800, shippingCents: 1500, totalBeforeTaxCents: 8700 });
    expect({ earliest: order.deliveryEarliest, latest: order.deliveryLatest }).toEqual(deliveryWindow("express", order.createdAt));
    expect(lines.map((line) => line.discountCents)).toEqual([800]);

    const email = (await suite.server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "express-form@example.com")).get())!;
    expect(email.textBody).toContain("Shipping (Express): $15.00");
    expect(email.textBody).toMatch(/Estimated delivery: \w{3}, \w{3} \d{1,2}( – \w{3}, \w{3} \d{1,2})?\./);
  });

  it("refuses an unknown method beside the field, and places no order", async () => {
    const shopper = createShopper(suite.server);
    await shopper.addToCart(3);
    const before = (await suite.server.db.select().from(orders).all()).length;
    const refused = await shopper.post("/checkout", checkoutFields({ email: "overnight@example.com", shippingMethod: "overnight" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose Standard or Express shipping");
    expect((await suite.server.db.select().from(orders).all()).length).toBe(before);
  });
});

describe("POST /api/create-payment-intent with shippingMethod", () => {
  it("adds Express's price to the amount and stores the method and its days", async () => {
    const shopper = createShopper(suite.server);
    const response = await shopper.postJson("/api/create-payment-intent", apiOrder({ shippingMethod: "express" }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { orderId: string; amount: number };
    expect(body.amount).toBe(9500);
    const { order } = await storedOrder(body.orderId);
    expect(order).toMatchObject({ shippingMethod: "express", shippingCents: 1500, totalBeforeTaxCents: 9500 });
    expect(order.deliveryEarliest).toBe(deliveryWindow("express", order.createdAt).earliest);
  });

  it("ships Standard when none is named, and refuses an amount that left Express out", async () => {
    const shopper = createShopper(suite.server);
    const standard = await shopper.postJson("/api/create-payment-intent", apiOrder({ amount: 8500 }));
    expect(standard.status).toBe(201);
    const { order } = await storedOrder(((await standard.json()) as { orderId: string }).orderId);
    expect(order).toMatchObject({ shippingMethod: "standard", shippingCents: 500 });

    const short = await shopper.postJson("/api/create-payment-intent", apiOrder({ amount: 8500, shippingMethod: "express" }));
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({ expectedAmount: 9500 });
  });

  it("answers an unknown method with a JSON error", async () => {
    const response = await createShopper(suite.server).postJson("/api/create-payment-intent", apiOrder({ shippingMethod: "overnight" }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("shippingMethod must be standard or express");
  });
});

describe("the admin's shipping settings", () => {
  it("refuses a price that is no amount with a 400 beside the field, and stores nothing", async () => {
    const response = await suite.post("/admin/settings", { standardPrice: "5.00", expressPrice: "-3", freeStandardFrom: "" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Express shipping price: enter an amount in dollars, like 5.00");
    expect(await suite.server.db.select().from(shopSettings).all()).toEqual([]);
  });

  it("prices the next order with the new Express price; an order already placed keeps its own, and a form shown before is refused", async () => {
    const shopper = createShopper(suite.server);
    await shopper.addToCart(2);
    const before = await shopper.postJson("/api/create-payment-intent", apiOrder({ shippingMethod: "express" }));
    const earlier = ((await before.json()) as { orderId: string }).orderId;
    // The form as shown at the old price.
    const shown = await (await shopper.get("/checkout")).text();
    expect(shown).toMatch(/name="expectedTotals.express"[^>]*value="5500"/);

    const saved = await suite.post("/admin/settings", { standardPrice: "5.00", expressPrice: "20", freeStandardFrom: "" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/settings");
    try {
      expect((await (await suite.get("/admin/settings")).text())).toContain('value="20.00"');
      const after = await shopper.postJson("/api/create-payment-intent", apiOrder({ amount: 10_000, shippingMethod: "express" }));
      expect(after.status).toBe(201);
      expect((await storedOrder(((await after.json()) as { orderId: string }).orderId)).order.shippingCents).toBe(2000);
      expect((await storedOrder(earlier)).order.shippingCents).toBe(1500);

      // Submitted at the old total: refused, with the new one named.
      const stale = await shopper.post("/checkout", checkoutFields({ email: "stale@example.com", shippingMethod: "express", "expectedTotals.express": 5500 }));
      expect(stale.status).toBe(409);
      expect(await stale.text()).toContain("Your order total is now $60.00.");
    } finally {
      await suite.post("/admin/settings", { standardPrice: "5.00", expressPrice: "15.00", freeStandardFrom: "" });
    }
  });
});
