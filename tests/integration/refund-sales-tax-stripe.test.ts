// Stripe Tax's books follow the order (issue 39), against the local fake
// Stripe (TAX_PROVIDER=stripe): the verified webhook marks a Denver order paid
// once and records its sale as one tax transaction; a refund reverses the tax
// on what it gave back, once; neither Stripe Tax failing stops the payment or
// the refund. The fake's Denver (80202) is 8.81 %: on two bottles at $40.00,
// $7.05; on one, $3.52.
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderItems, orders, refunds, returnRequests } from "../../db/schema";
import { saveTaxRegistrations } from "../../app/models/shop-settings.server";
import { requestReturn } from "../../app/services/request-return.server";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { freshServiceContext } from "../support/service-context";
import { createShopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let stripe: FakeStripe;
let admin: Awaited<ReturnType<typeof userWithSession>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000", ...stripe.env, TAX_PROVIDER: "stripe" } });
  admin = await userWithSession(server.db, "admin");
  await saveTaxRegistrations({ db: server.db, states: ["CO"], adminId: admin.user.id });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

const posts = (path: string) => stripe.requests.filter((request) => request.method === "POST" && request.path === path);
const orderRow = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)).get())!;
const asAdmin = (path: string, values: Record<string, string>) => server.fetch(path, { method: "POST", body: new URLSearchParams(values), headers: admin.headers });

async function deliver(delivery: { body: string; signature: string }) {
  const response = await server.fetch("/webhooks/stripe", {
    method: "POST",
    body: delivery.body,
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": delivery.signature },
  });
  expect(response.status).toBe(200);
}

/** A Denver order placed with the Payment Element (pending until Stripe says paid): two of fragrance 1, one of fragrance 2. */
async function placeDenverOrder() {
  const shopper = createShopper(server);
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  await shopper.addToCart(2);
  const email = `stripe-tax-${randomBytes(4).toString("hex")}@example.com`;
  const response = await shopper.post("/checkout", checkoutFields({ email, payWith: "element", city: "Denver", state: "CO", zip: "80202" }));
  expect(response.status).toBe(200);
  const intentId = /pi_fake\d+(?=_secret_fake)/.exec(await response.text())![0];
  const order = (await server.db.select().from(orders).where(eq(orders.paymentReference, intentId)).get())!;
  const items = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).all();
  return { intentId, order, items };
}

/** The webhook's word that the intent succeeded: the order becomes paid. */
async function pay(intentId: string) {
  await deliver(stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded")));
}

describe("Stripe Tax records the sale when the webhook marks the order paid", () => {
  it("once: a replayed and a second event neither pay the order again nor record a second transaction", async () => {
    const { intentId, order } = await placeDenverOrder();
    expect(order).toMatchObject({ status: "pending", taxProvider: "stripe", taxCents: 1057, taxCalculation: expect.stringMatching(/^taxcalc_/), taxTransaction: null });
    // Nothing is recorded while the order waits for its payment.
    expect(posts("/v1/tax/transactions/create_from_calculation")).toEqual([]);

    const event = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
    await deliver(event);
    await deliver(event);
    await deliver(stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded")));

    const recorded = posts("/v1/tax/transactions/create_from_calculation");
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.form).toEqual({ calculation: order.taxCalculation, reference: order.publicId });
    expect(recorded[0]!.idempotencyKey).toBe(`tax-sale-${order.publicId}`);
    const paid = await orderRow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.taxTransaction).toMatch(/^tax_/);
    expect(stripe.tax.transactions().filter((transaction) => transaction.reference === order.publicId)).toEqual([
      expect.objectContaining({ id: paid.taxTransaction, type: "transaction", calculation: order.taxCalculation }),
    ]);
  });

  it("a sale Stripe refuses does not stop the payment: it is logged, and recorded on the order's next event", async () => {
    const { intentId, order } = await placeDenverOrder();
    stripe.refuseNextPosts(1);
    await pay(intentId);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", taxTransaction: null });
    expect(server.logs).toContainEqual(expect.objectContaining({ level: "error", order: order.publicId, msg: expect.stringContaining("sale was not recorded") }));

    await pay(intentId);
    expect(posts("/v1/tax/transactions/create_from_calculation")).toHaveLength(2);
    expect((await orderRow(order.id)).taxTransaction).toMatch(/^tax_/);
  });
});

