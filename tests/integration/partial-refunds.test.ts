// An admin refunds part of an order through the real handler: the refunds
// ledger, the provider's seam (test mode), the audit row, the statuses the
// shopper and the admin read, and a refund a crash left half done.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders, refunds } from "../../db/schema";
import { reserveRefund } from "../../app/models/refund.server";
import { finishPendingRefunds, STALE_REFUND_MS } from "../../app/services/finish-pending-refunds.server";
import { freshServiceContext } from "../support/service-context";
import { adminSuite, insertPaidOrder } from "../support/admin";

const suite = adminSuite();
const key = () => `refund-${crypto.randomUUID()}`;
const ledger = (orderId: number) => suite.server.db.select().from(refunds).where(eq(refunds.orderId, orderId)).all();
const orderStatus = async (orderId: number) => (await suite.server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get())!.status;
const refundPart = (orderId: number, fields: Record<string, string>) => suite.post(`/admin/orders/${orderId}`, { intent: "refund-part", ...fields });

describe("refunding part of an order", () => {
  it("gives back the amount once, however often the form is sent, and shows the order partly refunded", async () => {
    // Two Velvet Rose at $40.00 and $5.00 shipping: $85.00.
    const { orderId, publicId } = await insertPaidOrder(suite.server.db, { email: "part@example.com" });
    const idempotencyKey = key();
    const first = await refundPart(orderId, { amount: "12.5", note: "One bottle arrived cracked", idempotencyKey });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/admin/orders/${orderId}`);
    const again = await refundPart(orderId, { amount: "12.5", note: "One bottle arrived cracked", idempotencyKey });
    expect(again.status).toBe(302);

    expect(await ledger(orderId)).toMatchObject([
      { amountCents: 1250, kind: "part", status: "succeeded", note: "One bottle arrived cracked", providerReference: `refund_${idempotencyKey}`, createdBy: suite.admin.user.id },
    ]);
    const audit = await suite.server.db.select().from(auditLog).where(eq(auditLog.entityId, String(orderId))).all();
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ["refund", { amountCents: 1250, refundReference: `refund_${idempotencyKey}`, note: "One bottle arrived cracked" }],
    ]);
    expect(await orderStatus(orderId)).toBe("paid");

    const adminPage = await (await suite.get(`/admin/orders/${orderId}`)).text();
    expect(adminPage).toContain("Paid · Partially refunded ($12.50)");
    expect(adminPage).toContain("Up to $72.50 can still be refunded.");
    expect(adminPage).toContain("Yes, refund $72.50 to the shopper&#x27;s card");
    const shopperPage = await (await suite.server.fetch(`/orders/${publicId}`)).text();
    expect(shopperPage).toMatch(/data-testid="order-status">Paid · Partially refunded \(\$12\.50\)</);
  });

  it("refuses more than is left, a wrong amount and a stale form beside their fields, and writes nothing", async () => {
    const { orderId } = await insertPaidOrder(suite.server.db, { email: "too-much@example.com" });
    const over = await refundPart(orderId, { amount: "85.01", idempotencyKey: key() });
    expect(over.status).toBe(422);
    expect(await over.text()).toContain("You can refund at most $85.00 more on this order.");
    for (const [amount, message] of [
      ["twelve", "Amount: enter an amount in dollars, like 12.50"],
      ["0", "Amount must be more than $0.00"],
      ["-5", "Amount: enter an amount in dollars, like 12.50"],
    ] as const) {
      const refused = await refundPart(orderId, { amount, idempotencyKey: key() });
      expect(refused.status, amount).toBe(400);
      expect(await refused.text(), amount).toContain(message);
    }
    const stale = await refundPart(orderId, { amount: "5", idempotencyKey: "x" });
    expect(stale.status).toBe(400);
    expect(await ledger(orderId)).toEqual([]);
    expect(await orderStatus(orderId)).toBe("paid");
  });

  it("makes the order refunded when the parts reach its total, and the full refund gives back only the rest", async () => {
    const parts = await insertPaidOrder(suite.server.db, { email: "all-parts@example.com" });
    expect((await refundPart(parts.orderId, { amount: "80", idempotencyKey: key() })).status).toBe(302);
    expect((await refundPart(parts.orderId, { amount: "5", idempotencyKey: key() })).status).toBe(302);
    expect(await orderStatus(parts.orderId)).toBe("refunded");
    expect((await refundPart(parts.orderId, { amount: "1", idempotencyKey: key() })).status).toBe(409);

    const rest = await insertPaidOrder(suite.server.db, { email: "rest@example.com" });
    expect((await refundPart(rest.orderId, { amount: "20", idempotencyKey: key() })).status).toBe(302);
    expect((await suite.post(`/admin/orders/${rest.orderId}`, { intent: "refund", confirm: "yes" })).status).toBe(302);
    expect(await orderStatus(rest.orderId)).toBe("refunded");
    expect((await ledger(rest.orderId)).map((row) => [row.kind, row.amountCents, row.status])).toEqual([
      ["part", 2000, "succeeded"],
      ["order", 6500, "succeeded"],
    ]);
  });

  it("finishes a refund a crash left pending when the same form is sent again, and refunds it once", async () => {
    const { orderId } = await insertPaidOrder(suite.server.db, { email: "crash@example.com" });
    const idempotencyKey = key();
    // The process died after writing the pending row (and perhaps after the provider refunded).
    const reserved = await reserveRefund({ db: suite.server.db, orderId, amountCents: 1000, kind: "part", note: null, idempotencyKey, adminId: suite.admin.user.id });
    expect(reserved.ok).toBe(true);
    const adminPage = await (await suite.get(`/admin/orders/${orderId}`)).text();
    expect(adminPage).toContain("Pending: submit the same refund again to finish it");
    expect(adminPage).toContain("Up to $75.00 can still be refunded.");

    expect((await refundPart(orderId, { amount: "10", idempotencyKey })).status).toBe(302);
    expect(await ledger(orderId)).toMatchObject([{ amountCents: 1000, status: "succeeded", providerReference: `refund_${idempotencyKey}` }]);
  });

  it("the hourly housekeeping finishes a refund pending for over 10 minutes, and leaves a fresh one to its admin", async () => {
    const { orderId } = await insertPaidOrder(suite.server.db, { email: "swept@example.com" });
    const [stale, fresh] = [key(), key()];
    for (const idempotencyKey of [stale, fresh]) {
      expect((await reserveRefund({ db: suite.server.db, orderId, amountCents: 500, kind: "part", note: null, idempotencyKey, adminId: suite.admin.user.id })).ok).toBe(true);
    }
    const now = Date.now();
    await suite.server.db.update(refunds).set({ createdAt: new Date(now - STALE_REFUND_MS - 1000) }).where(eq(refunds.idempotencyKey, stale));

    const swept = await finishPendingRefunds(freshServiceContext(suite.server.db), { now });
    expect(swept).toEqual({ pending: 1, finished: 1 });
    expect((await ledger(orderId)).map(({ idempotencyKey, status, providerReference }) => ({ idempotencyKey, status, providerReference }))).toEqual([
      { idempotencyKey: stale, status: "succeeded", providerReference: `refund_${stale}` },
      { idempotencyKey: fresh, status: "pending", providerReference: null },
    ]);
    // A second sweep has nothing left to do; the settled refund is in the audit log once.
    expect(await finishPendingRefunds(freshServiceContext(suite.server.db), { now })).toEqual({ pending: 0, finished: 0 });
    const audit = await suite.server.db.select().from(auditLog).where(eq(auditLog.entityId, String(orderId))).all();
    expect(audit.map((row) => row.details)).toEqual([{ amountCents: 500, refundReference: `refund_${stale}` }]);
  });
});

describe("the admin's orders list", () => {
  it("finds partly refunded orders with their filter and says how much went back", async () => {
    const { orderId } = await insertPaidOrder(suite.server.db, { email: "listed-partial@example.com" });
    expect((await refundPart(orderId, { amount: "7.25", idempotencyKey: key() })).status).toBe(302);
    const list = await (await suite.get("/admin/orders?status=partially_refunded&email=listed-partial")).text();
    expect(list).toContain(`#${orderId}`);
    expect(list).toContain("Paid · Partially refunded ($7.25)");
    const paidOnly = await (await suite.get("/admin/orders?status=refunded&email=listed-partial")).text();
    expect(paidOnly).not.toContain(`#${orderId}`);
  });
});
