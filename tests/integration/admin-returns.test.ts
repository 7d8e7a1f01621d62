// An admin handles return requests through the real handler (/admin/returns):
// the steps each status allows, the e-mails, the audit rows, the refunds
// ledger under the request's key (a double submit and a crash between the
// refund and the status both refund once), and the exchange's $0 order.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, orderItems, orders, refunds, returnRequests } from "../../db/schema";
import { returnRefundKey } from "../../app/lib/return-actions";
import { refundPartOfOrder } from "../../app/services/refund-part.server";
import { adminSuite, insertReturnRequest } from "../support/admin";
import { rowCounts } from "../support/row-counts";
import { freshServiceContext } from "../support/service-context";

const suite = adminSuite();

const requested = (reason: "unopened" | "defective", email?: string) => insertReturnRequest(suite.server.db, { reason, email });

const step = (requestId: number, fields: Record<string, string>) => suite.post(`/admin/returns/${requestId}`, fields);
const status = async (requestId: number) => (await suite.server.db.select().from(returnRequests).where(eq(returnRequests.id, requestId)).get())!;
const updates = (email: string) =>
  suite.server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).all().then((rows) => rows.filter((row) => row.kind === "return-update"));
const ledger = (orderId: number) => suite.server.db.select().from(refunds).where(eq(refunds.orderId, orderId)).all();

async function expectMoved(requestId: number, fields: Record<string, string>) {
  const response = await step(requestId, fields);
  expect(response.status, `${fields.intent} answered ${response.status}`).toBe(302);
  expect(response.headers.get("Location")).toBe(`/admin/returns/${requestId}`);
}

