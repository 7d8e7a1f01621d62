// One-tap wallets (issue 39): what the wallet button's script is told by
// /resources/express-checkout (the sheet's amounts for each shipping option
// and address), and what placing the wallet's order sends the local fake
// Stripe (tests/support/fake-stripe.ts): one order and one PaymentIntent per
// key, for the server's amount; the order paid once, by the webhook. The shop
// is registered in Colorado, as in the check: a Denver address pays
// 8.81 % on the merchandise, a Portland one none.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders, paymentEvents } from "../../db/schema";
import { saveTaxRegistrations } from "../../app/models/shop-settings.server";
import { userWithSession } from "../support/admin";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

const ASSOCIATION = "7B2270737049223A2241444133453231..."; // the shape of Stripe's file: one line of hex

let server: TestServer;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    env: { RATE_LIMIT_MULTIPLIER: "1000", ...stripe.env, STRIPE_PAYMENT_METHODS: "apple_pay,google_pay,link", APPLE_PAY_DOMAIN_ASSOCIATION: ASSOCIATION },
  });
  const admin = await userWithSession(server.db, "admin");
  await saveTaxRegistrations({ db: server.db, states: ["CO"], adminId: admin.user.id });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const DENVER = { "address.city": "Denver", "address.state": "CO", "address.zip": "80202", "address.country": "US" };
const PORTLAND = { "address.city": "Portland", "address.state": "OR", "address.zip": "97201", "address.country": "US" };
let keys = 0;
const newKey = () => `wallet-${Date.now()}-${++keys}-0123456789`;

/** A shopper with fragrance 1 twice and fragrance 2 once: $120.00 of merchandise. */
async function shopperWithCart(): Promise<{ shopper: Shopper; subtotal: number }> {
  const shopper = createShopper(server);
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  await shopper.addToCart(2);
  const { totals } = await shopper.cart();
  expect(totals.subtotalCents).toBe(12000);
  return { shopper, subtotal: totals.subtotalCents };
}

// Denver's combined 8.81 % on $120.00 of merchandise; Colorado does not tax a separately stated delivery charge.
const DENVER_TAX = 1057;
/** The Denver order with Express shipping, as the wallet pays it. */
const DENVER_EXPRESS = 12000 + 1500 + DENVER_TAX;

type Quote = {
  totalCents: number;
  shippingMethod: string;
  shippingRates: { id: string; amount: number; displayName: string }[];
  lineItems: { name: string; amount: number }[];
  paymentMethods: Record<string, string>;
};

async function quote(shopper: Shopper, fields: Record<string, string> = {}) {
  const response = await shopper.post("/resources/express-checkout", { intent: "quote", ...fields });
  return { status: response.status, body: (await response.json()) as Quote & { message?: string } };
}

/** The wallet has authorised the sheet's total: what the script posts then. */
function placeFields(expectedTotal: number, idempotencyKey: string, over: Record<string, string> = {}) {
  return {
    intent: "place",
    shippingMethod: "express",
    name: "Wanda Wallet",
    email: `wallet-${idempotencyKey}@example.com`,
    "address.line1": "1550 Wewatta St",
    ...DENVER,
    expectedTotal: String(expectedTotal),
    idempotencyKey,
    ...over,
  };
}

async function place(shopper: Shopper, fields: Record<string, string>) {
  const response = await shopper.post("/resources/express-checkout", fields);
  return { status: response.status, body: (await response.json()) as { clientSecret?: string; returnUrl?: string; orderId?: string; message?: string } };
}

describe("the wallet's sheet", () => {
  it("is priced by the server for each shipping option, before the wallet shares an address and after, with the tax for it", async () => {
    const { shopper } = await shopperWithCart();
    // The button alone: no address, so no tax yet.
    const before = await quote(shopper);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ totalCents: 12500, shippingMethod: "standard" });
    expect(before.body.shippingRates.map((rate) => [rate.id, rate.amount])).toEqual([
      ["standard", 500],
      ["express", 1500],
    ]);
    expect(before.body.lineItems).toEqual([{ name: "Subtotal", amount: 12000 }]);
    // Only the wallets STRIPE_PAYMENT_METHODS lists.
    expect(before.body.paymentMethods).toEqual({ applePay: "auto", googlePay: "auto", link: "auto", paypal: "never", amazonPay: "never" });

    // The sheet shares a Denver address, then the shopper picks Express.
    const denver = await quote(shopper, DENVER);
    expect(denver.body.totalCents).toBe(12000 + 500 + DENVER_TAX);
    expect(denver.body.lineItems).toEqual([
      { name: "Subtotal", amount: 12000 },
      { name: "Sales tax", amount: DENVER_TAX },
    ]);
    const express = await quote(shopper, { shippingMethod: "express", ...DENVER });
    expect(express.body.totalCents).toBe(DENVER_EXPRESS);
    expect(express.body.shippingRates[0]).toMatchObject({ id: "express", amount: 1500, displayName: "Express shipping" });
    const rows = express.body.lineItems.reduce((sum, row) => sum + row.amount, 0);
    expect(rows + express.body.shippingRates[0]!.amount).toBe(express.body.totalCents);

    // The same cart to Oregon, where the shop does not collect.
    const portland = await quote(shopper, { shippingMethod: "express", ...PORTLAND });
    expect(portland.body.totalCents).toBe(13500);
    expect(portland.body.lineItems).toEqual([{ name: "Subtotal", amount: 12000 }]);
  });

  it("takes the checkout's applied code off, as its own row, before the tax on what is paid", async () => {
    const { shopper } = await shopperWithCart();
    const { body } = await quote(shopper, { discountCode: "welcome10", ...DENVER });
    // 10 % of $120.00, then 8.81 % of the $108.00 paid: 951.48 → 951.
    expect(body.lineItems).toEqual([
      { name: "Subtotal", amount: 12000 },
      { name: "Discount (WELCOME10)", amount: -1200 },
      { name: "Sales tax", amount: 951 },
    ]);
    expect(body.totalCents).toBe(12000 - 1200 + 500 + 951);
  });

  it("answers bad input with a 4xx JSON message, never a 500", async () => {
    const { shopper } = await shopperWithCart();
    const cases: [Record<string, string>, number, RegExp][] = [
      [{}, 400, /intent/],
      [{ intent: "quote", ...DENVER, "address.country": "CA" }, 400, /United States only/],
      [{ intent: "quote", ...DENVER, "address.zip": "97201" }, 400, /in Oregon, not Colorado/],
      [{ intent: "quote", shippingMethod: "overnight" }, 400, /standard or express/],
      [{ intent: "quote", discountCode: "NOSUCHCODE" }, 422, /./],
      [placeFields(100, "short"), 400, /expired/],
      [{ ...placeFields(100, newKey()), email: "nobody" }, 400, /valid email/],
    ];
    for (const [fields, status, message] of cases) {
      const response = await shopper.post("/resources/express-checkout", fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    // No cart, nothing to price or place.
    const empty = createShopper(server);
    expect((await quote(empty)).status).toBe(409);
    expect((await place(empty, placeFields(100, newKey()))).body.message).toBe("Your cart is empty.");
  });
});

