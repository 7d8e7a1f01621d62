// Scent Rewards points at checkout and in the payment API, the refusals and
// the races (issue 35, decision 0052), through the real request handler over
// a real libSQL file: each refusal beside the points field with nothing
// written; two checkouts of one member spending the whole balance at once
// make exactly one order; a cancelled order gives its points back once; an
// order cannot pay with the points it earns itself.
import { noSalesTax } from "../../app/lib/sales-tax";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, promotions } from "../../db/schema";
import { allocateOrderDiscount, totalsWithPromotion } from "../../app/lib/promotion-totals";
import { DEFAULT_TIER_THRESHOLDS, pointsEarned, REWARD_MESSAGES } from "../../app/lib/rewards";
import { deliveryWindow } from "../../app/lib/delivery-window";
import { createOrder } from "../../app/models/order.server";
import { getShippingRates } from "../../app/models/shop-settings.server";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { rowCounts } from "../support/row-counts";
import { createShopper } from "../support/shopper";
import { applySavings, balanceOf, fillCart, ledgerOf, paymentApiBody, placeCheckout, registeredShopper, type Member } from "../support/reward-member";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin: Awaited<ReturnType<typeof userWithSession>>;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  admin = await userWithSession(server.db, "admin");
  await server.db.insert(promotions).values({ code: "SAVE15", kind: "percent", value: 15 });
});
afterAll(async () => {
  await server.close();
});

const db = () => server.db;
const adminPost = (path: string, values: Record<string, string>) =>
  server.fetch(path, { method: "POST", body: new URLSearchParams(values), headers: admin.headers });

/** A member holding `points`, given by an admin's adjustment on /admin/rewards. */
async function memberWith(points: number): Promise<Member> {
  const member = await registeredShopper(server);
  if (points > 0) expect((await adminPost(`/admin/rewards/${member.userId}`, { points: String(points), reason: "Test points" })).status).toBe(302);
  expect(await balanceOf(db(), member.userId)).toBe(points);
  return member;
}

/** The points field's message in a checkout page (its error is rendered beside the field). */
const expectPointsError = async (response: Response, message: string) => {
  expect(response.status).toBe(400);
  // What the page shows, not the data its scripts carry.
  const page = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  expect(page).toContain(`<p id="checkout-rewardPoints-error" class="mt-1 text-sm text-red-700 dark:text-red-400">${message}</p>`);
  expect(page).toMatch(/id="checkout-rewardPoints"[^>]*aria-invalid="true"/);
};

const liveOrdersOf = (userId: number) => db().select().from(orders).where(and(eq(orders.userId, userId), ne(orders.status, "failed")));

describe("refusals beside the points field", () => {
  it.each([
    ["not a member", { join: false, holds: 0, points: "100", code: "", message: REWARD_MESSAGES.notMember }],
    ["not a step of 100", { join: true, holds: 300, points: "150", code: "", message: REWARD_MESSAGES.step }],
    ["more than the balance", { join: true, holds: 300, points: "400", code: "", message: "You have 300 points." }],
    ["more than the merchandise after the code", { join: true, holds: 10_000, points: "3500", code: "SAVE15", message: "You can spend up to 3,400 points on this order." }],
  ])("%s: Apply and Place Order both refuse, and nothing is written", async (_, { join, holds, points, code, message }) => {
    const member = join ? await memberWith(holds) : await registeredShopper(server, { join: false });
    await fillCart(member, [[10, 1]]);
    const before = await rowCounts(db());
    await expectPointsError(await applySavings(member, { code, points }), message);
    // The page's total, had the points been taken: the order still may not be placed.
    await expectPointsError(await placeCheckout(member, { code, points, expectedTotal: 4500 - Number(points) }), message);
    expect(await rowCounts(db())).toEqual(before);
    expect(await balanceOf(db(), member.userId)).toBe(holds);
    expect((await member.cart()).lines).toHaveLength(1);
  });

  it("the payment API refuses points from a guest and a step that is not 100, with the field named", async () => {
    const before = await rowCounts(db());
    const guest = await createShopper(server).postJson("/api/create-payment-intent", paymentApiBody({ email: "guest-points@example.com", fragranceIds: [11], rewardPoints: 100, amount: 4400 }));
    expect(guest.status).toBe(422);
    expect(await guest.json()).toMatchObject({ errors: { "orderDetails.rewardPoints": [REWARD_MESSAGES.notMember] } });
    const member = await memberWith(300);
    const counted = await rowCounts(db());
    const step = await member.postJson("/api/create-payment-intent", paymentApiBody({ email: member.email, fragranceIds: [11], rewardPoints: 150, amount: 4350 }));
    expect(step.status).toBe(422);
    expect(await step.json()).toMatchObject({ errors: { "orderDetails.rewardPoints": [REWARD_MESSAGES.step] } });
    expect((await rowCounts(db())).orders).toBe(before.orders);
    expect(await rowCounts(db())).toEqual(counted);
  });
});

