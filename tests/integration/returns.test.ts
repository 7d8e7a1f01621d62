// The shopper's return and exchange request, called as the routes call it
// (plain inputs, a result out) over a real libSQL file: what is stored, the
// e-mail written with it, and that every refusal writes nothing.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { emailOutbox, fragrances, orderItems, orders, returnRequestItems, returnRequests, users } from "../../db/schema";
import type { ReturnRequestForm } from "../../app/lib/return-request-schema";
import { requestReturn, returnPage } from "../../app/services/request-return.server";
import { orderPage } from "../../app/services/order-page.server";
import { rowCounts } from "../support/row-counts";
import { freshServiceContext } from "../support/service-context";
import { createTestDatabase } from "../support/test-server";

let db: Db;
let cleanup: () => void;
let names: [string, string];
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  const rows = await db.select({ id: fragrances.id, name: fragrances.name }).from(fragrances).where(eq(fragrances.id, 1)).all();
  const second = await db.select({ name: fragrances.name }).from(fragrances).where(eq(fragrances.id, 2)).get();
  names = [rows[0]!.name, second!.name];
});
afterAll(() => cleanup());

const DAY = 24 * 60 * 60_000;
// Nov 20, 2026, 11:00 am in Denver (MST).
const DELIVERED = Date.parse("2026-11-20T18:00:00Z");
const NOW = DELIVERED + 2 * DAY;
const ORIGIN = "https://shop.example";

let orderCounter = 0;

/**
 * A delivered order as checkout and the admin leave it: two of fragrance 1 at
 * $40.00 and one of fragrance 2 at $35.00, 10% off ($11.50), $5.00 shipping.
 */
async function deliveredOrder({
  userId = null as number | null,
  status = "delivered" as "delivered" | "shipped",
  deliveredAt = DELIVERED as number | null,
} = {}) {
  orderCounter += 1;
  const publicId = randomBytes(16).toString("hex");
  const email = `returns-${orderCounter}@example.com`;
  const [order] = await db
    .insert(orders)
    .values({
      publicId,
      idempotencyKey: `returns-${publicId}`,
      userId,
      customerName: "Ana Lima",
      customerEmail: email,
      shippingAddress: "1 Larimer St",
      shippingCity: "Denver",
      shippingCountry: "United States",
      subtotalCents: 11500,
      shippingCents: 500,
      discountCents: 1150,
      totalBeforeTaxCents: 10850,
      discountCode: "WELCOME10",
      status,
      paymentProvider: "test",
      deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
    })
    .returning({ id: orders.id });
  const lines = await db
    .insert(orderItems)
    .values([
      { orderId: order!.id, fragranceId: 1, name: names[0], unitPriceCents: 4000, quantity: 2 },
      { orderId: order!.id, fragranceId: 2, name: names[1], unitPriceCents: 3500, quantity: 1 },
    ])
    .returning({ id: orderItems.id });
  return { orderId: order!.id, publicId, email, number: publicId.slice(0, 8).toUpperCase(), a: lines[0]!.id, b: lines[1]!.id };
}

const ask = (publicId: string, form: ReturnRequestForm | null, { now = NOW, viewer = null as { id: number; email: string } | null, env = {} } = {}) => {
  const context = freshServiceContext(db, env);
  return { context, result: requestReturn(context, { publicId, viewer, origin: ORIGIN, form, now }) };
};

const stored = (orderId: number) => db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).all();
const storedItems = (requestId: number) => db.select().from(returnRequestItems).where(eq(returnRequestItems.requestId, requestId)).all();
const mailTo = (address: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).all();
const counts = async () => ({ ...(await rowCounts(db)), outbox: (await db.select().from(emailOutbox).all()).length });

