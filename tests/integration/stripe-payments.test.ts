// The shop in Stripe mode against a local server that speaks Stripe's API
// (tests/support/fake-stripe.ts): what we send Stripe, what the browser is
// sent, and how signed webhooks, replays, out-of-order events, a crash
// between order and webhook and refunds end.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartTotals, DEFAULT_SHIPPING } from "../../app/lib/cart-totals";
import { auditLog, emailOutbox, orders, paymentEvents } from "../../db/schema";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { createShopper, type Shopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";
import { codeUsesInForce } from "../support/promotion-uses";

let server: TestServer;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000", ...stripe.env } });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

let emailCounter = 0;
/** A shopper with fragrance 1 twice and fragrance 2 once, and the total the page shows. */
async function shopperWithCart(): Promise<{ shopper: Shopper; total: number; email: string }> {
  const shopper = createShopper(server);
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  await shopper.addToCart(2);
  const { totals } = await shopper.cart();
  emailCounter += 1;
  return { shopper, total: totals.totalCents, email: `stripe-${Date.now()}-${emailCounter}@example.com` };
}

const orderRow = async (publicId: string) => (await server.db.select().from(orders).where(eq(orders.publicId, publicId)).get())!;
const confirmationEmails = async (publicId: string) =>
  server.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, `order-confirmation/${publicId}`));

/** Places an order with the Payment Element path (what the page's script posts) and returns it with its intent. */
async function placeWithElement(overrides: Record<string, string | number> = {}) {
  const { shopper, email } = await shopperWithCart();
  const { lines } = await shopper.cart();
  const total = cartTotals(lines, overrides.discountCode ? 10 : 0, DEFAULT_SHIPPING).totalCents;
  const fields = checkoutFields({ email, expectedTotal: total, payWith: "element", ...overrides });
  const response = await shopper.post("/checkout", fields);
  expect(response.status).toBe(200);
  const text = await response.text();
  const clientSecret = /pi_fake\d+_secret_fake/.exec(text)?.[0];
  expect(clientSecret).toBeDefined();
  const intentId = clientSecret!.split("_secret_")[0]!;
  const order = (await server.db.select().from(orders).where(eq(orders.paymentReference, intentId)).get())!;
  return { shopper, total, email, fields, intentId, order, text };
}

async function deliver(delivery: { body: string; signature: string }) {
  return server.fetch("/webhooks/stripe", {
    method: "POST",
    body: delivery.body,
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": delivery.signature },
  });
}

