import { expect, test, type Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { createDb, type Db } from "../../db/client";
import { emailOutbox, orders, paymentEvents } from "../../db/schema";
import { FAKE_WALLET } from "../support/fake-stripe-js";
import { withJavaScript } from "./project";
import { visit } from "./visit";

// One-tap wallets (issue 39) on the shop in Stripe mode (tests/e2e/stripe-server.ts).
// The stand-in Stripe.js's test wallet plays a real wallet's events against the
// page's own handlers: the click, a Denver address, a change to Express, then
// the confirmation with the wallet's name, e-mail and address. Our server
// prices every step, places the order and answers the intent's secret; the
// fake confirms it and delivers Stripe's signed webhook to the shop before the
// browser lands on the order page. The wallet needs JavaScript (@js); without
// it nothing of it is on the page.
const origin = process.env.E2E_STRIPE_ORIGIN!;

test.use({
  baseURL: origin,
  storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: "popup_seen", value: "true" }] }] },
});

let db: Db | undefined;
/** The Stripe-mode server's database (E2E_STRIPE_DATABASE_URL, playwright.config.ts). */
function stripeShopDb(): Db {
  db ??= createDb({ url: process.env.E2E_STRIPE_DATABASE_URL! });
  return db;
}

async function addToCart(page: Page, fragranceId: number) {
  const added = await page.request.post("/resources/cart", { form: { intent: "add", fragranceId: String(fragranceId), redirectTo: "/cart" } });
  expect(added.ok()).toBe(true);
}

const walletButton = (page: Page) => page.getByRole("button", { name: "Pay with test wallet" });

/** The test wallet pays as a shopper of its own (an e-mail no other test uses); the default Denver address. */
async function walletOf(page: Page, label: string) {
  const email = `wallet-${label}-${Date.now()}@example.com`;
  await page.addInitScript((wallet) => Object.assign(window, { fakeStripeWallet: wallet }), { email });
  return email;
}

/** Pays with the test wallet and waits for the order page; its public id. */
async function payWithWallet(page: Page) {
  await expect(page.getByRole("heading", { name: "Express checkout" })).toBeVisible();
  await walletButton(page).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/, { timeout: 15_000 });
  await expect(page.getByText("Payment received")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** The order as stored, after checking Stripe's webhook paid it once: one payment event, one confirmation e-mail. */
async function paidOnce(publicId: string) {
  const order = (await stripeShopDb().select().from(orders).where(eq(orders.publicId, publicId)).get())!;
  expect(order.status).toBe("paid");
  const events = await stripeShopDb().select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
  expect(events.map((event) => event.type)).toEqual(["payment_intent.succeeded"]);
  expect(await stripeShopDb().select().from(emailOutbox).where(eq(emailOutbox.messageId, `order-confirmation/${publicId}`))).toHaveLength(1);
  return order;
}

test("pays with a wallet from the cart, for the server's amount with Express shipping; the webhook marks it paid once @js", async ({ page }) => {
  const email = await walletOf(page, "cart");
  await addToCart(page, 3);
  await visit(page, "/cart");
  const publicId = await payWithWallet(page);

  const order = await paidOnce(publicId);
  expect(order).toMatchObject({
    customerName: FAKE_WALLET.name,
    customerEmail: email,
    shippingAddress: FAKE_WALLET.address.line1,
    shippingCity: "Denver",
    shippingState: "CO",
    shippingZip: "80202",
    shippingMethod: "express",
    paymentProvider: "stripe",
  });
  // The wallet changed the option to Express in its sheet: the order is priced with it, and its
  // sheet showed what the intent charges (the fake refuses to confirm any other amount).
  expect(order.shippingCents).toBe(1500);
  expect(order.totalBeforeTaxCents + order.taxCents).toBe(order.subtotalCents + 1500);
  await expect(page.getByTestId("order-totals")).toContainText("Express");
});

test("pays with a wallet at the top of checkout, with the checkout's applied code @js", async ({ page }) => {
  await walletOf(page, "checkout");
  await addToCart(page, 4);
  await visit(page, "/checkout");
  await expect(page.getByRole("heading", { name: "Express checkout" })).toBeVisible();
  // Apply validates the form it is part of: the shopper has typed their details before trying a code.
  await page.getByLabel("Full Name").fill("Ana Lima");
  await page.getByLabel("Email").fill(`wallet-form-${Date.now()}@example.com`);
  await page.getByLabel("Address").fill("1 Larimer St");
  await page.getByLabel("City").fill("Denver");
  await page.getByLabel("Zip/Postal Code").fill("80202");
  await page.getByLabel("Discount code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("WELCOME10 applied: 10% off your fragrances.")).toBeVisible();
  const publicId = await payWithWallet(page);

  const order = await paidOnce(publicId);
  expect(order.discountCode).toBe("WELCOME10");
  expect(order.discountCents).toBe(Math.round(order.subtotalCents / 10));
  expect(order.totalBeforeTaxCents + order.taxCents).toBe(order.subtotalCents - order.discountCents + 1500);
});

test("when the shelf empties before the wallet pays, the sheet fails, the page says why and no order is placed @js", async ({ page }) => {
  const email = await walletOf(page, "sold-out");
  const fragranceId = 6;
  const shelf = stripeShopDb();
  const stock = async () =>
    (await shelf.get<{ on_hand: number; name: string }>(
      sql`select s.on_hand as on_hand, f.name as name from fragrances f join stock_levels s on s.fragrance_id = f.id and s.size = '10ml' where f.id = ${fragranceId}`,
    ))!;
  const { on_hand: onHand, name } = await stock();
  const move = (delta: number) =>
    shelf.run(sql`insert into stock_movements (fragrance_id, size, delta, reason) values (${fragranceId}, '10ml', ${delta}, ${delta < 0 ? "damaged" : "received"})`);
  await addToCart(page, fragranceId);
  await visit(page, "/cart");
  await expect(walletButton(page)).toBeVisible();
  await move(-onHand);
  try {
    await walletButton(page).click();
    await expect(page.getByRole("alert")).toContainText(name);
    // Refused at the payment (or already at the address, should the quote weigh the shelf too).
    await expect(page.locator("[data-fake-wallet-state]")).toHaveAttribute("data-fake-wallet-state", /^(failed|refused)$/);
    await expect(page).toHaveURL(/\/cart$/);
    expect(await shelf.select().from(orders).where(eq(orders.customerEmail, email))).toHaveLength(0);
  } finally {
    await move(onHand);
  }
});

test("the wallet needs JavaScript: without it the cart and checkout show none and Stripe Checkout still pays", async ({ page }) => {
  await addToCart(page, 5);
  await visit(page, "/cart");
  if (withJavaScript()) {
    await expect(walletButton(page)).toBeVisible();
    return;
  }
  await expect(page.getByRole("heading", { name: "Express checkout" })).toHaveCount(0);
  await expect(page.getByTestId("express-checkout")).toHaveCount(0);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByTestId("express-checkout")).toHaveCount(0);
  await page.getByLabel("Full Name").fill("Ana Lima");
  await page.getByLabel("Email").fill(`wallet-nojs-${Date.now()}@example.com`);
  await page.getByLabel("Address").fill("1 Larimer St");
  await page.getByLabel("City").fill("Denver");
  await page.getByLabel("Zip/Postal Code").fill("80202");
  await page.getByRole("button", { name: /^Place Order - \$/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}/);
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
});
