// Issue 34's "How it will be checked", on both runtimes with scripts on and off:
// an admin leaves one bottle on the shelf; two shoppers race for it and get one
// order and one "Only 0 left of …" between them; a shopper buys three 2 ml
// samples and a bottle; another asks to be told when the bottle is back and
// gets exactly one e-mail when the admin restocks; the admin table, the
// Activity view (the ledger) and the product page agree. Everything goes
// through the app's own pages, nothing through the database (decision 0032).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { fillCheckout } from "./checkout-form";
import { signInAsAdmin } from "./sessions";
import { onWorkers, withJavaScript } from "./project";
import { visit } from "./visit";

// One seeded fragrance per project (they run at once); no other browser test opens 111-114.
let FRAGRANCE = 111;
test.beforeEach(() => {
  FRAGRANCE = 111 + (onWorkers() ? 2 : 0) + (withJavaScript() ? 0 : 1);
});

/** Sets a size's quantity on hand on the fragrance's admin form, as an admin does after a count or a delivery. */
async function setStock(page: Page, size: "10 ml roll-on" | "2 ml sample", quantity: number, reason: "Received" | "Counted") {
  await visit(page, `/admin/fragrances/${FRAGRANCE}/edit`);
  const group = page.getByRole("group", { name: `Stock: ${size}` });
  await group.getByLabel("Quantity on hand").fill(String(quantity));
  await group.getByLabel("Reason for a change").selectOption({ label: reason });
  await page.getByRole("button", { name: "Save Fragrance" }).click();
  await expect(page.getByText("Fragrance has been updated.").first()).toBeVisible();
}

async function shopperPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: withJavaScript() });
  await context.addInitScript(() => window.localStorage.setItem("popup_seen", "true"));
  return context.newPage();
}

/** Puts lines in the shopper's cart with the cart form's own post, then opens the checkout filled in. */
async function readyToPay(page: Page, lines: { size: "10ml" | "2ml"; quantity: number }[], email: string) {
  for (const line of lines) {
    const response = await page.request.post("/resources/cart", {
      form: { intent: "add", fragranceId: String(FRAGRANCE), size: line.size, quantity: String(line.quantity), redirectTo: "/cart" },
    });
    expect(response.ok()).toBe(true);
  }
  await visit(page, "/checkout");
  await fillCheckout(page, { email });
}

/** Where a Place Order ended: the order's page, or the checkout's alert. */
async function placeOrder(page: Page): Promise<"ordered" | "refused"> {
  await page.getByRole("button", { name: /^Place Order/ }).click();
  const ordered = page.getByText("Order placed successfully!").first();
  const refused = page.getByText("Not enough in stock").first();
  await expect(ordered.or(refused)).toBeVisible({ timeout: 20_000 });
  return (await ordered.isVisible()) ? "ordered" : "refused";
}

test("@core two shoppers race for the last bottle, samples sell beside it, and a waiting shopper hears once when it is back", async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(context, baseURL!);
  await visit(page, `/product/${FRAGRANCE}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await setStock(page, "10 ml roll-on", 1, "Counted");

  const stamp = `${test.info().project.name}-${Date.now().toString(36)}`;
  const ana = await shopperPage(browser, baseURL!);
  const ben = await shopperPage(browser, baseURL!);
  try {
    // Ana wants three samples and the bottle; Ben wants the bottle.
    await readyToPay(ana, [{ size: "2ml", quantity: 3 }, { size: "10ml", quantity: 1 }], `ana-${stamp}@example.com`);
    await readyToPay(ben, [{ size: "10ml", quantity: 1 }], `ben-${stamp}@example.com`);
    const [anaResult, benResult] = await Promise.all([placeOrder(ana), placeOrder(ben)]);
    expect([anaResult, benResult].sort()).toEqual(["ordered", "refused"]);
    const loser = anaResult === "refused" ? ana : ben;
    await expect(loser.getByText(`Only 0 left of ${name}: your cart was updated.`)).toBeVisible();

    if (anaResult === "refused") {
      // Her cart keeps the samples; she buys them.
      await fillCheckout(ana, { email: `ana-${stamp}@example.com` });
      await ana.getByRole("button", { name: /^Place Order/ }).click();
      await expect(ana.getByText("Order placed successfully!").first()).toBeVisible({ timeout: 20_000 });
    }
    const items = ana.getByRole("list", { name: "Ordered items" });
    await expect(items).toContainText(`${name} (2 ml sample) × 3`);
    if (anaResult === "ordered") await expect(items).toContainText(`${name} (10 ml) × 1`);

    // The bottle is sold out; a third shopper asks to hear when it is back.
    const cleo = await shopperPage(browser, baseURL!);
    try {
      await visit(cleo, `/product/${FRAGRANCE}`);
      const main = cleo.getByRole("main");
      await expect(main.getByText("Sold out").first()).toBeVisible();
      const signUp = main.getByRole("region", { name: "Email me when it's back" });
      await signUp.getByRole("textbox", { name: "Email" }).fill(`cleo-${stamp}@example.com`);
      await signUp.getByRole("button", { name: "Email me when it's back" }).click();
      await expect(main.getByRole("status").filter({ hasText: "We'll e-mail you when it's back." })).toBeVisible();
    } finally {
      await cleo.context().close();
    }
  } finally {
    await ana.context().close();
    await ben.context().close();
  }

  // The admin restocks five: the table, the ledger and the product page agree, and Cleo has one e-mail.
  await setStock(page, "10 ml roll-on", 5, "Received");
  await visit(page, `/admin?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row").filter({ hasText: name }).getByTestId("stock-10ml")).toHaveText("10 ml: 5Low");
  await visit(page, "/admin/activity?view=stock");
  const movements = page.getByRole("row").filter({ hasText: name });
  await expect(movements.filter({ hasText: "Received" }).first()).toContainText("+5");
  await expect(movements.filter({ hasText: "Sold" }).first()).toBeVisible();
  await visit(page, "/admin/emails");
  const mails = page.getByRole("row").filter({ hasText: `cleo-${stamp}@example.com` });
  await expect(mails).toHaveCount(1);
  await expect(mails).toContainText(`${name} is back in stock`);
  await visit(page, `/product/${FRAGRANCE}`);
  await expect(page.getByRole("main").getByText("Only 5 left").first()).toBeVisible();

  // Back to plenty for the next run over the same database.
  await setStock(page, "10 ml roll-on", 10_000, "Counted");
});