describe("paying with a wallet", () => {
  it("places one pending order and one PaymentIntent for the server's amount per key, however often it is confirmed", async () => {
    const { shopper } = await shopperWithCart();
    const total = DENVER_EXPRESS;
    const key = newKey();
    const before = stripe.requests.length;
    const first = await place(shopper, placeFields(total, key));
    expect(first.status).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_fake\d+_secret_fake$/);
    expect(first.body.returnUrl).toBe(`${server.baseUrl}/orders/${first.body.orderId}`);
    // A second confirmation (a retry, a double tap) with the same key.
    const again = await place(shopper, placeFields(total, key));
    expect(again.body).toEqual(first.body);

    const rows = await server.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "pending",
      totalBeforeTaxCents: 13500,
      taxCents: DENVER_TAX,
      shippingCents: 1500,
      customerName: "Wanda Wallet",
      customerEmail: `wallet-${key}@example.com`,
      shippingAddress: "1550 Wewatta St",
      shippingCity: "Denver",
      shippingState: "CO",
      shippingZip: "80202",
      shippingCountry: "United States",
      paymentProvider: "stripe",
    });
    const intents = stripe.requests.slice(before).filter((request) => request.path === "/v1/payment_intents");
    expect(intents.map((request) => [request.idempotencyKey, request.form.amount])).toEqual([
      [`${key}-intent`, String(total)],
      [`${key}-intent`, String(total)],
    ]);
    // Stripe's idempotency answered the second ask with the first intent (the same client secret, above).
    expect(rows[0]!.paymentReference).toBe(first.body.clientSecret!.split("_secret_")[0]);
    // The cart became the order.
    expect((await shopper.cart()).count).toBe(0);
  });

  it("refuses a total the server does not agree with, and writes nothing", async () => {
    const { shopper } = await shopperWithCart();
    const key = newKey();
    const before = stripe.requests.length;
    // The sheet's total before the address brought the tax.
    const refused = await place(shopper, placeFields(13500, key));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your order total is now $145.57, including $10.57 sales tax. Please check it and pay again.");
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(0);
    expect(stripe.requests.slice(before)).toHaveLength(0);
    expect((await shopper.cart()).count).toBe(3);
  });

  it("is paid by the verified webhook, once: the confirmation e-mail is queued once", async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, placeFields(DENVER_EXPRESS, newKey()));
    const intentId = placed.body.clientSecret!.split("_secret_")[0]!;
    const event = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
    const deliver = () =>
      server.fetch("/webhooks/stripe", {
        method: "POST",
        body: event.body,
        headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": event.signature },
      });
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    const order = (await server.db.select().from(orders).where(eq(orders.publicId, placed.body.orderId!)).get())!;
    expect(order.status).toBe("paid");
    expect(await server.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toHaveLength(1);
    expect(await server.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, `order-confirmation/${order.publicId}`))).toHaveLength(1);
  });

  it("puts no wallet in the server's HTML (JavaScript only) and lets Stripe's frame ask for a payment", async () => {
    const { shopper } = await shopperWithCart();
    for (const path of ["/cart", "/checkout"]) {
      const response = await shopper.get(path);
      expect(await response.text()).not.toContain("express-checkout");
      expect(response.headers.get("Permissions-Policy")).toContain(`payment=(self "${stripe.baseUrl}")`);
    }
  });
});

describe("Apple Pay's domain association file", () => {
  it("is served as plain text that caches may keep", async () => {
    const response = await server.fetch("/.well-known/apple-developer-merchantid-domain-association");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await response.text()).toBe(ASSOCIATION);
  });
});

describe("without Stripe (test mode)", () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  });
  afterAll(() => plain.close());

  it("offers no wallet and serves no association file", async () => {
    const shopper = createShopper(plain);
    await shopper.addToCart(1);
    const response = await shopper.post("/resources/express-checkout", { intent: "quote" });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe("Wallet payments are not offered by this shop.");
    expect((await plain.fetch("/.well-known/apple-developer-merchantid-domain-association")).status).toBe(404);
  });
});
