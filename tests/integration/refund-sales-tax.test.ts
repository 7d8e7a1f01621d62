// Refunds give back the sales tax on what they refund (issue 39), through the
// real handler with the embedded tax provider and test-mode payments: the
// shop is registered in Colorado; a Denver order pays 8.81 % on its
// merchandise (Colorado does not tax a separately stated delivery charge),
// an Oregon order none. Two of fragrance 1 and one of fragrance 2 at $40.00,
// $5.00 Standard shipping: Denver pays $10.57 tax ($7.05 and $3.52 on the
// lines), $135.57 in all.
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, orderItems, orders, refundLines, refunds, returnRequests } from "../../db/schema";
import { saveTaxRegistrations } from "../../app/models/shop-settings.server";
import { requestReturn } from "../../app/services/request-return.server";
import { userWithSession } from "../support/admin";
import { checkoutFields } from "../support/checkout-form";
import { freshServiceContext } from "../support/service-context";
import { createShopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let admin: Awaited<ReturnType<typeof userWithSession>>;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  admin = await userWithSession(server.db, "admin");
  await saveTaxRegistrations({ db: server.db, states: ["CO"], adminId: admin.user.id });
});
afterAll(() => server.close());

const DENVER = { city: "Denver", state: "CO", zip: "80202" };
const PORTLAND = { city: "Portland", state: "OR", zip: "97201" };

const asAdmin = {
  get: (path: string) => server.fetch(path, { headers: admin.headers }),
  post: (path: string, values: Record<string, string>) => server.fetch(path, { method: "POST", body: new URLSearchParams(values), headers: admin.headers }),
};

/** Places the two-line order through the checkout form, shipped to `address`. */
async function placeOrder(address: typeof DENVER) {
  const shopper = createShopper(server);
  await shopper.addToCart(1);
  await shopper.post("/resources/cart", { intent: "update", fragranceId: 1, quantity: 2 });
  await shopper.addToCart(2);
  const email = `tax-refund-${randomBytes(4).toString("hex")}@example.com`;
  const placed = await shopper.post("/checkout", checkoutFields({ email, ...address }));
  expect(placed.status).toBe(302);
  const publicId = placed.headers.get("Location")!.split("/").pop()!;
  const order = (await server.db.select().from(orders).where(eq(orders.publicId, publicId)).get())!;
  const items = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).all();
  return { shopper, email, publicId, order, items };
}

/** Delivered yesterday, then a return request for one bottle of the first line, approved and received. */
async function returnOneBottle(placed: Awaited<ReturnType<typeof placeOrder>>) {
  await server.db.update(orders).set({ status: "delivered", deliveredAt: new Date(Date.now() - 86_400_000) }).where(eq(orders.id, placed.order.id));
  const asked = await requestReturn(freshServiceContext(server.db), {
    publicId: placed.publicId,
    viewer: null,
    origin: "http://localhost",
    now: Date.now(),
    form: { reason: "unopened", items: [{ orderItemId: placed.items[0]!.id, quantity: 1 }] },
  });
  expect(asked.ok).toBe(true);
  const request = (await server.db.select().from(returnRequests).where(eq(returnRequests.orderId, placed.order.id)).get())!;
  for (const intent of ["approve", "receive"]) expect((await asAdmin.post(`/admin/returns/${request.id}`, { intent })).status).toBe(302);
  return request;
}

/** A page's text as read: tags and React's text separators (<!-- -->) dropped. */
const pageText = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "").replace(/<[^>]*>/g, "");
const ledger = (orderId: number) => server.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)).all();
const partsOf = (refundId: number) =>
  server.db
    .select({ orderItemId: refundLines.orderItemId, quantity: refundLines.quantity, amountCents: refundLines.amountCents, taxCents: refundLines.taxCents })
    .from(refundLines)
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(refundLines.id))
    .all();
const refundPart = (orderId: number, amount: string) => asAdmin.post(`/admin/orders/${orderId}`, { intent: "refund-part", amount, idempotencyKey: `refund-${crypto.randomUUID()}` });