describe("a shopper asks to return or exchange items", () => {
  it("stores a refund request with the price paid per unit, and e-mails its number and what to do next", async () => {
    const order = await deliveredOrder();
    const { context, result } = ask(order.publicId, { reason: "unopened", items: [{ orderItemId: order.a, quantity: 1 }, { orderItemId: order.b, quantity: 0 }], note: "A gift I already had" });
    expect(await result).toEqual({ ok: true, publicId: order.publicId, number: `${order.number}-R1`, refundCents: 3600 });
    expect(context.outbox.queued).toBe(true);

    const [request, ...more] = await stored(order.orderId);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ number: `${order.number}-R1`, status: "requested", reason: "unopened", note: "A gift I already had" });
    expect((await storedItems(request!.id)).map(({ orderItemId, quantity, refundCents, exchangeFragranceId }) => ({ orderItemId, quantity, refundCents, exchangeFragranceId }))).toEqual([
      // $40.00 less its share of the 10% discount; shipping is never refunded.
      { orderItemId: order.a, quantity: 1, refundCents: 3600, exchangeFragranceId: null },
    ]);

    const [mail, ...otherMail] = await mailTo(order.email);
    expect(otherMail).toEqual([]);
    expect(mail).toMatchObject({
      kind: "return-request",
      status: "pending",
      messageId: `return-request/${order.publicId}/${order.number}-R1`,
      subject: `Your Onbrand return request ${order.number}-R1`,
    });
    expect(mail!.textBody).toContain(`we have received return request ${order.number}-R1 for order ${order.number}: Unopened — return for a refund.`);
    expect(mail!.textBody).toContain(`${names[0]} × 1: $36.00`);
    expect(mail!.textBody).toContain("What happens next: we check your request within 2 business days and e-mail you the return address.");
    expect(mail!.textBody).toContain("we refund $36.00 to the card you paid with (shipping is not refunded)");
    expect(mail!.textBody).toContain(`${ORIGIN}/orders/${order.publicId}`);
    expect(mail!.htmlBody).toContain(`return request ${order.number}-R1`);
  });

  it("takes what earlier requests took off the quantities, numbers requests in turn, and stores an exchange's replacement", async () => {
    const order = await deliveredOrder();
    await ask(order.publicId, { reason: "unopened", items: [{ orderItemId: order.a, quantity: 1 }] }).result;
    const exchange = await ask(order.publicId, {
      reason: "defective",
      items: [
        { orderItemId: order.a, quantity: 1, exchangeFragranceId: 2 },
        { orderItemId: order.b, quantity: 1 },
      ],
    }).result;
    expect(exchange).toMatchObject({ ok: true, number: `${order.number}-R2`, refundCents: 0 });
    const second = (await stored(order.orderId))[1]!;
    expect(second).toMatchObject({ reason: "defective", note: null });
    expect((await storedItems(second.id)).map(({ orderItemId, quantity, refundCents, exchangeFragranceId }) => ({ orderItemId, quantity, refundCents, exchangeFragranceId }))).toEqual([
      { orderItemId: order.a, quantity: 1, refundCents: 3600, exchangeFragranceId: 2 },
      { orderItemId: order.b, quantity: 1, refundCents: 3150, exchangeFragranceId: null },
    ]);
    const mail = (await mailTo(order.email)).find((row) => row.subject.endsWith("-R2"))!;
    expect(mail.textBody).toContain(`${names[0]} × 1: replace with ${names[1]}`);
    expect(mail.textBody).toContain(`${names[1]} × 1: replace with the same fragrance`);

    // Nothing is left: the page says so, and the order page lists both requests.
    const page = await returnPage(freshServiceContext(db), { publicId: order.publicId, viewer: null, now: NOW });
    expect(page).toMatchObject({ ok: true, open: false, closedMessage: "Every item on this order is already in a return or exchange request." });
    const shown = await orderPage(freshServiceContext(db), { publicId: order.publicId, viewer: null, origin: ORIGIN, now: NOW });
    expect(shown.ok && shown.returns?.requests.map((r) => [r.number, r.statusLabel, r.refundCents])).toEqual([
      [`${order.number}-R1`, "Requested", 3600],
      [`${order.number}-R2`, "Requested", 0],
    ]);
  });

  it("offers each line's quantity left and the open reasons with their last day", async () => {
    const order = await deliveredOrder();
    await ask(order.publicId, { reason: "unopened", items: [{ orderItemId: order.a, quantity: 1 }] }).result;
    const page = await returnPage(freshServiceContext(db), { publicId: order.publicId, viewer: null, now: NOW });
    if (!page.ok || !page.open) throw new Error("expected an open returns page");
    expect(page.lines.map((line) => [line.name, line.ordered, line.eligible])).toEqual([
      [names[0], 2, 1],
      [names[1], 1, 1],
    ]);
    expect(page.reasons).toEqual([
      { reason: "unopened", label: "Unopened — return for a refund", until: "Dec 20, 2026" },
      { reason: "defective", label: "Defective — exchange for the same or another fragrance", until: "Nov 27, 2026" },
    ]);
    const later = await returnPage(freshServiceContext(db), { publicId: order.publicId, viewer: null, now: Date.parse("2026-11-28T07:00:00Z") });
    expect(later.ok && later.open && later.closedReasons).toEqual(["The 7-day window for exchanging defective items closed on Nov 27, 2026."]);
  });

  it("of two requests sent at once for the same last units, stores one and tells the other nothing is left", async () => {
    const order = await deliveredOrder();
    const everything = { reason: "unopened" as const, items: [{ orderItemId: order.a, quantity: 2 }, { orderItemId: order.b, quantity: 1 }] };
    const results = await Promise.all([ask(order.publicId, everything).result, ask(order.publicId, everything).result]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, reason: "closed", closed: "nothing-left" });
    expect(await stored(order.orderId)).toHaveLength(1);
    expect(await mailTo(order.email)).toHaveLength(1);
  });
});

