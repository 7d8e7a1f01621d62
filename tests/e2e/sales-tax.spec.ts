// Sales tax at checkout (issue 39) in a browser, with scripts and without, on
// both runtimes. The e2e shop is shared by every spec, and the others ship to
// Denver: this one registers Washington (6.5 %, which taxes shipping too) so
// no other spec's totals change. The Denver/Oregon figures are checked in
// tests/integration/sales-tax-checkout.test.ts.
import { expect, test, type Page } from "@playwright/test";
import { addToCartDirectly } from "./checkout-form";
import { collectSalesTaxIn } from "./sales-tax-settings";
import { signInAsAdmin } from "./sessions";
import { uniqueEmail } from "./support-accounts";
import { visit } from "./visit";
import { withJavaScript } from "./project";

const shownTotals = (page: Page) => page.getByTestId("order-totals").filter({ visible: true });

async function fillSeattle(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Rey Park");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Address").fill("400 Pine St");
  await page.getByLabel("City").fill("Seattle");
  await page.getByLabel("State").selectOption("WA");
  await page.getByLabel("Zip/Postal Code").fill("98101");
  await page.getByLabel("Zip/Postal Code").blur();
  await page.getByLabel("Name on Card").fill("Rey Park");
  await page.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry Date").fill("12/39");
  await page.getByLabel("CVV").fill("123");
}

test("the shop registered in Washington: a Seattle order carries 6.5 % on the bottles and the shipping, shown as its own line", { tag: "@core" }, async ({ page, context, baseURL, browser }) => {
  await signInAsAdmin(context, baseURL!);
  await collectSalesTaxIn(page, "Washington");

  // A shopper of their own: two bottles at $40.00 and $5.00 shipping, $85.00 before tax.
  const shopper = await browser.newPage({ baseURL, javaScriptEnabled: withJavaScript() });
  await addToCartDirectly(shopper, 1);
  await addToCartDirectly(shopper, 1);
  await visit(shopper, "/cart");
  await expect(shownTotals(shopper)).toContainText("Sales taxCalculated at checkout");
  await visit(shopper, "/checkout");
  await expect(shownTotals(shopper)).toContainText("Added once you enter your state and ZIP code");
  await fillSeattle(shopper, uniqueEmail("seattle"));

  // round(8000 × 6.5 %) = 520 on the bottles, round(500 × 6.5 %) = 33 on the shipping.
  if (withJavaScript()) {
    // The page asked the server when the State and ZIP changed: the total follows before the order is placed.
    await expect(shownTotals(shopper)).toContainText("Sales tax (Washington state rate 6.5%)$5.53");
    await shopper.getByRole("button", { name: "Place Order - $90.53" }).click();
  } else {
    // Without scripts the first post tells the new total; the order is placed only for the total seen.
    await shopper.getByRole("button", { name: "Place Order - $85.00" }).click();
    await expect(shopper.getByText("Your order total is now $90.53, including $5.53 sales tax. Please check it and place your order again.")).toBeVisible();
    await expect(shopper.getByLabel("State")).toHaveValue("WA");
    await expect(shownTotals(shopper)).toContainText("Sales tax (Washington state rate 6.5%)$5.53");
    await shopper.getByRole("button", { name: "Place Order - $90.53" }).click();
  }
  await expect(shopper).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
  await expect(shownTotals(shopper)).toContainText("Sales tax (Washington state rate 6.5%)$5.53");
  await expect(shownTotals(shopper)).toContainText("Total$90.53");
  const publicId = shopper.url().split("/").pop()!;
  const stored = await (await shopper.request.get(`/api/orders/${publicId}`)).json();
  expect(stored).toMatchObject({ totalCents: 9053, taxCents: 553 });
  await shopper.close();
});

test("a State and ZIP that disagree are refused beside the ZIP, before anything is charged", async ({ page }) => {
  await addToCartDirectly(page, 1);
  await visit(page, "/checkout");
  await page.getByLabel("Full Name").fill("Rey Park");
  await page.getByLabel("Email").fill(uniqueEmail("mismatch"));
  await page.getByLabel("Address").fill("400 Pine St");
  await page.getByLabel("City").fill("Seattle");
  await page.getByLabel("State").selectOption("WA");
  await page.getByLabel("Zip/Postal Code").fill("80202");
  await page.getByLabel("Name on Card").fill("Rey Park");
  await page.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry Date").fill("12/39");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page.getByText("ZIP code 80202 is in Colorado, not Washington")).toBeVisible();
  await expect(page.getByLabel("Zip/Postal Code")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/checkout$/);
});
