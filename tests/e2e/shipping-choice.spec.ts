// Standard or Express at checkout (issue 33): priced on the server, the total
// following the ticked method with scripts and without, the method and its
// promised days kept on the order; an admin sets the prices.
import { expect, test, type Page } from "@playwright/test";
import { deliveryWindow } from "../../app/lib/delivery-window";
import { formatDeliveryWindow } from "../../app/lib/shipping";
import { addToCartDirectly, fillCheckout } from "./checkout-form";
import { signInAsAdmin } from "./sessions";
import { uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";
import { withJavaScript } from "./project";

/** The summary's figures for the ticked method (the other method's are in the page, hidden). */
const shownTotals = (page: Page) => page.getByTestId("order-totals").filter({ visible: true });

test("a shopper picks Express: the total follows at once, and the order, its page and its row keep the method and its days", { tag: "@core" }, async ({ page }) => {
  const email = uniqueEmail("express");
  await addToCartDirectly(page, 1);
  await addToCartDirectly(page, 1);
  await visit(page, "/checkout");
  await fillCheckout(page, { email });

  const methods = page.getByRole("group", { name: "Shipping Method" });
  const standard = methods.getByRole("radio", { name: /^Standard \(3-5 business days\)/ });
  const express = methods.getByRole("radio", { name: /^Express \(1-2 business days\)/ });
  await expect(standard).toBeChecked();
  await expect(methods).toContainText("$5.00");
  await expect(methods).toContainText("$15.00");
  await expect(shownTotals(page)).toContainText("Shipping (Standard)$5.00");
  await expect(page.getByRole("button", { name: "Place Order - $85.00" })).toBeVisible();

  await express.check();
  // No round trip: the page shows the ticked method's figures, with scripts or without.
  await expect(shownTotals(page)).toHaveCount(1);
  await expect(shownTotals(page)).toContainText("Shipping (Express)$15.00");
  await expect(shownTotals(page)).toContainText("Total$95.00");
  await expect(page.getByText("Pay in 4 interest-free installments of $23.75 with Afterpay.")).toBeVisible();
  await page.getByRole("button", { name: "Place Order - $95.00" }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
  const publicId = page.url().split("/").pop()!;
  await expect(page.getByText("Express (1-2 business days)", { exact: true })).toBeVisible();
  await expect(shownTotals(page)).toContainText("Shipping (Express)$15.00");
  await expect(shownTotals(page)).toContainText("Total$95.00");

  // What was stored, as the order API reads it (not the database: on Workers a second reader can make the app's writes fail).
  const stored = await (await page.request.get(`/api/orders/${publicId}`)).json();
  expect(stored).toMatchObject({ shippingMethod: "express", shippingCents: 1500, totalCents: 9500 });
  // The days promised are the rule's for the moment the order was placed (Denver's day, business days).
  const promised = deliveryWindow("express", stored.createdAt);
  expect(stored.deliveryWindow).toEqual(promised);
  await expect(page.getByText(formatDeliveryWindow(promised), { exact: true })).toBeVisible();
});

test("an admin makes Standard shipping free from a threshold: a large cart ships free, a wrong price is refused beside its field", { tag: "@core" }, async ({ page, context, baseURL, browser }) => {
  // The JavaScript and no-JavaScript runs share one shop and may run at once:
  // each sets its own threshold, and leaves it (no other test's cart comes
  // near $5,000; both thresholds are under this test's cart of $7,920).
  const thresholdDollars = withJavaScript() ? 5000 : 6000;
  await signInAsAdmin(context, baseURL!);
  await visit(page, "/admin/settings");
  const form = page.getByRole("region", { name: "Shipping" });
  await expect(page.getByLabel("Standard shipping price ($)")).toHaveValue("5.00");
  // A price that is no amount: the message beside the field, the other fields as typed.
  await page.getByLabel("Express shipping price ($)").fill("fifteen");
  await page.getByLabel(/Free Standard shipping from/).fill(String(thresholdDollars));
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Express shipping price: enter an amount in dollars, like 5.00")).toBeVisible();
  await expect(page.getByLabel("Express shipping price ($)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/Free Standard shipping from/)).toHaveValue(String(thresholdDollars));
  // (That nothing is stored on a refused form is checked in tests/integration/shipping-choice.test.ts.)

  await page.getByLabel("Express shipping price ($)").fill("15.00");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved");
  await expect(page.getByLabel(/Free Standard shipping from/)).toHaveValue(`${thresholdDollars}.00`);
  await expect(page.getByLabel("Express shipping price ($)")).toHaveValue("15.00");

  // A shopper of their own (not the admin, whose cart other tests use): 99 bottles each of two $40.00 fragrances, $7,920.
  const { javaScriptEnabled, storageState } = test.info().project.use;
  const shopperContext = await browser.newContext({ baseURL, javaScriptEnabled, storageState });
  try {
    const shopper = await shopperContext.newPage();
    for (const fragranceId of [1, 2]) {
      await addToCartDirectly(shopper, fragranceId);
      const set = await shopper.request.post("/resources/cart", { form: { intent: "update", fragranceId: String(fragranceId), quantity: "99", redirectTo: "/cart" } });
      expect(set.ok()).toBe(true);
    }
    await visit(shopper, "/checkout");
    const methods = shopper.getByRole("group", { name: "Shipping Method" });
    await expect(methods.getByRole("radio", { name: /^Standard .*Free/ })).toBeChecked();
    await expect(shownTotals(shopper)).toContainText("Shipping (Standard)$0.00");
    await expect(shownTotals(shopper)).toContainText("Total$7920.00");
  } finally {
    await shopperContext.close();
  }

  await visit(page, "/admin/activity");
  await expect(page.getByRole("table").getByText("Settings (Shipping)").first()).toBeVisible();
});
