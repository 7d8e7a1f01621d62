// Issue 39's check, without the wallets: the shop registered in Colorado, a
// shopper in Denver and one in Oregon order the same cart through the
// checkout form (no JavaScript) and the payment API.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "../../db/schema";
import { saveTaxRegistrations } from "../../app/models/shop-settings.server";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  const admin = await userWithSession(server.db, "admin");
  await saveTaxRegistrations({ db: server.db, states: ["CO"], adminId: admin.user.id });
});
afterAll(async () => {
  await server.close();
});

// Fragrance 1 twice and 2 once: $120.00 of merchandise and $5.00 shipping ($125.00 before tax).
async function shopperWithCart(): Promise<Shopper> {
  const shopper = createShopper(server);
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  await shopper.addToCart(2);
  return shopper;
}

const DENVER = { state: "CO", zip: "80202", city: "Denver", address: "1 Larimer St" };
const PORTLAND = { state: "OR", zip: "97201", city: "Portland", address: "1 SW Main St" };

async function orderOf(response: Response) {
  const publicId = response.headers.get("Location")!.split("/").pop()!;
  const order = (await server.db.select().from(orders).where(eq(orders.publicId, publicId)).get())!;
  const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return { order, lines };
}

describe("sales tax at checkout, the shop registered in Colorado", () => {
  it("shows a Sales tax row waiting for the address", async () => {
    const html = await (await (await shopperWithCart()).get("/checkout")).text();
    expect(html).toContain("Added once you enter your state and ZIP code");
    expect(html).toContain("Place Order - $125.00");
  });

  it("quotes Denver's 8.81 % on the merchandise, not on the separately stated shipping", async () => {
    const shopper = await shopperWithCart();
    const html = await (await shopper.post("/checkout", checkoutFields({ ...DENVER, intent: "update-tax" }))).text();
    // round(12000 × 8.81 %) = 1057; Express's total carries the same tax.
    expect(html).toContain("Sales tax (Denver, CO 8.81%)");
    expect(html).toContain("$10.57");
    expect(html).toContain("Place Order - $135.57");
  });

  it("tells a shopper without JavaScript the new total, then places the Denver order with its tax stored per line", async () => {
    const shopper = await shopperWithCart();
    const key = checkoutFields().idempotencyKey;
    const first = await shopper.post("/checkout", checkoutFields({ ...DENVER, idempotencyKey: key, expectedTotal: 12500 }));
    expect(first.status).toBe(409);
    expect(await first.text()).toContain("Your order total is now $135.57, including $10.57 sales tax. Please check it and place your order again.");

    const placed = await shopper.post("/checkout", checkoutFields({ ...DENVER, idempotencyKey: key, expectedTotal: 13557 }));
    expect(placed.status).toBe(302);
    const { order, lines } = await orderOf(placed);
    expect(order).toMatchObject({ subtotalCents: 12000, shippingCents: 500, totalBeforeTaxCents: 12500, taxCents: 1057, shippingTaxCents: 0, taxProvider: "embedded" });
    expect(lines.map((line) => [line.taxCents, line.taxRatePpm, line.taxJurisdiction])).toEqual([
      // $80.00 and $40.00 of merchandise share 1057: 704.67 and 352.33 → 705 and 352.
      [705, 88_100, "Denver, CO"],
      [352, 88_100, "Denver, CO"],
    ]);
  });

  it("charges an Oregon shopper no tax for the same cart", async () => {
    const placed = await (await shopperWithCart()).post("/checkout", checkoutFields({ ...PORTLAND, expectedTotal: 12500 }));
    expect(placed.status).toBe(302);
    const { order, lines } = await orderOf(placed);
    expect(order).toMatchObject({ totalBeforeTaxCents: 12500, taxCents: 0 });
    expect(lines.every((line) => line.taxCents === 0 && line.taxJurisdiction === null)).toBe(true);
  });

  it("refuses a State and ZIP that disagree, a missing state and a Colorado address without its ZIP, beside the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...DENVER, zip: "97201" }, "ZIP code 97201 is in Oregon, not Colorado"],
      [{ ...DENVER, state: "", zip: "" }, "Choose the state you are shipping to, so we can work out sales tax"],
      [{ ...DENVER, zip: "" }, "Enter your ZIP code: sales tax in Colorado depends on it"],
      [{ ...DENVER, state: "XX" }, "Choose a US state"],
    ];
    for (const [address, message] of cases) {
      const shopper = await shopperWithCart();
      const response = await shopper.post("/checkout", checkoutFields({ ...address, expectedTotal: 12500 }));
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });

  it("prices the payment API's order with the same tax and answers it", async () => {
    const body = (state: string, zipCode: string, amount: number) => ({
      amount,
      orderDetails: {
        customerName: "Ana Lima",
        customerEmail: "ana@example.com",
        shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", state, zipCode, country: "US" },
        items: [
          { fragranceId: 1, name: "Open Range", quantity: 2, price: 4000 },
          { fragranceId: 2, name: "ignored", quantity: 1, price: 4000 },
        ],
      },
    });
    const shopper = createShopper(server);
    const mismatch = await shopper.postJson("/api/create-payment-intent", body("Colorado", "80202", 12500));
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toMatchObject({ expectedAmount: 13557, tax: 1057 });
    const created = await shopper.postJson("/api/create-payment-intent", body("Colorado", "80202", 13557));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ amount: 13557, tax: 1057, status: "pending" });
    const oregon = await shopper.postJson("/api/create-payment-intent", body("OR", "97201", 12500));
    expect(await oregon.json()).toMatchObject({ amount: 12500, tax: 0 });
    const wrongZip = await shopper.postJson("/api/create-payment-intent", body("OR", "80202", 12500));
    expect(wrongZip.status).toBe(422);
    expect(await wrongZip.json()).toMatchObject({ errors: { "orderDetails.shippingAddress.zipCode": ["ZIP code 80202 is in Colorado, not Oregon"] } });
  });
});