describe("checkout with Stripe", () => {
  it("renders no card fields of ours and allows Stripe by name in the page's policy", async () => {
    const { shopper } = await shopperWithCart();
    const response = await shopper.get("/checkout");
    const html = await response.text();
    expect(html).not.toContain('name="cardNumber"');
    expect(html).not.toContain('name="cardCvv"');
    expect(html).toContain("Your card details never reach our server.");
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(policy).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${stripe.baseUrl}`));
    expect(policy).toContain(`form-action 'self' ${stripe.baseUrl}`);
    expect(policy).toContain("frame-src");
  });

  it("without JavaScript: a pending order, then Stripe Checkout for our lines and total; card fields posted are dropped", async () => {
    const { shopper, total, email } = await shopperWithCart();
    const before = stripe.requests.length;
    const fields = checkoutFields({ email, expectedTotal: total });
    const response = await shopper.post("/checkout", fields);
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^${stripe.baseUrl}/pay/cs_fake\\d+$`));

    const sent = stripe.requests.slice(before);
    const session = sent.find((request) => request.path === "/v1/checkout/sessions")!;
    expect(session.idempotencyKey).toBe(`${fields.idempotencyKey}-checkout`);
    expect(session.authorization).toBe("Bearer sk_test_fake");
    const lineTotal = [0, 1, 2].reduce(
      (sum, index) => sum + Number(session.form[`line_items[${index}][quantity]`] ?? 0) * Number(session.form[`line_items[${index}][price_data][unit_amount]`] ?? 0),
      0,
    );
    expect(lineTotal).toBe(total);
    // The test card typed into the post never left our server.
    expect(JSON.stringify(sent)).not.toMatch(/4242|cardNumber|cvv/i);

    const sessionId = location.split("/").pop()!;
    const order = (await server.db.select().from(orders).where(eq(orders.paymentReference, sessionId)).get())!;
    expect(order).toMatchObject({ status: "pending", paymentProvider: "stripe", totalBeforeTaxCents: total, cardLast4: null });
    expect(await confirmationEmails(order.publicId)).toHaveLength(0);
  });

  it("when Stripe refuses, the shopper is told (502, nothing paid) and placing the same form again continues the same order", async () => {
    const { shopper, total, email } = await shopperWithCart();
    const fields = checkoutFields({ email, expectedTotal: total });
    stripe.refuseNextPosts(1);
    const refused = await shopper.post("/checkout", fields);
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain("The payment service is unavailable. Please try again.");
    const [pending] = await server.db.select().from(orders).where(eq(orders.idempotencyKey, fields.idempotencyKey));
    expect(pending).toMatchObject({ status: "pending", paymentReference: null });

    const again = await shopper.post("/checkout", fields);
    expect(again.status).toBe(303);
    expect((await orderRow(pending!.publicId)).paymentReference).toMatch(/^cs_fake\d+$/);
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, fields.idempotencyKey))).toHaveLength(1);
  });

  it("the return from Stripe Checkout is settled by reading the session from Stripe, then the webhook changes nothing more", async () => {
    const { shopper, total, email } = await shopperWithCart();
    const placed = await shopper.post("/checkout", checkoutFields({ email, expectedTotal: total }));
    const sessionId = placed.headers.get("Location")!.split("/").pop()!;
    const pending = (await server.db.select().from(orders).where(eq(orders.paymentReference, sessionId)).get())!;

    // The URL alone proves nothing: before Stripe has the payment, the page says pending.
    const early = await shopper.get(`/orders/${pending.publicId}?session_id=${sessionId}`);
    expect(await early.text()).toMatch(/data-testid="order-status">Awaiting payment/);

    // Stripe's page takes the card and sends the shopper back to our confirmation page.
    const back = await fetch(`${stripe.baseUrl}/pay/${sessionId}`, { redirect: "manual" });
    expect(back.status).toBe(303);
    const returnUrl = new URL(back.headers.get("Location")!);
    expect(returnUrl.pathname).toBe(`/orders/${pending.publicId}`);
    const page = await (await shopper.get(returnUrl.pathname + returnUrl.search)).text();
    expect(page).toContain("Payment received");
    const paid = await orderRow(pending.publicId);
    expect(paid.status).toBe("paid");
    expect(paid.paymentReference).toMatch(/^pi_fake\d+$/);
    expect(await confirmationEmails(pending.publicId)).toHaveLength(1);

    // The webhook arriving after the return: stored, nothing changed twice.
    const event = stripe.event("checkout.session.completed", stripe.object(sessionId));
    expect((await deliver(event)).status).toBe(200);
    expect(await confirmationEmails(pending.publicId)).toHaveLength(1);
    expect((await orderRow(pending.publicId)).status).toBe("paid");
  });

  it("with the Payment Element: an intent for the server's total, keyed by the order; a retry gets the same intent", async () => {
    const before = stripe.requests.length;
    const { intentId, order, total, fields, shopper } = await placeWithElement();
    const sent = stripe.requests.slice(before).filter((request) => request.path === "/v1/payment_intents");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form.amount).toBe(String(total));
    expect(sent[0]!.form["metadata[order]"]).toBe(order.publicId);
    expect(sent[0]!.idempotencyKey).toBe(`${fields.idempotencyKey}-intent`);
    expect(JSON.stringify(sent)).not.toMatch(/4242|cvv/i);
    expect(order).toMatchObject({ status: "pending", totalBeforeTaxCents: total });

    // A crash after Stripe answered but before the reference was kept: the
    // same form again finds the order by its key and gets the same intent.
    await server.db.update(orders).set({ paymentReference: null }).where(eq(orders.id, order.id));
    const again = await shopper.post("/checkout", fields);
    expect(await again.text()).toContain(`${intentId}_secret_fake`);
    expect((await orderRow(order.publicId)).paymentReference).toBe(intentId);
    expect(await server.db.select().from(orders).where(eq(orders.idempotencyKey, fields.idempotencyKey))).toHaveLength(1);
  });

  it("is never paid on the browser's word: the return URL's redirect_status is ignored, Stripe's status is read", async () => {
    const { intentId, order, shopper } = await placeWithElement();
    const claimed = await shopper.get(`/orders/${order.publicId}?payment_intent=${intentId}&redirect_status=succeeded`);
    expect(await claimed.text()).toMatch(/data-testid="order-status">Awaiting payment/);
    expect((await orderRow(order.publicId)).status).toBe("pending");

    stripe.settleIntent(intentId, "succeeded");
    const page = await (await shopper.get(`/orders/${order.publicId}?payment_intent=${intentId}&redirect_status=succeeded`)).text();
    expect(page).toContain("Payment received");
    expect(page).toContain("Visa ending in 4242");
    expect(await orderRow(order.publicId)).toMatchObject({ status: "paid", cardBrand: "Visa", cardLast4: "4242" });
  });

  it("the JSON payment API answers the intent's client secret in Stripe mode", async () => {
    const response = await createShopper(server).postJson("/api/create-payment-intent", {
      amount: 12500,
      orderDetails: {
        customerName: "Ana Lima",
        customerEmail: "api-stripe@example.com",
        shippingAddress: { name: "Ana Lima", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "United States" },
        items: [
          { fragranceId: 1, name: "Open Range", quantity: 2, price: 4000 },
          { fragranceId: 2, name: "Patchouli Muse", quantity: 1, price: 4000 },
        ],
      },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { clientSecret: string; amount: number; status: string };
    expect(body).toMatchObject({ amount: 12500, status: "pending" });
    expect(body.clientSecret).toMatch(/^pi_fake\d+_secret_fake$/);
    const intent = stripe.requests.findLast((request) => request.path === "/v1/payment_intents")!;
    expect(intent.form.amount).toBe("12500");
  });
});