describe("a refused request writes nothing", () => {
  async function expectNothingWritten(publicId: string, form: ReturnRequestForm | null, options: Parameters<typeof ask>[2] = {}) {
    const before = await counts();
    const { context, result } = ask(publicId, form, options);
    const answer = await result;
    expect(await counts()).toEqual(before);
    expect(context.outbox.queued).toBe(false);
    return answer;
  }

  it("more than is left, a line of another order, an unknown replacement, nothing chosen, a form that did not parse", async () => {
    const order = await deliveredOrder();
    const other = await deliveredOrder();
    expect(
      await expectNothingWritten(order.publicId, { reason: "unopened", items: [{ orderItemId: order.a, quantity: 3 }, { orderItemId: other.b, quantity: 1 }] }),
    ).toEqual({
      ok: false,
      reason: "invalid-items",
      message: "Check the quantities below.",
      itemErrors: [
        { orderItemId: order.a, field: "quantity", message: "You can return at most 2 of this item." },
        { orderItemId: other.b, field: "quantity", message: "This item is not on this order." },
      ],
    });
    expect(await expectNothingWritten(order.publicId, { reason: "defective", items: [{ orderItemId: order.a, quantity: 1, exchangeFragranceId: 999_999 }] })).toMatchObject({
      reason: "invalid-items",
      itemErrors: [{ orderItemId: order.a, field: "exchangeFragranceId", message: "Please choose a fragrance from the list" }],
    });
    expect(await expectNothingWritten(order.publicId, { reason: "unopened", items: [{ orderItemId: order.a, quantity: 0 }] })).toMatchObject({
      reason: "invalid-items",
      message: "Choose at least one item to return or exchange.",
    });
    expect(await expectNothingWritten(order.publicId, null)).toEqual({ ok: false, reason: "invalid" });
  });

  it("before delivery, after the windows, and for a reason whose window has shut", async () => {
    const shipped = await deliveredOrder({ status: "shipped", deliveredAt: null });
    const form = (orderItemId: number, reason: "unopened" | "defective" = "unopened") => ({ reason, items: [{ orderItemId, quantity: 1 }] });
    expect(await expectNothingWritten(shipped.publicId, form(shipped.a))).toEqual({
      ok: false,
      reason: "closed",
      closed: "not-delivered",
      message: "This order has not been delivered yet. Returns and exchanges open on the day it arrives.",
    });
    const order = await deliveredOrder();
    // Dec 20 is the 30th day after Nov 20: open until Denver's midnight (07:00 UTC), shut from then.
    expect(await expectNothingWritten(order.publicId, form(order.a), { now: Date.parse("2026-12-21T07:00:00Z") })).toEqual({
      ok: false,
      reason: "closed",
      closed: "window-closed",
      message: "The 30-day window for returning unopened items closed on Dec 20, 2026.",
    });
    expect(await expectNothingWritten(order.publicId, form(order.a, "defective"), { now: Date.parse("2026-11-28T07:00:00Z") })).toEqual({
      ok: false,
      reason: "reason-closed",
      message: "The 7-day window for exchanging defective items closed on Nov 27, 2026.",
    });
    expect(await ask(order.publicId, form(order.a), { now: Date.parse("2026-12-21T06:59:00Z") }).result).toMatchObject({ ok: true });
  });

  it("an account's order for anyone but its account, an unknown order, and past the rate limit", async () => {
    const [owner] = await db.insert(users).values({ email: "owner@example.com", passwordHash: "x" }).returning({ id: users.id });
    const order = await deliveredOrder({ userId: owner!.id });
    const form = { reason: "unopened" as const, items: [{ orderItemId: order.a, quantity: 1 }] };
    expect(await expectNothingWritten(order.publicId, form)).toEqual({ ok: false, reason: "sign-in-required" });
    expect(await expectNothingWritten(order.publicId, form, { viewer: { id: owner!.id + 1000, email: "someone@example.com" } })).toEqual({ ok: false, reason: "not-found" });
    expect(await expectNothingWritten("0".repeat(32), form)).toEqual({ ok: false, reason: "not-found" });

    const context = freshServiceContext(db, { RATE_LIMIT_RETURN_REQUEST: "1" });
    const viewer = { id: owner!.id, email: "owner@example.com" };
    expect(await requestReturn(context, { publicId: order.publicId, viewer, origin: ORIGIN, form, now: NOW })).toMatchObject({ ok: true });
    const before = await counts();
    expect(await requestReturn(context, { publicId: order.publicId, viewer, origin: ORIGIN, form, now: NOW })).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(await counts()).toEqual(before);
  });
});