describe("a refund reverses the tax on what it gave back", () => {
  it("a returned bottle: one Stripe refund of the bottle with its tax, one reversal of that line's amount and tax", async () => {
    const { intentId, order, items } = await placeDenverOrder();
    await pay(intentId);
    const transaction = (await orderRow(order.id)).taxTransaction!;
    await server.db.update(orders).set({ status: "delivered", deliveredAt: new Date(Date.now() - 86_400_000) }).where(eq(orders.id, order.id));
    const asked = await requestReturn(freshServiceContext(server.db), {
      publicId: order.publicId,
      viewer: null,
      origin: "http://localhost",
      now: Date.now(),
      form: { reason: "unopened", items: [{ orderItemId: items[0]!.id, quantity: 1 }] },
    });
    expect(asked.ok).toBe(true);
    const request = (await server.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id)).get())!;
    for (const intent of ["approve", "receive", "refund"]) expect((await asAdmin(`/admin/returns/${request.id}`, { intent })).status).toBe(302);

    const [refund] = posts("/v1/refunds");
    expect(refund!.form).toMatchObject({ payment_intent: intentId, amount: "4353" });
    const reversals = posts("/v1/tax/transactions/create_reversal");
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.idempotencyKey).toBe(`tax-reversal-return-${request.id}-refund`);
    const saleLines = stripe.tax.transaction(transaction)!.line_items_all as { id: string; reference: string }[];
    expect(reversals[0]!.form).toEqual({
      mode: "partial",
      original_transaction: transaction,
      reference: `return-${request.id}-refund`,
      "line_items[0][amount]": "-4000",
      "line_items[0][amount_tax]": "-353",
      "line_items[0][original_line_item]": saleLines.find((line) => line.reference === "line-1")!.id,
      "line_items[0][reference]": "line-1-refund",
    });
    expect(await server.db.select().from(refunds).where(eq(refunds.orderId, order.id)).all()).toMatchObject([{ amountCents: 4353, taxCents: 353, status: "succeeded" }]);
  });

  it("a typed partial refund reverses its share of every line and the shipping; the refund of the rest reverses all that is left", async () => {
    const { intentId, order } = await placeDenverOrder();
    await pay(intentId);
    const transaction = (await orderRow(order.id)).taxTransaction!;

    // $13.56 of $135.57: a tenth, so $1.06 of the tax (1355.6 × 1057 / 13557 → 105.7 → 106 on 1356).
    expect((await asAdmin(`/admin/orders/${order.id}`, { intent: "refund-part", amount: "13.56", idempotencyKey: `refund-${crypto.randomUUID()}` })).status).toBe(302);
    expect(posts("/v1/refunds").map((request) => request.form.amount)).toEqual(["1356"]);
    const [typed] = posts("/v1/tax/transactions/create_reversal");
    expect(typed!.form).toMatchObject({
      "line_items[0][amount]": "-800",
      "line_items[0][amount_tax]": "-71",
      "line_items[1][amount]": "-400",
      "line_items[1][amount_tax]": "-35",
      "shipping_cost[amount]": "-50",
      "shipping_cost[amount_tax]": "0",
    });

    expect((await asAdmin(`/admin/orders/${order.id}`, { intent: "refund", confirm: "yes" })).status).toBe(302);
    expect(posts("/v1/refunds").map((request) => request.form.amount)).toEqual(["1356", "12201"]);
    const reversals = posts("/v1/tax/transactions/create_reversal");
    expect(reversals).toHaveLength(2);
    expect(reversals[1]!.form).toMatchObject({
      original_transaction: transaction,
      "line_items[0][amount]": "-7200",
      "line_items[0][amount_tax]": "-634",
      "line_items[1][amount]": "-3600",
      "line_items[1][amount_tax]": "-317",
      "shipping_cost[amount]": "-450",
      "shipping_cost[amount_tax]": "0",
    });
    // Every line of the sale is reversed in full: nothing of it is left in Stripe's books.
    const sale = stripe.tax.transaction(transaction)!.line_items_all as unknown as { amount: number; amount_tax: number; reversed: { amount: number; amount_tax: number } }[];
    expect(sale.map((line) => line.amount + line.reversed.amount)).toEqual([0, 0]);
    expect(sale.map((line) => line.amount_tax + line.reversed.amount_tax)).toEqual([0, 0]);
    expect((await orderRow(order.id)).status).toBe("refunded");
  });

  it("a reversal Stripe refuses does not undo the refund: the money is back, the failure logged for an operator", async () => {
    const { intentId, order } = await placeDenverOrder();
    await pay(intentId);
    // A transaction Stripe does not know (deleted in the dashboard, say): the reversal is refused.
    await server.db.update(orders).set({ taxTransaction: "tax_unknown" }).where(eq(orders.id, order.id));
    const refundKey = `refund-${crypto.randomUUID()}`;
    const before = server.logs.length;
    expect((await asAdmin(`/admin/orders/${order.id}`, { intent: "refund-part", amount: "10.00", idempotencyKey: refundKey })).status).toBe(302);
    expect(posts("/v1/refunds").map((request) => request.form.amount)).toEqual(["1000"]);
    expect(await server.db.select().from(refunds).where(eq(refunds.idempotencyKey, refundKey)).all()).toMatchObject([{ amountCents: 1000, taxCents: 78, status: "succeeded" }]);
    expect(server.logs.slice(before)).toContainEqual(
      expect.objectContaining({ level: "error", order: order.publicId, refundKey, msg: expect.stringContaining("an operator must enter the reversal") }),
    );
  });
});
