import AxeBuilder from "@axe-core/playwright";
import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { checkoutFields } from "../support/checkout-form";
import { onWorkers, withJavaScript } from "./project";
import { e2eDb, signInAsAdmin, signInAsCustomer } from "./sessions";
import { uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";

// Issue 33: an admin handles return requests at /admin/returns: finds one,
// approves it (the shopper is e-mailed the return address), marks it received,
// then refunds it through the refunds ledger (once) or sends a $0 replacement
// order; or rejects it with a reason. As in returns.spec.ts, orders are placed
// through the checkout form and moved through the admin's own forms, and the
// database is read only to check what was stored once a step has finished
// (on Workers every statement from the test is a write transaction: see e2eDb).

const FRAGRANCE = "Open Range"; // fragrance 1, $40.00; each order here has two.
const RETURN_ADDRESS = "Onbrand Returns, 1550 Wewatta St, Denver, CO 80202, USA";

/**
 * A paid order for two Open Range placed through the checkout form by
 * `shopper` (a signed-in browser context's request, or a guest's own), then
 * shipped and delivered through the admin's forms; the order's id is read
 * from the admin's orders list.
 */
async function deliveredOrder(browser: Browser, baseURL: string, shopper: APIRequestContext, email: string) {
  const headers = { Origin: baseURL };
  for (let i = 0; i < 2; i++) {
    const added = await shopper.post("/resources/cart", { form: { intent: "add", fragranceId: "1" }, headers, maxRedirects: 0 });
    expect(added.status(), "adding to the cart").toBeLessThan(400);
  }
  const placed = await shopper.post("/checkout", { form: checkoutFields({ email, expectedTotal: 8500 }), headers, maxRedirects: 0 });
  const publicId = /^\/orders\/([0-9a-f]{32})$/.exec(placed.headers().location ?? "")?.[1];
  expect(publicId, `checkout answered ${placed.status()} ${placed.headers().location ?? ""}`).toBeDefined();

  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL);
  const list = await (await admin.request.get(`/admin/orders?${new URLSearchParams({ number: publicId! })}`)).text();
  const orderId = Number(/href="\/admin\/orders\/(\d+)"/.exec(list)?.[1]);
  expect(orderId, "the admin's orders list links the order").toBeGreaterThan(0);
  const steps: Record<string, string>[] = [{ intent: "ship", trackingNumber: "" }, { intent: "deliver" }];
  for (const form of steps) {
    const response = await admin.request.post(`/admin/orders/${orderId}`, { form, headers, maxRedirects: 0 });
    expect(response.status(), `admin ${form.intent} answered ${response.status()}`).toBe(302);
  }
  await admin.close();
  return { publicId: publicId!, orderId, number: publicId!.slice(0, 8).toUpperCase() };
}

/** A guest's delivered order and a return request for one bottle made through the JSON API; answers the request's number. */
async function requestedReturn(browser: Browser, baseURL: string, email: string, body: { reason: "unopened" | "defective"; exchangeFragranceId?: number }) {
  const guest = await request.newContext({ baseURL });
  try {
    const order = await deliveredOrder(browser, baseURL, guest, email);
    // The line's id as the returns page's form holds it (through the app, not D1).
    const form = await (await guest.get(`/orders/${order.publicId}/returns`)).text();
    const orderItemId = Number(/name="items\[0\]\.orderItemId" value="(\d+)"/.exec(form)?.[1]);
    expect(orderItemId).toBeGreaterThan(0);
    const item = { orderItemId, quantity: 1, ...(body.exchangeFragranceId ? { exchangeFragranceId: body.exchangeFragranceId } : {}) };
    const created = await guest.post(`/api/orders/${order.publicId}/returns`, { data: { reason: body.reason, items: [item], note: "" } });
    expect(created.status(), await created.text()).toBe(201);
    expect((await created.json()).returnRequest.number).toBe(`${order.number}-R1`);
    return { ...order, requestNumber: `${order.number}-R1` };
  } finally {
    await guest.dispose();
  }
}

