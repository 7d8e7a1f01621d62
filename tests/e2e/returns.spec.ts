import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { placeOrderThroughCheckout } from "./checkout-form";
import { e2eDb, signInAsAdmin } from "./sessions";
import { uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";

// Issue 33: a shopper asks to return or exchange items from a delivered order,
// on the order's page (with and without JavaScript, on Node and on Workers) and
// through the JSON API. Orders are placed through the checkout form and moved
// through the admin's own forms, so the Workers projects never write to D1
// behind wrangler dev's back.

const FRAGRANCE = "Open Range"; // fragrance 1, $40.00; the checkout helper buys two.

/**
 * A guest's paid order for two Open Range, placed through the checkout form,
 * then shipped (and delivered, unless `deliver` is false) through the admin's
 * own forms, from a browser context of the admin's. The order's id is read
 * from the admin's orders list, not from D1: on Workers every statement from
 * the test is a write transaction that can make the app's own write fail
 * (e2eDb), so the tests read the database only to check what was stored.
 */
async function orderFor(browser: Browser, baseURL: string, email: string, { deliver = true } = {}) {
  const publicId = await placeOrderThroughCheckout(baseURL, email);
  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context, baseURL);
  // By its whole public id: a long e-mail is a LIKE pattern D1 refuses past 50 bytes.
  const list = await (await context.request.get(`/admin/orders?${new URLSearchParams({ number: publicId })}`)).text();
  const orderId = Number(/href="\/admin\/orders\/(\d+)"/.exec(list)?.[1]);
  expect(orderId, "the admin's orders list links the order").toBeGreaterThan(0);
  const post = async (form: Record<string, string>) => {
    const response = await context.request.post(`/admin/orders/${orderId}`, { form, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(response.status(), `admin ${form.intent} answered ${response.status()}`).toBe(302);
  };
  await post({ intent: "ship", trackingNumber: "" });
  if (deliver) await post({ intent: "deliver" });
  await context.close();
  return { publicId, orderId, number: publicId.slice(0, 8).toUpperCase() };
}

/** An order's return requests with their lines, and the return e-mails to `email`. */
async function storedFor(orderId: number, email: string) {
  const db = await e2eDb();
  const requests = await db.query.returnRequests.findMany({ where: (r, { eq }) => eq(r.orderId, orderId), orderBy: (r, { asc }) => asc(r.id) });
  const items = requests.length
    ? await db.query.returnRequestItems.findMany({ where: (i, { inArray }) => inArray(i.requestId, requests.map((r) => r.id)), orderBy: (i, { asc }) => asc(i.id) })
    : [];
  const mail = await db.query.emailOutbox.findMany({ where: (m, { and, eq }) => and(eq(m.toAddress, email), eq(m.kind, "return-request")) });
  return { requests: requests.map((request) => ({ ...request, items: items.filter((item) => item.requestId === request.id) })), mail };
}

test.describe("returns and exchanges", () => {
  test("a shopper returns one unopened bottle of a delivered order: the form's messages, then the request's number and status, its rows and its e-mail", { tag: "@core" }, async ({ page, browser, baseURL }) => {
    test.slow();
    const email = uniqueEmail("returns");
    const order = await orderFor(browser, baseURL!, email);

    await visit(page, `/orders/${order.publicId}`);
    await expect(page.getByTestId("order-status")).toHaveText("Delivered");
    const returns = page.getByRole("region", { name: "Returns and exchanges" });
    await returns.getByRole("link", { name: "Return or exchange items" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.publicId}/returns$`));
    await expect(page.getByRole("heading", { name: "Return or exchange items" })).toBeVisible();

    // Nothing chosen: the messages beside the list and the reasons, nothing stored.
    const form = page.getByRole("form", { name: "Return or exchange items" });
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByText("Choose at least one item to return or exchange.")).toBeVisible();
    await expect(form.getByText("Please choose why you are sending items back")).toBeVisible();
    await expect(form.getByLabel(`Quantity of ${FRAGRANCE}`)).toBeFocused();
    expect((await storedFor(order.orderId, email)).requests).toEqual([]);

    // The select offers only what can be sent back: 0, 1 or 2.
    await expect(form.getByLabel(`Quantity of ${FRAGRANCE}`).locator("option")).toHaveText(["0", "1", "2"]);
    await form.getByLabel(`Quantity of ${FRAGRANCE}`).selectOption("1");
    await form.getByRole("radio", { name: /^Unopened — return for a refund/ }).check();
    await form.getByLabel("Anything we should know?").fill("A gift I already had");
    await form.getByRole("button", { name: "Send request" }).click();

    const requestNumber = `${order.number}-R1`;
    await expect(page).toHaveURL(new RegExp(`/orders/${order.publicId}$`));
    await expectToast(page, `Return request ${requestNumber} sent`, "We have e-mailed you the request number and what to do next.");
    const request = page.getByTestId("return-request");
    await expect(request).toContainText(`Request ${requestNumber}`);
    await expect(request.getByTestId("return-status")).toHaveText("Requested");
    await expect(request).toContainText("Unopened — return for a refund");
    await expect(request).toContainText(`${FRAGRANCE} × 1`);
    await expect(request).toContainText("Refund once received: $40.00");

    const { requests: [stored, ...more], mail: [mail, ...moreMail] } = await storedFor(order.orderId, email);
    expect(more).toEqual([]);
    expect(moreMail).toEqual([]);
    expect(stored).toMatchObject({ number: requestNumber, status: "requested", reason: "unopened", note: "A gift I already had" });
    expect(stored!.items.map(({ quantity, refundCents, exchangeFragranceId }) => ({ quantity, refundCents, exchangeFragranceId }))).toEqual([
      { quantity: 1, refundCents: 4000, exchangeFragranceId: null },
    ]);
    expect(mail).toMatchObject({ subject: `Your Onbrand return request ${requestNumber}` });
    expect(mail!.textBody).toContain(`we have received return request ${requestNumber} for order ${order.number}`);
    expect(mail!.textBody).toContain("What happens next: we check your request within 2 business days and e-mail you the return address.");
    expect(mail!.textBody).toContain(`/orders/${order.publicId}`);

    // One bottle is left to send back.
    await returns.getByRole("link", { name: "Return or exchange items" }).click();
    await expect(page.getByText("1 of 2 left to send back")).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${FRAGRANCE}`).locator("option")).toHaveText(["0", "1"]);
  });

  test("before delivery the returns page says why and offers the contact e-mail", { tag: "@core" }, async ({ page, browser, baseURL }) => {
    const order = await orderFor(browser, baseURL!, uniqueEmail("returns-early"), { deliver: false });
    await visit(page, `/orders/${order.publicId}`);
    await expect(page.getByTestId("order-status")).toHaveText("Shipped");
    await expect(page.getByRole("link", { name: "Return or exchange items" })).toHaveCount(0);
    await visit(page, `/orders/${order.publicId}/returns`);
    const closed = page.getByTestId("returns-closed");
    await expect(closed).toContainText("This order has not been delivered yet. Returns and exchanges open on the day it arrives.");
    await expect(closed.getByRole("link", { name: "hello@onbrandfragrances.com" })).toHaveAttribute("href", "mailto:hello@onbrandfragrances.com");
    await expect(page.getByRole("button", { name: "Send request" })).toHaveCount(0);
  });

  // axe runs inside the page, so this needs scripts.
  test("the returns form with its messages, and the order page with a request, have no detectable accessibility violations @js", async ({ page, browser, baseURL }) => {
    const order = await orderFor(browser, baseURL!, uniqueEmail("returns-axe"));
    await visit(page, `/orders/${order.publicId}/returns`);
    const form = page.getByRole("form", { name: "Return or exchange items" });
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByText("Please choose why you are sending items back")).toBeVisible();
    const axe = async () => (await new AxeBuilder({ page }).include("main").analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(await axe()).toEqual([]);
    await form.getByLabel(`Quantity of ${FRAGRANCE}`).selectOption("2");
    await form.getByRole("radio", { name: /^Defective/ }).check();
    await form.getByRole("button", { name: "Send request" }).click();
    await expectToast(page, `Return request ${order.number}-R1 sent`);
    await expect(page.getByTestId("return-request")).toContainText(`${FRAGRANCE} × 2, replaced with ${FRAGRANCE}`);
    await expect(page.getByTestId("returns-closed")).toContainText("Every item on this order is already in a return or exchange request.");
    expect(await axe()).toEqual([]);
  });

  test("POST /api/orders/{publicId}/returns (and the page's form) answers bad input with 400 and writes nothing, then stores an exchange", { tag: "@core" }, async ({ browser, baseURL, playwright }) => {
    const email = uniqueEmail("returns-api");
    const order = await orderFor(browser, baseURL!, email);
    const api: APIRequestContext = await playwright.request.newContext({ baseURL });
    // The line's id as the returns page's form holds it (read through the app, not D1: see e2eDb).
    const page = await (await api.get(`/orders/${order.publicId}/returns`)).text();
    const line = { id: Number(/name="items\[0\]\.orderItemId" value="(\d+)"/.exec(page)?.[1]) };
    expect(line.id).toBeGreaterThan(0);
    const post = (data: unknown) => api.post(`/api/orders/${order.publicId}/returns`, { data });

    const tooMany = await post({ reason: "defective", items: [{ orderItemId: line.id, quantity: 3 }] });
    expect(tooMany.status()).toBe(400);
    expect(await tooMany.json()).toEqual({ message: "Check the quantities below.", errors: { "items.0.quantity": ["You can return at most 2 of this item."] } });
    const noReason = await post({ items: [{ orderItemId: line.id, quantity: 1 }] });
    expect(noReason.status()).toBe(400);
    expect((await noReason.json()).errors).toEqual({ reason: ["Please choose why you are sending items back"] });
    expect((await api.post(`/api/orders/${"0".repeat(32)}/returns`, { data: { reason: "defective", items: [{ orderItemId: line.id, quantity: 1 }] } })).status()).toBe(404);
    // The page's form posted as a browser without JavaScript would: 400, the message beside the select.
    const form = await api.post(`/orders/${order.publicId}/returns`, {
      form: { reason: "unopened", "items[0].orderItemId": String(line.id), "items[0].quantity": "3", note: "" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(400);
    expect(await form.text()).toContain("You can return at most 2 of this item.");
    expect(await storedFor(order.orderId, email)).toEqual({ requests: [], mail: [] });

    const created = await post({ reason: "defective", items: [{ orderItemId: line.id, quantity: 1, exchangeFragranceId: 2 }], note: "Leaks at the cap" });
    expect(created.status()).toBe(201);
    expect(await created.json()).toEqual({
      message: "We have e-mailed you the request number and what to do next.",
      returnRequest: { number: `${order.number}-R1`, status: "requested", refundCents: 0 },
    });
    const { requests: [stored], mail } = await storedFor(order.orderId, email);
    expect(stored).toMatchObject({ reason: "defective", status: "requested", note: "Leaks at the cap" });
    expect(stored!.items).toMatchObject([{ orderItemId: line.id, quantity: 1, exchangeFragranceId: 2 }]);
    expect(mail.map((row) => row.subject)).toEqual([`Your Onbrand return request ${order.number}-R1`]);
    await api.dispose();
  });
});
