// Scent Rewards points with Stripe (issue 35, decisions 0031, 0052), against
// the local server that speaks Stripe's API (tests/support/fake-stripe.ts): a
// member's order with a code and points asks Stripe for exactly the order's
// total (a PaymentIntent's amount; Checkout's lines less its amount-off
// coupon), and earns its points once when Stripe says it is paid, however
// often the event is delivered.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, promotions } from "../../db/schema";
import { pointsEarned } from "../../app/lib/rewards";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { balanceOf, fillCart, ledgerOf, registeredShopper, type Member } from "../support/reward-member";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let stripe: FakeStripe;
let admin: Awaited<ReturnType<typeof userWithSession>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000", ...stripe.env } });
  admin = await userWithSession(server.db, "admin");
  await server.db.insert(promotions).values({ code: "SAVE15", kind: "percent", value: 15 });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const db = () => server.db;
const deliver = (delivery: { body: string; signature: string }) =>
  server.fetch("/webhooks/stripe", {
    method: "POST",
    body: delivery.body,
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": delivery.signature },
  });

/** A member holding 1,000 points (an admin's adjustment) with $120.00 in the cart: SAVE15 takes $18.00, 500 points $5.00. */
async function memberReady(): Promise<Member> {
  const member = await registeredShopper(server);
  const adjusted = await server.fetch(`/admin/rewards/${member.userId}`, {
    method: "POST",
    body: new URLSearchParams({ points: "1000", reason: "Stripe test" }),
    headers: admin.headers,
  });
  expect(adjusted.status).toBe(302);
  await fillCart(member, [[1, 2], [2, 1]]);
  return member;
}
const TOTAL = 12000 - 1800 - 500 + 500;
const EARNED = pointsEarned(12000 - 1800 - 500, "essence");
const earnedRows = async (member: Member) => (await ledgerOf(db(), member.userId)).filter((row) => row.kind === "earned");

describe("a member's order with a code and points, paid through Stripe", () => {
  it("the Payment Element's intent is for the order's total; the webhook earns the points once, replayed or not", async () => {
    const member = await memberReady();
    const before = stripe.requests.length;
    const fields = checkoutFields({ email: member.email, discountCode: "SAVE15", rewardPoints: 500, expectedTotal: TOTAL, payWith: "element" });
    const placed = await member.post("/checkout", fields);
    expect(placed.status).toBe(200);
    const intentId = /pi_fake\d+(?=_secret_fake)/.exec(await placed.text())![0];
    const order = (await db().select().from(orders).where(eq(orders.paymentReference, intentId)).get())!;
    expect(order).toMatchObject({ status: "pending", subtotalCents: 12000, discountCents: 2300, pointsCents: 500, totalBeforeTaxCents: TOTAL });
    const intents = stripe.requests.slice(before).filter((request) => request.path === "/v1/payment_intents");
    expect(intents).toHaveLength(1);
    expect(intents[0]!.form.amount).toBe(String(order.totalBeforeTaxCents));
    // Spent with the pending order; nothing earned until Stripe says it is paid.
    expect(await balanceOf(db(), member.userId)).toBe(500);
    expect(await earnedRows(member)).toEqual([]);

    const event = stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded"));
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    // The same payment told again in a new event, and the shopper's return reading it from Stripe.
    expect((await deliver(stripe.event("payment_intent.succeeded", stripe.settleIntent(intentId, "succeeded")))).status).toBe(200);
    await member.get(`/orders/${order.publicId}?payment_intent=${intentId}`);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)).get())!.status).toBe("paid");
    expect(await earnedRows(member)).toEqual([{ delta: EARNED, kind: "earned", key: `order-${order.id}-earned`, orderId: order.id }]);
    expect(await balanceOf(db(), member.userId)).toBe(500 + EARNED);
  });

  it("without JavaScript, Stripe Checkout's lines less its coupon are the order's total; paid once, earned once", async () => {
    const member = await memberReady();
    const before = stripe.requests.length;
    const placed = await member.post("/checkout", checkoutFields({ email: member.email, discountCode: "SAVE15", rewardPoints: 500, expectedTotal: TOTAL }));
    expect(placed.status).toBe(303);
    const sessionId = placed.headers.get("Location")!.split("/").pop()!;
    const order = (await db().select().from(orders).where(eq(orders.paymentReference, sessionId)).get())!;
    expect(order).toMatchObject({ discountCents: 2300, pointsCents: 500, totalBeforeTaxCents: TOTAL });
    const sent = stripe.requests.slice(before);
    const session = sent.find((request) => request.path === "/v1/checkout/sessions")!;
    const coupon = sent.find((request) => request.path === "/v1/coupons")!;
    const lineTotal = [0, 1, 2, 3].reduce(
      (sum, index) => sum + Number(session.form[`line_items[${index}][quantity]`] ?? 0) * Number(session.form[`line_items[${index}][price_data][unit_amount]`] ?? 0),
      0,
    );
    expect(coupon.form.amount_off).toBe(String(order.discountCents));
    expect(lineTotal - Number(coupon.form.amount_off)).toBe(order.totalBeforeTaxCents);

    // Stripe's page takes the card and sends the shopper back; then the webhook comes, twice.
    const back = await fetch(`${stripe.baseUrl}/pay/${sessionId}`, { redirect: "manual" });
    const returnUrl = new URL(back.headers.get("Location")!);
    expect(await (await member.get(returnUrl.pathname + returnUrl.search)).text()).toContain("Payment received");
    const completed = stripe.event("checkout.session.completed", stripe.object(sessionId));
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)).get())!.status).toBe("paid");
    expect(await earnedRows(member)).toEqual([{ delta: EARNED, kind: "earned", key: `order-${order.id}-earned`, orderId: order.id }]);
    expect(await balanceOf(db(), member.userId)).toBe(500 + EARNED);
  });
});