/** Opens a request from the admin's list, found by `q`; answers the request page's id. */
async function openFromList(page: Page, q: string, requestNumber: string) {
  await visit(page, `/admin/returns?${new URLSearchParams({ q })}`);
  await page.getByRole("link", { name: requestNumber, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Return ${requestNumber}` })).toBeVisible();
  return Number(/\/admin\/returns\/(\d+)$/.exec(page.url())?.[1]);
}

/** Presses a step's button and waits for its toast and the status it leads to. */
async function takeStep(page: Page, form: string, button: string, toast: string, status: string) {
  await page.getByRole("form", { name: form }).getByRole("button", { name: button }).click();
  await expectToast(page, toast);
  await expect(page.getByTestId("return-status")).toContainText(status);
}

/** The return-update e-mails to `email`, and the refunds ledger's rows for the order, as stored. */
async function stored(orderId: number, email: string) {
  const db = await e2eDb();
  const mail = await db.query.emailOutbox.findMany({
    where: (m, { and, eq }) => and(eq(m.toAddress, email), eq(m.kind, "return-update")),
    orderBy: (m, { asc }) => asc(m.id),
  });
  const refunds = await db.query.refunds.findMany({ where: (r, { eq }) => eq(r.orderId, orderId), orderBy: (r, { asc }) => asc(r.id) });
  return { mail, refunds };
}

/** Another browser, as the project runs it (scripts on or off), that has seen the welcome popup. */
function shopperBrowser(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    javaScriptEnabled: withJavaScript(),
    serviceWorkers: "block",
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: "popup_seen", value: "true" }] }] },
  });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("admin returns", () => {
  test(
    "an admin finds a shopper's unopened return, approves it (the shopper is e-mailed the return address), receives and refunds it once; the shopper sees it refunded",
    { tag: "@core" },
    async ({ page, context, browser, baseURL }) => {
      // Two browsers, a registration, an order moved through three admin steps.
      test.slow();
      const email = uniqueEmail("admin-returns");
      const shopperContext = await shopperBrowser(browser, baseURL!);
      await signInAsCustomer(shopperContext, baseURL!, email);
      const order = await deliveredOrder(browser, baseURL!, shopperContext.request, email);
      const requestNumber = `${order.number}-R1`;

      // The shopper asks for one unopened bottle back on the order's returns page.
      const shopper = await shopperContext.newPage();
      await visit(shopper, `/orders/${order.publicId}/returns`);
      const returnForm = shopper.getByRole("form", { name: "Return or exchange items" });
      await returnForm.getByLabel(`Quantity of ${FRAGRANCE}`).selectOption("1");
      await returnForm.getByRole("radio", { name: /^Unopened — return for a refund/ }).check();
      await returnForm.getByRole("button", { name: "Send request" }).click();
      await expectToast(shopper, `Return request ${requestNumber} sent`);
      await expect(shopper.getByTestId("return-request").getByTestId("return-status")).toHaveText("Requested");

      // The admin finds it by the shopper's e-mail among the requested ones…
      await signInAsAdmin(context, baseURL!);
      await visit(page, "/admin/returns");
      const search = page.getByRole("search", { name: "Find returns" });
      await search.getByLabel("Status").selectOption({ label: "Requested" });
      await search.getByLabel("Order, return number or email").fill(email.toUpperCase());
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/[?&]status=requested/);
      await expect(page.getByText("1 return request", { exact: true })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: email });
      await expect(row).toContainText(requestNumber);
      await expect(row).toContainText(`Order #${order.orderId} (${order.number})`);
      await expect(row).toContainText("Unopened — return for a refund");
      await expect(row).toContainText("$40.00");
      await expect(row.getByRole("cell").last()).toHaveText("Requested");

      // …and by its number, then opens it.
      const found = page.getByRole("search", { name: "Find returns" });
      await found.getByLabel("Order, return number or email").fill(requestNumber.toLowerCase());
      await found.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${requestNumber.toLowerCase()}`));
      await expect(page.getByText("1 return request", { exact: true })).toBeVisible();
      await page.getByRole("link", { name: requestNumber, exact: true }).click();
      await expect(page.getByRole("heading", { name: `Return ${requestNumber}` })).toBeVisible();
      const requestId = Number(/\/admin\/returns\/(\d+)$/.exec(page.url())?.[1]);
      expect(requestId).toBeGreaterThan(0);
      await expect(page.getByTestId("return-status")).toContainText("Requested");
      await expect(page.getByRole("row").filter({ hasText: FRAGRANCE })).toContainText("$40.00");

      await takeStep(page, "Approve", "Approve return", "Return approved", "Approved — send it back");
      await expect(page.getByRole("form", { name: "Approve" })).toHaveCount(0);
      await takeStep(page, "Receive", "Mark as received", "Return received", "Received");
      const refund = page.getByRole("form", { name: "Refund" });
      await expect(refund).toContainText("Refunds $40.00 to the shopper's card, once.");
      await expect(page.getByRole("form", { name: "Exchange" })).toHaveCount(0);
      await takeStep(page, "Refund", "Refund return", "Return refunded", "Refunded");
      await expect(page.getByText("No further steps are possible for this request.")).toBeVisible();

      // The same refund form posted again (a second press, a resent form): refused, nothing refunded again.
      const again = await context.request.post(`/admin/returns/${requestId}`, { form: { intent: "refund" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(again.status()).toBe(409);
      await visit(page, `/admin/returns/${requestId}`);
      await expect(page.getByTestId("return-status")).toContainText("Refunded");

      // The order's page lists one $40.00 refund.
      await page.getByRole("link", { name: `#${order.orderId} (${order.number})` }).click();
      await expect(page.getByRole("heading", { name: `Order #${order.orderId}` })).toBeVisible();
      await expect(page.getByTestId("order-status")).toContainText("Delivered · Partially refunded ($40.00)");
      await expect(page.getByRole("region", { name: "Refunds" }).getByRole("listitem")).toHaveText([/^\$40\.00 · Partial refund · Refunded/]);

      // The stored rows, on Node: on Workers a read from the test is a write transaction on the same
      // D1 file that can make another test's request fail with SQLITE_BUSY (decision 0032); the
      // order page's refund list above is that run's check of the ledger.
      if (!onWorkers()) {
        const { mail, refunds } = await stored(order.orderId, email);
        expect(refunds.map(({ status, amountCents, idempotencyKey }) => ({ status, amountCents, idempotencyKey }))).toEqual([
          { status: "succeeded", amountCents: 4000, idempotencyKey: `return-${requestId}-refund` },
        ]);
        expect(mail.map((m) => m.subject)).toEqual([`Return ${requestNumber} approved: where to send it`, `Return ${requestNumber}: $40.00 refunded`]);
        expect(mail[0]!.textBody).toContain(RETURN_ADDRESS);
        expect(mail[1]!.textBody).toContain("We have refunded $40.00 to the card you paid with.");
      }

      // The shopper sees the request refunded on the order's page and in the account's order history.
      await visit(shopper, `/orders/${order.publicId}`);
      await expect(shopper.getByTestId("return-request").getByTestId("return-status")).toHaveText("Refunded");
      await expect(shopper.getByTestId("order-status")).toHaveText("Delivered · Partially refunded ($40.00)");
      await visit(shopper, "/account");
      const history = shopper.getByRole("region", { name: "My Orders" });
      const orderRow = history.getByRole("row").filter({ has: shopper.getByRole("link", { name: `Order ${order.number}` }) });
      await expect(orderRow).toContainText("Return: Refunded");
      await shopperContext.close();
    },
  );

  test("rejecting asks for a reason (400, nothing changed), then rejects with it", async ({ page, context, browser, baseURL }) => {
    const email = uniqueEmail("admin-returns-reject");
    const order = await requestedReturn(browser, baseURL!, email, { reason: "unopened" });
    await signInAsAdmin(context, baseURL!);
    const requestId = await openFromList(page, email, order.requestNumber);

    const reject = page.getByRole("form", { name: "Reject" });
    const reason = reject.getByLabel(/^Reason/);
    if (withJavaScript()) {
      // Checked in the browser before anything is sent.
      await reject.getByRole("button", { name: "Reject return" }).click();
    } else {
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(`/admin/returns/${requestId}`) && response.request().method() === "POST"),
        reject.getByRole("button", { name: "Reject return" }).click(),
      ]);
      expect(answer.status()).toBe(400);
    }
    await expect(reject.getByText("Reason is required")).toBeVisible();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toBeFocused();
    await expect(page.getByTestId("return-status")).toContainText("Requested");
    // The server refuses a blank reason itself: 400, the message beside the field, nothing changed.
    const blank = await context.request.post(`/admin/returns/${requestId}`, { form: { intent: "reject", reason: "   " }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(blank.status()).toBe(400);
    expect(await blank.text()).toContain("Reason is required");
    await visit(page, `/admin/returns/${requestId}`);
    await expect(page.getByTestId("return-status")).toContainText("Requested");
    await expect(page.getByRole("form", { name: "Approve" })).toBeVisible();

    const because = "The bottles were bought in a sale: final sale items cannot be returned.";
    await page.getByRole("form", { name: "Reject" }).getByLabel(/^Reason/).fill(because);
    await takeStep(page, "Reject", "Reject return", "Return rejected", "Rejected");
    await expect(page.getByText(because)).toBeVisible();
    await expect(page.getByText("No further steps are possible for this request.")).toBeVisible();

    const { mail } = await stored(order.orderId, email);
    expect(mail.map((m) => m.subject)).toEqual([`Return ${order.requestNumber}: we cannot accept it`]);
    expect(mail[0]!.textBody).toContain(`The reason: ${because}`);
  });

  test("a defective bottle is exchanged: approved, received, then a $0 paid replacement order is sent", async ({ page, context, browser, baseURL }) => {
    test.slow();
    const email = uniqueEmail("admin-returns-exchange");
    const order = await requestedReturn(browser, baseURL!, email, { reason: "defective" });
    await signInAsAdmin(context, baseURL!);
    await openFromList(page, order.requestNumber, order.requestNumber);
    await expect(page.getByRole("row").filter({ hasText: FRAGRANCE }).getByRole("cell").last()).toHaveText(FRAGRANCE);

    await takeStep(page, "Approve", "Approve return", "Return approved", "Approved — send it back");
    await takeStep(page, "Receive", "Mark as received", "Return received", "Received");
    await expect(page.getByRole("form", { name: "Refund" })).toBeVisible();
    await takeStep(page, "Exchange", "Send replacement", "Replacement sent", "Replacement sent");
    await expect(page.getByText("No further steps are possible for this request.")).toBeVisible();

    // The request's page links its order and, now, the replacement.
    const replacement = page.getByRole("link", { name: /^#\d+ \([0-9A-F]{8}\)$/ }).filter({ hasNotText: `(${order.number})` });
    await expect(replacement).toHaveCount(1);
    const [, replacementId] = /^#(\d+) /.exec((await replacement.textContent())!)!;
    expect(Number(replacementId)).not.toBe(order.orderId);
    await replacement.click();
    await expect(page.getByRole("heading", { name: `Order #${replacementId}` })).toBeVisible();
    await expect(page.getByTestId("order-status")).toContainText("Paid");
    await expect(page.getByRole("row").filter({ hasText: /^Total/ })).toContainText("$0.00");
    await expect(page.getByText(`Replacement for return ${order.requestNumber}`)).toBeVisible();
    await expect(page.getByRole("form", { name: "Ship" })).toBeVisible();
  });

  // axe runs inside the page, so this needs scripts.
  test("the returns list and a request's page with a field message have no detectable accessibility violations @js", async ({ page, context, browser, baseURL }) => {
    const email = uniqueEmail("admin-returns-axe");
    const order = await requestedReturn(browser, baseURL!, email, { reason: "defective", exchangeFragranceId: 2 });
    await signInAsAdmin(context, baseURL!);
    await visit(page, `/admin/returns?${new URLSearchParams({ status: "requested", q: email })}`);
    await expect(page.getByRole("link", { name: order.requestNumber, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: order.requestNumber, exact: true }).click();
    await expect(page.getByRole("heading", { name: `Return ${order.requestNumber}` })).toBeVisible();
    await page.getByRole("form", { name: "Reject" }).getByRole("button", { name: "Reject return" }).click();
    await expect(page.getByText("Reason is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