describe("spending the same points twice at once", () => {
  it("two checkouts of one member each spending the whole balance: one order, the other told about the points", async () => {
    const member = await memberWith(500);
    await fillCart(member, [[12, 1]]);
    // The checkout form ($40.00 + $5.00 − $5.00) and the payment API ($40.00 + $5.00 − $5.00), at once.
    const [form, api] = await Promise.all([
      placeCheckout(member, { points: "500", expectedTotal: 4000 }),
      member.postJson("/api/create-payment-intent", paymentApiBody({ email: member.email, fragranceIds: [13], rewardPoints: 500, amount: 4000 })),
    ]);
    const placed = await liveOrdersOf(member.userId);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.pointsCents).toBe(500);
    const spent = (await ledgerOf(db(), member.userId)).filter((row) => row.kind === "spent");
    expect(spent).toEqual([expect.objectContaining({ delta: -500, orderId: placed[0]!.id })]);
    expect(await balanceOf(db(), member.userId)).toBeGreaterThanOrEqual(0);
    if (form.status === 302) {
      expect(api.status).toBe(422);
      const body = (await api.json()) as { errors: Record<string, string[]> };
      expect(body.errors["orderDetails.rewardPoints"]?.[0]).toMatch(/points/);
    } else {
      expect(api.status).toBe(201);
      expect(form.status).toBe(400);
      expect(await form.text()).toMatch(/You have 0 points\.|Your points balance changed while you were checking out/);
    }
  });

  it("an order cannot pay with the points it earns itself (the spend is judged against the balance before it)", async () => {
    // A member with no points whose $200.00 order would earn 975: the batch must still refuse spending 500.
    const member = await memberWith(0);
    const lines = [{ fragranceId: 14, name: "Test", size: "10ml" as const, unitPriceCents: 4000, quantity: 5 }];
    const totals = totalsWithPromotion(lines, null, { method: "standard", rates: await getShippingRates({ db: db() }) }, 500);
    const before = await rowCounts(db());
    const created = await createOrder({
      db: db(),
      lines,
      lineShares: allocateOrderDiscount(lines, null, totals),
      cartIdToClear: null,
      order: {
        idempotencyKey: `earn-own-${crypto.randomUUID()}`,
        userId: member.userId,
        customerName: "Mira Sol",
        customerEmail: member.email,
        shippingAddress: "1 Larimer St",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingZip: "80202",
        shippingCountry: "United States",
        totals,
        tax: { provider: "embedded", calculation: null, sales: noSalesTax(lines.length) },
        shipping: { method: "standard", window: deliveryWindow("standard", Date.now()) },
        discountCode: null,
        redemption: null,
        pointsFrom: { userId: member.userId },
        status: "paid",
        earnAt: DEFAULT_TIER_THRESHOLDS,
        payment: { provider: "test", reference: null, cardBrand: null, cardLast4: null },
      },
    });
    expect(created).toEqual({ ok: false, reason: "points" });
    expect(await rowCounts(db())).toEqual(before);
  });
});

describe("a cancelled order", () => {
  it("gives the points it spent back once; the payment API takes them from a member signed in by cookie", async () => {
    const member = await memberWith(300);
    const response = await member.postJson("/api/create-payment-intent", paymentApiBody({ email: member.email, fragranceIds: [15], rewardPoints: 300, amount: 4200 }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { orderId: string; amount: number; status: string };
    expect(body).toMatchObject({ amount: 4200, status: "pending" });
    const order = (await db().select().from(orders).where(eq(orders.publicId, body.orderId)).get())!;
    expect(order).toMatchObject({ userId: member.userId, subtotalCents: 4000, discountCents: 300, pointsCents: 300, totalBeforeTaxCents: 4200 });
    expect(await balanceOf(db(), member.userId)).toBe(0);

    expect((await adminPost(`/admin/orders/${order.id}`, { intent: "cancel", confirm: "yes" })).status).toBe(302);
    expect((await adminPost(`/admin/orders/${order.id}`, { intent: "cancel", confirm: "yes" })).status).not.toBe(302);
    expect((await ledgerOf(db(), member.userId)).filter((row) => row.orderId === order.id)).toEqual([
      { delta: -300, kind: "spent", key: `order-${order.publicId}-spent`, orderId: order.id },
      { delta: 300, kind: "reversed", key: `order-${order.id}-spent-back`, orderId: order.id },
    ]);
    expect(await balanceOf(db(), member.userId)).toBe(300);
    // The points are there to spend again.
    await fillCart(member, [[16, 1]]);
    expect((await placeCheckout(member, { points: "300", expectedTotal: 4200 })).status).toBe(302);
    expect(await balanceOf(db(), member.userId)).toBe(pointsEarned(3700, "essence"));
  });

  it("keeps the typed points on the checkout form when the order is refused for another reason", async () => {
    const member = await memberWith(200);
    await fillCart(member, [[17, 1]]);
    const refused = await member.post("/checkout", checkoutFields({ email: member.email, rewardPoints: "200", expectedTotal: 1 }));
    expect(refused.status).toBe(409);
    const page = (await refused.text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Your order total is now $43.00.");
    expect(page).toContain("200 points applied: $2.00 off.");
    expect(await balanceOf(db(), member.userId)).toBe(200);
  });
});