describe("an admin handles a return request", () => {
  it("approves with the return address, marks it received and refunds what was paid, once, with every step in the Activity view", async () => {
    const request = await requested("unopened");
    await expectMoved(request.requestId, { intent: "approve" });
    const [approval] = await updates(request.email);
    expect(approval).toMatchObject({ subject: `Return ${request.number} approved: where to send it`, messageId: `return-update/${request.publicId}/${request.number}/approve` });
    expect(approval!.textBody).toContain("Onbrand Returns, 1550 Wewatta St, Denver, CO 80202, USA");

    await expectMoved(request.requestId, { intent: "receive" });
    await expectMoved(request.requestId, { intent: "refund" });
    // A second press of the same button: the request has moved on, nothing is refunded again.
    expect((await step(request.requestId, { intent: "refund" })).status).toBe(409);

    expect(await ledger(request.orderId)).toMatchObject([
      { amountCents: 4000, kind: "part", status: "succeeded", idempotencyKey: returnRefundKey(request.requestId), note: `Return ${request.number}` },
    ]);
    expect(await status(request.requestId)).toMatchObject({ status: "refunded" });
    expect((await updates(request.email)).map((mail) => mail.subject)).toEqual([
      `Return ${request.number} approved: where to send it`,
      `Return ${request.number}: $40.00 refunded`,
    ]);
    const audit = await suite.server.db.select().from(auditLog).where(eq(auditLog.entity, "return")).all();
    expect(audit.filter((row) => row.entityId === String(request.requestId)).map((row) => [row.action, row.details])).toEqual([
      ["approve", { name: request.number, from: "requested", to: "approved" }],
      ["receive", { name: request.number, from: "approved", to: "received" }],
      ["refund", { name: request.number, from: "received", to: "refunded", amountCents: 4000, refundReference: `refund_${returnRefundKey(request.requestId)}` }],
    ]);
    const activity = await (await suite.get("/admin/activity")).text();
    expect(activity).toContain(`Return #${request.requestId} (${request.number})`);
    expect(activity).toContain("Received → Refunded · $40.00");

    const page = await (await suite.get(`/admin/returns/${request.requestId}`)).text();
    expect(page).toContain("No further steps are possible for this request.");
    const shopper = await (await suite.server.fetch(`/orders/${request.publicId}`)).text();
    expect(shopper).toContain("Refunded: $40.00");
    expect(shopper).not.toContain("Refund once received");
    const orderPage = await (await suite.get(`/admin/orders/${request.orderId}`)).text();
    expect(orderPage).toMatch(new RegExp(`href="/admin/returns/${request.requestId}">Return ${request.number}</a> · Refunded`));
  });

  it("refunds once when the process stopped between the refund and the request's status", async () => {
    const request = await requested("unopened");
    await expectMoved(request.requestId, { intent: "approve" });
    await expectMoved(request.requestId, { intent: "receive" });
    // The refund went through, then the process died before moving the request.
    const context = freshServiceContext(suite.server.db);
    const made = await refundPartOfOrder(context, { adminId: suite.admin.user.id, orderId: request.orderId, amountCents: 4000, note: `Return ${request.number}`, idempotencyKey: returnRefundKey(request.requestId) });
    expect(made).toMatchObject({ ok: true, amountCents: 4000 });
    await expectMoved(request.requestId, { intent: "refund" });
    expect(await ledger(request.orderId)).toHaveLength(1);
    expect(await status(request.requestId)).toMatchObject({ status: "refunded" });
  });

  it("rejects only with a reason, which the shopper is told; a step the status does not allow writes nothing", async () => {
    const request = await requested("unopened");
    const before = await rowCounts(suite.server.db);
    const empty = await step(request.requestId, { intent: "reject", reason: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Reason is required");
    const early = await step(request.requestId, { intent: "refund" });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("This step is not possible for the request as it is now.");
    const unknown = await step(request.requestId, { intent: "teleport" });
    expect(unknown.status).toBe(400);
    expect(await rowCounts(suite.server.db)).toEqual(before);

    await expectMoved(request.requestId, { intent: "reject", reason: "The seal was broken." });
    expect(await status(request.requestId)).toMatchObject({ status: "rejected", decisionNote: "The seal was broken." });
    const [mail] = await updates(request.email);
    expect(mail!.subject).toBe(`Return ${request.number}: we cannot accept it`);
    expect(mail!.textBody).toContain("The reason: The seal was broken.");
    expect((await step(request.requestId, { intent: "approve" })).status).toBe(409);
    const shopper = await (await suite.server.fetch(`/orders/${request.publicId}`)).text();
    expect(shopper).toContain("Why: The seal was broken.");
  });

  it("sends an exchange as one $0 replacement order of the chosen fragrance, linked to the request", async () => {
    const request = await requested("defective");
    await expectMoved(request.requestId, { intent: "approve" });
    await expectMoved(request.requestId, { intent: "receive" });
    const [first, second] = await Promise.all([step(request.requestId, { intent: "exchange" }), step(request.requestId, { intent: "exchange" })]);
    expect([first.status, second.status].sort()).toEqual([302, 409]);

    const stored = await status(request.requestId);
    expect(stored.status).toBe("exchanged");
    const replacements = await suite.server.db.select().from(orders).where(eq(orders.idempotencyKey, `return-${request.requestId}-exchange`)).all();
    expect(replacements).toHaveLength(1);
    expect(replacements[0]).toMatchObject({ id: stored.exchangeOrderId, status: "paid", totalBeforeTaxCents: 0, taxCents: 0, shippingCents: 0, customerEmail: request.email, shippingMethod: "standard" });
    const lines = await suite.server.db.select().from(orderItems).where(eq(orderItems.orderId, replacements[0]!.id)).all();
    expect(lines).toMatchObject([{ fragranceId: 2, unitPriceCents: 0, quantity: 1 }]);
    expect(await ledger(request.orderId)).toEqual([]);
    const mail = (await updates(request.email)).find((row) => row.subject.includes("replacement"))!;
    expect(mail.textBody).toContain(`/orders/${replacements[0]!.publicId}`);

    const page = await (await suite.get(`/admin/returns/${request.requestId}`)).text();
    expect(page).toContain(`/admin/orders/${replacements[0]!.id}`);
    const account = await (await suite.get("/admin/returns?status=exchanged")).text();
    expect(account).toContain(request.number);
  });

  it("lists requests by status and finds them by e-mail, order number or return number; a bad filter answers 400", async () => {
    const request = await requested("unopened", `find-me-${randomBytes(3).toString("hex")}@example.com`);
    for (const query of [request.email.toUpperCase(), request.publicId.slice(0, 6), request.number]) {
      const page = await (await suite.get(`/admin/returns?${new URLSearchParams({ q: query, status: "requested" })}`)).text();
      expect(page, query).toContain(request.number);
      expect(page, query).toContain("1 return request");
    }
    const none = await (await suite.get(`/admin/returns?${new URLSearchParams({ q: request.email, status: "refunded" })}`)).text();
    expect(none).toContain("No return requests match these filters.");
    const bad = await suite.get("/admin/returns?status=lost");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Choose a status from the list");
  });
});
