import { expect, test } from "@playwright/test";

// The shop in Stripe mode (tests/e2e/stripe-server.ts: a local fake Stripe
// with a hosted checkout page and a stand-in Stripe.js). With JavaScript the
// card goes into Stripe's Payment Element; without it Place Order goes to
// Stripe Checkout. Either way the browser comes back to our confirmation page,
// which reads the payment from Stripe, and no card number reaches our server.
const origin = process.env.E2E_STRIPE_ORIGIN!;

test.use({
  baseURL: origin,
  storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: "popup_seen", value: "true" }] }] },
});

test("pays with Stripe and shows the paid order; no card number reaches our server", async ({ page, javaScriptEnabled }) => {
  const toOurServer: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(origin)) toOurServer.push(`${request.url()} ${request.postData() ?? ""}`);
  });
  const added = await page.request.post("/resources/cart", { form: { intent: "add", fragranceId: "3", redirectTo: "/cart" } });
  expect(added.ok()).toBe(true);
  await page.goto("/checkout");
  // Our own card inputs do not exist in Stripe mode.
  await expect(page.getByLabel("Card Number", { exact: true })).toHaveCount(0);

  await page.getByLabel("Full Name").fill("Ana Lima");
  await page.getByLabel("Email").fill(`stripe-e2e-${Date.now()}@example.com`);
  await page.getByLabel("Address").fill("1 Larimer St");
  await page.getByLabel("City").fill("Denver");
  await page.getByLabel("Zip/Postal Code").fill("80202");
  if (javaScriptEnabled) {
    // Stripe's field (the stand-in mounts a plain input where the Payment Element's frame would be).
    await page.getByLabel("Card number (Stripe)").fill("4242 4242 4242 4242");
  } else {
    await expect(page.getByText("You enter your card on Stripe's secure payment page after Place Order.")).toBeVisible();
  }
  await page.getByRole("button", { name: /^Place Order - \$/ }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}/);
  await expect(page.getByText("Payment received")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  // The card number, typed with spaces, in any encoding a form or URL gives it (not
  // just "4242": the e-mail's Date.now() digits held "4242" once and failed the run).
  expect(toOurServer.join("\n")).not.toMatch(/4242(?:\s|\+|%20)?4242/);
});
