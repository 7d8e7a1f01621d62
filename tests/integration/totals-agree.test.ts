// Issue 39: totals agree to the cent across the checkout page, the e-mail, the
// order page, the admin, the API and the payment provider, over random carts,
// codes, points, shipping choices and addresses (seeded, so a failure can be
// replayed), with the shop collecting in Colorado and Washington and Stripe
// taking the payment (the local fake records the amount it was asked for).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveTaxRegistrations } from "../../app/models/shop-settings.server";
import { formatCents } from "../../app/lib/money";
import { emailOutbox, orders, promotions } from "../../db/schema";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { fillCart, registeredShopper } from "../support/reward-member";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let stripe: FakeStripe;
let admin: Awaited<ReturnType<typeof userWithSession>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000", ...stripe.env } });
  admin = await userWithSession(server.db, "admin");
  await saveTaxRegistrations({ db: server.db, states: ["CO", "WA"], adminId: admin.user.id });
  await server.db.insert(promotions).values([
    { code: "AGREE15", kind: "percent", value: 15 },
    { code: "AGREE7", kind: "fixed", value: 700 },
    { code: "AGREESHIP", kind: "free-shipping", value: 0 },
  ]);
}, 60_000);
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const ADDRESSES = [
  { city: "Denver", state: "CO", zip: "80202" },
  { city: "Boulder", state: "CO", zip: "80302" },
  { city: "Grand Junction", state: "CO", zip: "81501" },
  { city: "Seattle", state: "WA", zip: "98101" },
  { city: "Portland", state: "OR", zip: "97201" },
  { city: "New York", state: "NY", zip: "10001" },
];

const order = fc.record({
  lines: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 4, selector: ([id]) => id }),
  code: fc.constantFrom("", "AGREE15", "AGREE7", "AGREESHIP"),
  points: fc.constantFrom(0, 100, 300),
  shippingMethod: fc.constantFrom("standard", "express"),
  address: fc.constantFrom(...ADDRESSES),
});

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

describe("one order's figures, wherever they are read", () => {
  it("agree to the cent over 8 random orders", { timeout: 180_000 }, async () => {
    for (const sample of fc.sample(order, { seed: 39, numRuns: 8 })) {
      const member = await registeredShopper(server);
      if (sample.points) {
        const adjusted = await server.fetch(`/admin/rewards/${member.userId}`, { method: "POST", body: new URLSearchParams({ points: "1000", reason: "totals test" }), headers: admin.headers });
        expect(adjusted.status).toBe(302);
      }
      await fillCart(member, sample.lines);
      const fields = checkoutFields({
        ...sample.address,
        email: member.email,
        discountCode: sample.code,
        rewardPoints: sample.points,
        shippingMethod: sample.shippingMethod,
        payWith: "element",
      });
      const label = JSON.stringify(sample);

      // The checkout page's figures for the address (what a shopper sees before paying).
      const quoted = await (await member.post("/checkout", { ...fields, intent: "update-tax" })).text();
      const shownTotal = new RegExp(`data-when-shipping="${sample.shippingMethod}"[^>]*>Place Order - (\\$[\\d,.]+)`).exec(quoted)?.[1];
      expect(shownTotal, label).toBeDefined();
      const total = cents(shownTotal!);

      // Placed for that total: the PaymentIntent is for it, and the webhook makes the order paid.
      const before = stripe.requests.length;
      const placed = await member.post("/checkout", { ...fields, expectedTotal: total });
      expect(placed.status, label).toBe(200);
      const intentId = /pi_fake\d+(?=_secret_fake)/.exec(await placed.text())![0];
      const intent = stripe.requests.slice(before).find((request) => request.path === "/v1/payment_intents")!;
      expect(Number(intent.form.amount), label).toBe(total);
      const event = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
      expect((await server.fetch("/webhooks/stripe", { method: "POST", body: event.body, headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature } })).status).toBe(200);
      const row = (await server.db.select().from(orders).where(eq(orders.paymentReference, intentId)).get())!;
      expect(row.status, label).toBe("paid");
      expect(row.totalBeforeTaxCents + row.taxCents, label).toBe(total);

      // The API, the order page, the e-mail and the admin say the same total and tax.
      const api = (await (await member.get(`/api/orders/${row.publicId}`)).json()) as { totalCents: number; taxCents: number };
      expect(api, label).toMatchObject({ totalCents: total, taxCents: row.taxCents });
      const page = await (await member.get(`/orders/${row.publicId}`)).text();
      expect(page, label).toContain(`Total</dt><dd>${formatCents(total)}</dd>`);
      const email = (await server.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, `order-confirmation/${row.publicId}`)).get())!;
      expect(email.textBody, label).toContain(formatCents(total));
      const adminPage = await (await server.fetch(`/admin/orders/${row.id}`, { headers: admin.headers })).text();
      expect(adminPage, label).toContain(formatCents(total));
      if (row.taxCents > 0) {
        for (const text of [page, email.textBody, email.htmlBody, adminPage]) expect(text, label).toContain(formatCents(row.taxCents));
      } else {
        expect(page, label).not.toContain("Sales tax");
      }
    }
  });
});
