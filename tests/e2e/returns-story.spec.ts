import { expect, test, type Page } from "@playwright/test";
import { checkoutFields } from "../support/checkout-form";
import { withJavaScript } from "./project";
import { e2eDb, signInAsAdmin, signInAsCustomer } from "./sessions";
import { uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";

// Issue 33's "How it will be checked", as one story: a shopper orders two
// bottles with Express, the order is shipped and delivered, the shopper
// returns one unopened bottle and exchanges the other as defective; the admin
// approves, receives, refunds the one and sends the replacement for the other.
// Money, statuses and e-mails must agree on every page that shows them. With
// scripts on and off (the Node projects; admin-returns.spec.ts runs its core
// on Workers too).

const FRAGRANCE = "Open Range"; // fragrance 1, $40.00

async function askForReturn(shopper: Page, publicId: string, reason: RegExp, exchangeWith?: string) {
  await visit(shopper, `/orders/${publicId}/returns`);
  const form = shopper.getByRole("form", { name: "Return or exchange items" });
  await form.getByLabel(`Quantity of ${FRAGRANCE}`).selectOption("1");
  if (exchangeWith) await form.getByLabel(`If defective, replace ${FRAGRANCE} with`).selectOption({ label: exchangeWith });
  await form.getByRole("radio", { name: reason }).check();
  await form.getByRole("button", { name: "Send request" }).click();
}

async function takeStep(page: Page, form: string, button: string, toast: string) {
  await page.getByRole("form", { name: form }).getByRole("button", { name: button }).click();
  await expectToast(page, toast);
}

test("an Express order, one bottle returned and one exchanged: the money, statuses and e-mails agree everywhere", async ({ page, context, browser, baseURL }) => {
  // Two browsers, an order through checkout and eight admin steps.
  test.slow();
  const email = uniqueEmail("returns-story");
  const headers = { Origin: baseURL! };
  const shopperContext = await browser.newContext({
    baseURL,
    javaScriptEnabled: withJavaScript(),
    serviceWorkers: "block",
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "popup_seen", value: "true" }] }] },
  });
  await signInAsCustomer(shopperContext, baseURL!, email);
  const replacementName = ((await (await shopperContext.request.get("/api/fragrances/2")).json()) as { name: string }).name;

  // Two bottles with Express: $80.00 + $15.00.
  for (let i = 0; i < 2; i++) await shopperContext.request.post("/resources/cart", { form: { intent: "add", fragranceId: "1" }, headers, maxRedirects: 0 });
  const placed = await shopperContext.request.post("/checkout", {
    form: checkoutFields({ email, shippingMethod: "express", expectedTotal: 9500 }),
    headers,
    maxRedirects: 0,
  });
  const publicId = /^\/orders\/([0-9a-f]{32})$/.exec(placed.headers().location ?? "")?.[1];
  expect(publicId, `checkout answered ${placed.status()}`).toBeDefined();
  const number = publicId!.slice(0, 8).toUpperCase();

  // The admin ships and delivers it with the order page's own forms.
  await signInAsAdmin(context, baseURL!);
  await visit(page, `/admin/orders?${new URLSearchParams({ number: publicId! })}`);
  await page.getByRole("link", { name: /^#\d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const orderUrl = page.url();
  await expect(page.getByTestId("shipping-method")).toContainText("Express");
  await takeStep(page, "Ship", "Mark as shipped", "Order shipped");
  await takeStep(page, "Deliver", "Mark as delivered", "Order delivered");

  // The shopper returns one bottle unopened and exchanges the other as defective.
  const shopper = await shopperContext.newPage();
  await askForReturn(shopper, publicId!, /^Unopened — return for a refund/);
  await expectToast(shopper, `Return request ${number}-R1 sent`);
  await askForReturn(shopper, publicId!, /^Defective — exchange/, replacementName);
  await expectToast(shopper, `Return request ${number}-R2 sent`);

  // The admin handles both from the order's page.
  for (const [requestNumber, last, lastButton, toast] of [
    [`${number}-R1`, "Refund", "Refund return", "Return refunded"],
    [`${number}-R2`, "Exchange", "Send replacement", "Replacement sent"],
  ] as const) {
    await page.goto(orderUrl);
    await page.getByRole("link", { name: `Return ${requestNumber}` }).click();
    await takeStep(page, "Approve", "Approve return", "Return approved");
    await takeStep(page, "Receive", "Mark as received", "Return received");
    if (last === "Refund") await expect(page.getByRole("form", { name: "Refund" })).toContainText("Refunds $40.00");
    await takeStep(page, last, lastButton, toast);
  }
  const replacementLink = page.getByRole("link", { name: /^#\d+ \([0-9A-F]{8}\)$/ }).filter({ hasNotText: `(${number})` });
  const replacementNumber = /\(([0-9A-F]{8})\)/.exec((await replacementLink.textContent())!)![1]!;

  // The admin's order page: the total unchanged, $40.00 back, both requests in their final state.
  await page.goto(orderUrl);
  await expect(page.getByTestId("order-status")).toHaveText(/^Delivered · Partially refunded \(\$40\.00\)/);
  await expect(page.getByRole("row", { name: /^Total/ })).toContainText("$95.00");
  await expect(page.getByRole("region", { name: "Returns" }).getByRole("listitem")).toHaveText([
    `Return ${number}-R1 · Refunded`,
    `Return ${number}-R2 · Replacement sent`,
  ]);
  // The replacement: paid, $0.00, the chosen fragrance, waiting to be shipped.
  await page.getByRole("link", { name: `Return ${number}-R2` }).click();
  await replacementLink.click();
  await expect(page.getByTestId("order-status")).toHaveText(/^Paid/);
  await expect(page.getByRole("row", { name: /^Total/ })).toContainText("$0.00");
  await expect(page.getByRole("cell", { name: replacementName })).toBeVisible();

  // The shopper's order page and order history say the same.
  await visit(shopper, `/orders/${publicId}`);
  await expect(shopper.getByTestId("order-status")).toHaveText("Delivered · Partially refunded ($40.00)");
  await expect(shopper.getByTestId("return-request").getByTestId("return-status")).toHaveText(["Refunded", "Replacement sent"]);
  await expect(shopper.getByText("Refunded: $40.00")).toBeVisible();
  await visit(shopper, "/account");
  const history = shopper.getByRole("region", { name: "My Orders" });
  await expect(history.getByRole("row").filter({ has: shopper.getByRole("link", { name: `Order ${number}` }) })).toContainText("Return: Replacement sent");
  await expect(history.getByRole("row").filter({ has: shopper.getByRole("link", { name: `Order ${replacementNumber}` }) })).toContainText("$0.00");

  // The e-mails: the order, its shipping, two requests, two approvals, the refund and the replacement; one refund in the ledger.
  const db = await e2eDb();
  const mail = await db.query.emailOutbox.findMany({ where: (m, { eq }) => eq(m.toAddress, email), orderBy: (m, { asc }) => asc(m.id) });
  expect(mail.map((m) => m.subject)).toEqual([
    `Your Onbrand order ${number}`,
    `Your Onbrand order ${number} has shipped`,
    `Your Onbrand return request ${number}-R1`,
    `Your Onbrand return request ${number}-R2`,
    `Return ${number}-R1 approved: where to send it`,
    `Return ${number}-R1: $40.00 refunded`,
    `Return ${number}-R2 approved: where to send it`,
    `Return ${number}-R2: your replacement is on its way`,
  ]);
  expect(mail.at(-1)!.textBody).toContain(`as order ${replacementNumber}, at no charge`);
  const order = await db.query.orders.findFirst({ where: (o, { eq }) => eq(o.publicId, publicId!) });
  expect(order).toMatchObject({ shippingMethod: "express", shippingCents: 1500, totalBeforeTaxCents: 9500, taxCents: 0, status: "delivered" });
  const refunds = await db.query.refunds.findMany({ where: (r, { eq }) => eq(r.orderId, order!.id) });
  expect(refunds.map(({ amountCents, status }) => ({ amountCents, status }))).toEqual([{ amountCents: 4000, status: "succeeded" }]);
  await shopperContext.close();
});
