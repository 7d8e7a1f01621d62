// Admin fulfilment against the real server: every status change writes the
// order, its audit row (and for shipping the e-mail) together or not at all.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { auditLog, emailOutbox, orders } from "../../db/schema";
import { changeOrderStatus } from "../../app/models/admin-order.server";
import { ORDER_STATUS_MESSAGES } from "../../app/lib/order-status-schema";
import { adminSuite, insertPaidOrder, userWithSession } from "../support/admin";
import { rowCounts } from "../support/row-counts";

const suite = adminSuite();
const { get, post } = suite;

const paidOrder = insertPaidOrder;

const orderRow = async (db: Db, orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)).get())!;
const auditRows = (db: Db, orderId: number) => db.select().from(auditLog).where(eq(auditLog.entityId, String(orderId))).all();
const outboxFor = (db: Db, to: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).all();
const orderCounts = async (db: Db) => ({ ...(await rowCounts(db)), outbox: (await db.select().from(emailOutbox).all()).length });

describe("order fulfilment", () => {
  it("ships with a tracking number: status, audit row and shipping e-mail, then the shopper's page and Activity show it", async () => {
    const db = suite.server.db;
    const { orderId, publicId } = await paidOrder(db, { email: "ship-me@example.com" });
    const page = await (await get(`/admin/orders/${orderId}`)).text();
    for (const text of ["Mark as shipped", "Cancel order", "Refund order", "Tracking number"]) expect(page).toContain(text);
    expect(page).not.toContain("Mark as delivered");

    const shipped = await post(`/admin/orders/${orderId}`, { intent: "ship", trackingNumber: " 1Z999AA10123456784 " });
    expect(shipped.status).toBe(302);
    expect(shipped.headers.get("location")).toBe(`/admin/orders/${orderId}`);
    const row = await orderRow(db, orderId);
    expect(row).toMatchObject({ status: "shipped", trackingNumber: "1Z999AA10123456784" });
    expect(row.statusChangedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    expect((await auditRows(db, orderId)).map((a) => [a.action, a.entity, a.userId, a.details])).toEqual([
      ["ship", "order", suite.admin.user.id, { from: "paid", to: "shipped", trackingNumber: "1Z999AA10123456784" }],
    ]);
    const [mail, ...more] = await outboxFor(db, "ship-me@example.com");
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: "shipping-notice", status: "pending", subject: `Your Onbrand order ${publicId.slice(0, 8).toUpperCase()} has shipped` });
    expect(mail!.textBody).toContain("Tracking number: 1Z999AA10123456784");
    expect(mail!.textBody).toContain("Velvet Rose × 2: $80.00");
    expect(mail!.textBody).toContain(`${suite.server.baseUrl}/orders/${publicId}`);

    const shopperPage = await (await suite.server.fetch(`/orders/${publicId}`)).text();
    expect(shopperPage).toMatch(/data-testid="order-status">Shipped</);
    expect(shopperPage).toMatch(/data-testid="tracking-number">1Z999AA10123456784</);
    const activity = await (await get("/admin/activity")).text();
    expect(activity).toContain(`Order #${orderId}`);
    expect(activity).toContain("Paid → Shipped · Tracking 1Z999AA10123456784");

    // shipped → delivered, then delivered → refunded through the test-mode provider.
    expect((await post(`/admin/orders/${orderId}`, { intent: "deliver" })).status).toBe(302);
    expect((await orderRow(db, orderId)).status).toBe("delivered");
    expect((await post(`/admin/orders/${orderId}`, { intent: "refund", confirm: "yes" })).status).toBe(302);
    expect(await orderRow(db, orderId)).toMatchObject({ status: "refunded", trackingNumber: "1Z999AA10123456784" });
    const audit = await auditRows(db, orderId);
    expect(audit.map((a) => a.action)).toEqual(["ship", "deliver", "refund"]);
    // The provider's answer is recorded: the refund went through the test-mode seam.
    expect(audit[2]!.details).toEqual({ from: "delivered", to: "refunded", refundReference: `refund_test_key-${publicId}` });
    expect(await outboxFor(db, "ship-me@example.com")).toHaveLength(1);
    // Nothing leaves refunded.
    const after = await (await get(`/admin/orders/${orderId}`)).text();
    expect(after).toContain("No further changes are possible for this order.");
  });

  it("ships without a tracking number, cancels a pending order without a refund, and cancels a paid one with it", async () => {
    const db = suite.server.db;
    const plain = await paidOrder(db, { email: "no-tracking@example.com" });
    expect((await post(`/admin/orders/${plain.orderId}`, { intent: "ship", trackingNumber: "" })).status).toBe(302);
    expect(await orderRow(db, plain.orderId)).toMatchObject({ status: "shipped", trackingNumber: null });
    expect((await outboxFor(db, "no-tracking@example.com"))[0]!.textBody).not.toContain("Tracking number:");

    const pending = await paidOrder(db, { status: "pending" });
    await db.update(orders).set({ paymentReference: null }).where(eq(orders.id, pending.orderId));
    expect((await post(`/admin/orders/${pending.orderId}`, { intent: "cancel", confirm: "yes" })).status).toBe(302);
    expect((await auditRows(db, pending.orderId))[0]!.details).toEqual({ from: "pending", to: "cancelled" });

    const paid = await paidOrder(db);
    expect((await post(`/admin/orders/${paid.orderId}`, { intent: "cancel", confirm: "yes" })).status).toBe(302);
    expect((await orderRow(db, paid.orderId)).status).toBe("cancelled");
    expect((await auditRows(db, paid.orderId))[0]!.details).toMatchObject({ refundReference: `refund_test_key-${paid.publicId}` });
  });

  it("refuses a disallowed move, a bad tracking number or a missing confirmation with 4xx and writes nothing", async () => {
    const db = suite.server.db;
    const { orderId } = await paidOrder(db);
    const before = await orderCounts(db);
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "deliver" }, 409, ORDER_STATUS_MESSAGES.notAllowed],
      [{ intent: "ship", trackingNumber: "x".repeat(101) }, 400, ORDER_STATUS_MESSAGES.trackingLength],
      [{ intent: "ship", trackingNumber: "1Z\u0007" }, 400, ORDER_STATUS_MESSAGES.trackingCharacters],
      [{ intent: "cancel" }, 400, ORDER_STATUS_MESSAGES.confirmCancel],
      [{ intent: "refund", confirm: "no" }, 400, ORDER_STATUS_MESSAGES.confirmRefund],
      [{ intent: "explode" }, 400, ORDER_STATUS_MESSAGES.notAllowed],
      [{}, 400, ORDER_STATUS_MESSAGES.notAllowed],
    ];
    for (const [fields, status, message] of cases) {
      const response = await post(`/admin/orders/${orderId}`, fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(await response.text(), JSON.stringify(fields)).toContain(message.replace(/'/g, "&#x27;"));
    }
    expect(await orderRow(db, orderId)).toMatchObject({ status: "paid", trackingNumber: null });
    expect(await orderCounts(db)).toEqual(before);
    expect((await post("/admin/orders/999999", { intent: "ship" })).status).toBe(404);
  });

  it("writes nothing when the refund fails, and says why", async () => {
    const db = suite.server.db;
    const { orderId } = await paidOrder(db);
    await db.update(orders).set({ paymentReference: "ch_paid_elsewhere" }).where(eq(orders.id, orderId));
    const before = await orderCounts(db);
    const response = await post(`/admin/orders/${orderId}`, { intent: "refund", confirm: "yes" });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("The refund failed: No test-mode payment matches this order.");
    expect((await orderRow(db, orderId)).status).toBe("paid");
    expect(await orderCounts(db)).toEqual(before);
  });

  it("moves an order once when two admins press at the same time", async () => {
    const db = suite.server.db;
    const { orderId } = await paidOrder(db, { email: "twice@example.com" });
    const answers = await Promise.all([
      post(`/admin/orders/${orderId}`, { intent: "ship", trackingNumber: "FIRST" }),
      post(`/admin/orders/${orderId}`, { intent: "ship", trackingNumber: "SECOND" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    expect((await orderRow(db, orderId)).status).toBe("shipped");
    expect(await auditRows(db, orderId)).toHaveLength(1);
    expect(await outboxFor(db, "twice@example.com")).toHaveLength(1);

    // The batch itself refuses a change from a status the order no longer has,
    // whatever the page read before: no audit row, no e-mail.
    const before = await orderCounts(db);
    const stale = await changeOrderStatus({
      db,
      change: {
        orderId,
        userId: suite.admin.user.id,
        action: "ship",
        from: "paid",
        to: "shipped",
        trackingNumber: "STALE",
        email: { kind: "shipping-notice", to: "twice@example.com", subject: "s", text: "t", html: "h" },
      },
    });
    expect(stale).toEqual({ ok: false, reason: "changed" });
    expect(await orderCounts(db)).toEqual(before);
    expect((await orderRow(db, orderId)).trackingNumber).not.toBe("STALE");
  });

  it("gives a customer 403 and a guest the login page, and changes nothing", async () => {
    const db = suite.server.db;
    const { orderId } = await paidOrder(db);
    const customer = await userWithSession(db, "customer");
    const body = () => new URLSearchParams({ intent: "ship" });
    const forbidden = await suite.server.fetch(`/admin/orders/${orderId}`, { method: "POST", body: body(), headers: customer.headers });
    expect(forbidden.status).toBe(403);
    const guest = await suite.server.fetch(`/admin/orders/${orderId}`, { method: "POST", body: body() });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect((await orderRow(db, orderId)).status).toBe("paid");
    expect(await auditRows(db, orderId)).toHaveLength(0);
  });
});