describe("refunds of a Denver order give back the tax on what they refund", () => {
  it("a returned bottle comes back with its share of its line's tax, and the order's pages say what went back", async () => {
    const placed = await placeOrder(DENVER);
    expect(placed.order).toMatchObject({ totalBeforeTaxCents: 12_500, taxCents: 1057, shippingTaxCents: 0 });
    expect(placed.items.map((item) => item.taxCents)).toEqual([705, 352]);

    const request = await returnOneBottle(placed);
    // The shopper was told, and sees, what will go back with its tax.
    const asked = (await server.db.select().from(emailOutbox).where(eq(emailOutbox.messageId, `return-request/${placed.publicId}/${request.number}`)).get())!;
    expect(asked.textBody).toContain("we refund $43.53 ($3.53 of it sales tax) to the card you paid with");
    expect(await pageText(await placed.shopper.get(`/orders/${placed.publicId}`))).toContain("Refund once received: $43.53");
    // The button says what will go back: the bottle as paid and half its line's tax (352.5, rounded up).
    expect(await pageText(await asAdmin.get(`/admin/returns/${request.id}`))).toContain("Refunds $43.53 to the shopper&#x27;s card, once.");
    expect((await asAdmin.post(`/admin/returns/${request.id}`, { intent: "refund" })).status).toBe(302);

    const [refund] = await ledger(placed.order.id);
    expect(refund).toMatchObject({ amountCents: 4353, taxCents: 353, kind: "part", status: "succeeded", providerReference: `refund_return-${request.id}-refund` });
    expect(await partsOf(refund!.id)).toEqual([{ orderItemId: placed.items[0]!.id, quantity: 1, amountCents: 4000, taxCents: 353 }]);
    // What the test-mode provider was asked to give back (test mode keeps no record of its own): the audit row of the settled refund.
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(placed.order.id))).all();
    expect(audit.filter((row) => row.entity === "order" && row.action === "refund").map((row) => row.details)).toEqual([
      { amountCents: 4353, taxCents: 353, refundReference: `refund_return-${request.id}-refund`, note: `Return ${request.number}` },
    ]);
    const mails = await server.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, placed.email)).all();
    expect(mails.map((mail) => mail.subject)).toContain(`Return ${request.number}: $43.53 refunded`);

    const adminPage = await pageText(await asAdmin.get(`/admin/orders/${placed.order.id}`));
    expect(adminPage).toContain("Delivered · Partially refunded ($43.53)");
    expect(adminPage).toContain("Up to $92.04 can still be refunded.");
    expect(adminPage).toContain("$43.53 ($3.53 of it sales tax) · Partial refund");
    const shopperPage = await (await placed.shopper.get(`/orders/${placed.publicId}`)).text();
    expect(shopperPage).toMatch(/data-testid="order-status">Delivered · Partially refunded \(\$43\.53\)</);
    expect(shopperPage.replace(/<!-- -->/g, "")).toContain("Refunded: $43.53");
  });

  it("a typed amount is split into tax and before tax by what is left, and the rest of the order returns exactly the rest of its tax", async () => {
    const placed = await placeOrder(DENVER);
    const request = await returnOneBottle(placed);
    expect((await asAdmin.post(`/admin/returns/${request.id}`, { intent: "refund" })).status).toBe(302);

    // $10.00 of the $92.04 left, of which $7.04 is tax: 1000 × 704 / 9204 = 76.49 → $0.76.
    expect((await refundPart(placed.order.id, "10.00")).status).toBe(302);
    const typed = (await ledger(placed.order.id))[1]!;
    expect(typed).toMatchObject({ amountCents: 1000, taxCents: 76, kind: "part" });
    expect(await partsOf(typed.id)).toEqual([
      { orderItemId: placed.items[0]!.id, quantity: 0, amountCents: 435, taxCents: 38 },
      { orderItemId: placed.items[1]!.id, quantity: 0, amountCents: 435, taxCents: 38 },
      { orderItemId: null, quantity: 0, amountCents: 54, taxCents: 0 },
    ]);

    expect((await asAdmin.post(`/admin/orders/${placed.order.id}`, { intent: "refund", confirm: "yes" })).status).toBe(302);
    const all = await ledger(placed.order.id);
    expect(all.map((row) => [row.kind, row.amountCents, row.taxCents, row.status])).toEqual([
      ["part", 4353, 353, "succeeded"],
      ["part", 1000, 76, "succeeded"],
      ["order", 8204, 628, "succeeded"],
    ]);
    expect(all.reduce((sum, row) => sum + row.taxCents, 0)).toBe(1057);
    expect(all.reduce((sum, row) => sum + row.amountCents, 0)).toBe(13_557);
    expect(await partsOf(all[2]!.id)).toEqual([
      { orderItemId: placed.items[0]!.id, quantity: 1, amountCents: 3565, taxCents: 314 },
      { orderItemId: placed.items[1]!.id, quantity: 1, amountCents: 3565, taxCents: 314 },
      { orderItemId: null, quantity: 0, amountCents: 446, taxCents: 0 },
    ]);
    const adminPage = await pageText(await asAdmin.get(`/admin/orders/${placed.order.id}`));
    expect(adminPage).toContain("$82.04 ($6.28 of it sales tax) · Refund of the rest");
  });

  it("refunding the whole order gives back everything charged, its tax included", async () => {
    const placed = await placeOrder(DENVER);
    expect((await asAdmin.post(`/admin/orders/${placed.order.id}`, { intent: "refund", confirm: "yes" })).status).toBe(302);
    const [refund] = await ledger(placed.order.id);
    expect(refund).toMatchObject({ kind: "order", amountCents: 13_557, taxCents: 1057, status: "succeeded" });
    expect(await partsOf(refund!.id)).toEqual([
      { orderItemId: placed.items[0]!.id, quantity: 2, amountCents: 8000, taxCents: 705 },
      { orderItemId: placed.items[1]!.id, quantity: 1, amountCents: 4000, taxCents: 352 },
      { orderItemId: null, quantity: 0, amountCents: 500, taxCents: 0 },
    ]);
    expect((await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.order.id)).get())!.status).toBe("refunded");
    expect(await (await placed.shopper.get(`/orders/${placed.publicId}`)).text()).toMatch(/data-testid="order-status">Refunded</);
  });
});

describe("refunds of an Oregon order", () => {
  it("carry no tax: the shop is not registered there", async () => {
    const placed = await placeOrder(PORTLAND);
    expect(placed.order).toMatchObject({ totalBeforeTaxCents: 12_500, taxCents: 0 });
    const request = await returnOneBottle(placed);
    expect((await asAdmin.post(`/admin/returns/${request.id}`, { intent: "refund" })).status).toBe(302);
    expect((await refundPart(placed.order.id, "12.50")).status).toBe(302);
    expect((await ledger(placed.order.id)).map((row) => [row.amountCents, row.taxCents])).toEqual([
      [4000, 0],
      [1250, 0],
    ]);
    const adminPage = await pageText(await asAdmin.get(`/admin/orders/${placed.order.id}`));
    expect(adminPage).toContain("Delivered · Partially refunded ($52.50)");
    expect(adminPage).toContain("Up to $72.50 can still be refunded.");
    expect(adminPage).not.toContain("of it sales tax");
  });
});