describe("Stripe webhooks", () => {
  it("answer only signed JSON posts, in JSON", async () => {
    const get = await server.fetch("/webhooks/stripe");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const text = await server.fetch("/webhooks/stripe", { method: "POST", body: "{}", headers: { "Content-Type": "text/plain" } });
    expect(text.status).toBe(415);
    const unsigned = await server.fetch("/webhooks/stripe", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ message: "The event's signature does not verify." });
  });

  it("refuse a forged or tampered event with 400 and change nothing", async () => {
    const { intentId, order } = await placeWithElement();
    const intent = stripe.settleIntent(intentId, "succeeded");
    const forged = stripe.event("payment_intent.succeeded", intent, { secret: "whsec_someone_else" });
    expect((await deliver(forged)).status).toBe(400);
    const genuine = stripe.event("payment_intent.succeeded", intent);
    const tampered = { body: genuine.body.replace(`"amount":${order.totalBeforeTaxCents}`, '"amount":1'), signature: genuine.signature };
    expect((await deliver(tampered)).status).toBe(400);
    expect((await deliver({ body: genuine.body, signature: "" })).status).toBe(400);
    // An old delivery replayed outside Stripe's tolerance (5 minutes) is refused too.
    const stale = stripe.event("payment_intent.succeeded", intent, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(stale)).status).toBe(400);
    expect((await orderRow(order.publicId)).status).toBe("pending");
    expect(await server.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).toHaveLength(0);
  });

  it("process a replayed event once: one status change, one e-mail, one stored event", async () => {
    const { intentId, order } = await placeWithElement();
    const event = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect((await orderRow(order.publicId)).status).toBe("paid");
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { message: string }).message).toBe("Already processed.");
    expect(await confirmationEmails(order.publicId)).toHaveLength(1);
    expect(await server.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });

  it("a failed payment fails the order and gives the discount back; a later success (out of order) makes it paid", async () => {
    const { intentId, order, email } = await placeWithElement({ discountCode: "WELCOME10" });
    expect(await codeUsesInForce(server.db, email)).toHaveLength(1);

    const failed = stripe.event("payment_intent.payment_failed", stripe.settleIntent(intentId, "failed"));
    expect((await deliver(failed)).status).toBe(200);
    expect((await orderRow(order.publicId)).status).toBe("failed");
    expect(await codeUsesInForce(server.db, email)).toHaveLength(0);
    expect(await confirmationEmails(order.publicId)).toHaveLength(0);

    const succeeded = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await orderRow(order.publicId)).status).toBe("paid");
    expect(await codeUsesInForce(server.db, email)).toHaveLength(1);
    expect(await confirmationEmails(order.publicId)).toHaveLength(1);
  });

  it("an abandoned Stripe Checkout (session expired) fails the order and frees the discount code", async () => {
    const { shopper, email } = await shopperWithCart();
    const { lines } = await shopper.cart();
    const total = cartTotals(lines, 10, DEFAULT_SHIPPING).totalCents;
    const placed = await shopper.post("/checkout", checkoutFields({ email, expectedTotal: total, discountCode: "WELCOME10" }));
    expect(placed.status).toBe(303);
    const sessionId = placed.headers.get("Location")!.split("/").pop()!;
    const coupon = stripe.requests.findLast((request) => request.path === "/v1/coupons")!;
    expect(coupon.form.amount_off).toBe(String(cartTotals(lines, 10, DEFAULT_SHIPPING).discountCents));
    const session = { ...stripe.object(sessionId)!, status: "expired" };
    expect((await deliver(stripe.event("checkout.session.expired", session))).status).toBe(200);
    const order = (await server.db.select().from(orders).where(eq(orders.paymentReference, sessionId)).get())!;
    expect(order.status).toBe("failed");
    expect(await codeUsesInForce(server.db, email)).toHaveLength(0);
  });

  it("a success delivered before an older failure: the order stays paid", async () => {
    const { intentId, order } = await placeWithElement();
    const olderFailure = stripe.event("payment_intent.payment_failed", stripe.settleIntent(intentId, "failed"));
    const success = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
    expect((await deliver(success)).status).toBe(200);
    expect((await deliver(olderFailure)).status).toBe(200);
    expect((await orderRow(order.publicId)).status).toBe("paid");
    expect(await confirmationEmails(order.publicId)).toHaveLength(1);
  });

  it("a crash between order and webhook: the next event finds the order by its metadata", async () => {
    const { intentId, order } = await placeWithElement();
    // The process died before the intent's id was stored on the order.
    await server.db.update(orders).set({ paymentReference: null }).where(eq(orders.id, order.id));
    const event = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
    expect((await deliver(event)).status).toBe(200);
    expect(await orderRow(order.publicId)).toMatchObject({ status: "paid", paymentReference: intentId });
  });
});

describe("refunds with Stripe", () => {
  it("the admin's refund asks Stripe to refund the intent's full amount and records it", async () => {
    const { intentId, order } = await placeWithElement();
    await deliver(stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded")));
    const admin = await userWithSession(server.db, "admin");
    const before = stripe.requests.length;
    const response = await server.fetch(`/admin/orders/${order.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "refund", confirm: "yes" }),
      headers: admin.headers,
    });
    expect(response.status).toBe(302);
    const refund = stripe.requests.slice(before).find((request) => request.path === "/v1/refunds")!;
    expect(refund.form).toMatchObject({ payment_intent: intentId, amount: String(order.totalBeforeTaxCents) });
    expect(refund.idempotencyKey).toBe(`refund-${intentId}`);
    expect((await orderRow(order.publicId)).status).toBe("refunded");
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(order.id)));
    expect(audit.at(-1)!.details).toMatchObject({ from: "paid", to: "refunded", refundReference: expect.stringMatching(/^re_fake\d+$/) });
  });
});
