import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// From the home page to a placed order with the keyboard alone (Tab,
// Shift+Tab, Enter, Space, arrows and typing), with JavaScript on and off,
// running axe on every page the walk passes through.

test.describe.configure({ timeout: 180_000 });


/**
 * axe needs scripts in the page. Without JavaScript the page's HTML, as the
 * walk got it, is checked in a scripted context where the app's own scripts
 * are left out, so it is the same server HTML and the same stylesheet.
 */
async function expectNoAxeViolations(page: Page) {
  let target = page;
  let scripted: BrowserContext | null = null;
  if (!withJavaScript()) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, "");
    scripted = await page.context().browser()!.newContext({ javaScriptEnabled: true });
    target = await scripted.newPage();
    await target.route(page.url(), (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await target.goto(page.url());
  }
  const results = await new AxeBuilder({ page: target }).analyze();
  await scripted?.close();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The focused element shows a focus ring (the shop's gold outline). */
async function expectFocusRing(page: Page) {
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveCSS("outline-style", "solid");
  await expect(focused).not.toHaveCSS("outline-width", "0px");
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the ring on
 * every stop. One round trip per stop reads both (the walk makes hundreds of
 * stops); the locator is resolved afresh each time, as a re-render may replace it.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}) {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const stop = await target.evaluateAll((targets) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      return { outline: getComputedStyle(focused).outlineStyle, reached: targets.some((target) => target === focused) };
    });
    if (!stop) continue;
    expect(stop.outline, "every stop shows the focus ring").toBe("solid");
    if (stop.reached) return;
  }
  throw new Error(`Could not reach ${target} with ${back ? "Shift+Tab" : "Tab"}`);
}

test("a shopper finds, filters, adds to cart and places an order with the keyboard alone", async ({ page }) => {
  // Home: the skip link comes first, then the header's search toggle.
  await visit(page, "/");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expectFocusRing(page);
  const searchToggle = page.locator("header summary[aria-label='Search']");
  await tabTo(page, searchToggle);
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("searchbox", { name: "Search fragrances" }));
  await page.keyboard.type("rose");
  await page.keyboard.press("Enter");

  // Shop: the search result, then a note filter ticked with Space.
  await expect(page).toHaveURL(/\/shop\?search=rose$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Fragrances" })).toBeVisible();
  await expectNoAxeViolations(page);
  const musk = page.getByRole("checkbox", { name: "musk", exact: true });
  await tabTo(page, musk);
  await page.keyboard.press("Space");
  await expect(musk).toBeChecked();
  if (!withJavaScript()) {
    await tabTo(page, page.getByRole("button", { name: "Apply" }));
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/search=rose&notes=musk/);
  await expect(page.getByText("Active Filters")).toBeVisible();
  await expectNoAxeViolations(page);

  // Product: the first result's page.
  const firstCard = page.getByRole("article").first();
  const productName = (await firstCard.getByRole("heading").first().innerText()).trim();
  await tabTo(page, firstCard.getByRole("link", { name: productName }).first());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add to cart: focus lands on the confirmation.
  await tabTo(page, page.getByRole("button", { name: "Add to Cart", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  if (withJavaScript()) {
    const added = page.getByRole("button", { name: "Added to Cart" });
    await expect(added).toBeFocused();
    await expect(added).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: `${productName} added to cart` })).toHaveCount(1);
  } else {
    const confirmation = page.getByRole("region", { name: "Notifications" }).getByRole("status");
    await expect(confirmation).toContainText("Added to Cart");
    await expect(confirmation).toBeFocused();
  }
  await expectNoAxeViolations(page);

  // Open the cart: a dropdown with scripts (Escape closes it and gives focus
  // back), the cart page without.
  const cartButton = page.getByRole("link", { name: "Cart, 1 item" });
  if (withJavaScript()) {
    await tabTo(page, cartButton, { back: true });
    await page.keyboard.press("Enter");
    const dropdown = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(dropdown.getByText(productName)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dropdown).toHaveCount(0);
    await expect(cartButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dropdown.getByText(productName)).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, dropdown.getByRole("link", { name: "Checkout" }));
  } else {
    await tabTo(page, cartButton);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(productName).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("link", { name: /checkout/i }).last());
  }
  await page.keyboard.press("Enter");

  // Checkout: fill every field from the keyboard, with one mistake.
  await expect(page).toHaveURL(/\/checkout$/);
  await expectNoAxeViolations(page);
  const fields: [string, string][] = [
    ["Full Name", "Kay Board"],
    ["Email", `keyboard-${test.info().project.name}-${Date.now()}@example.com`],
    ["Address", "1 Larimer St"],
    ["City", "Denver"],
    ["State", "CO"],
    ["Zip/Postal Code", "80202"],
    ["Name on Card", "Kay Board"],
    ["Card Number", "4242 4242 4242 4241"],
    ["Expiry Date", "12/39"],
    ["CVV", "123"],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await page.keyboard.press("Enter");

  // The mistake: its message is announced and focus is on the field.
  const cardNumber = page.getByLabel("Card Number", { exact: true });
  await expect(page.getByText("Please enter a valid card number")).toBeVisible();
  await expect(cardNumber).toBeFocused();
  await expect(cardNumber).toHaveAccessibleDescription("Please enter a valid card number");
  await expectNoAxeViolations(page);
  await page.keyboard.press("End");
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Backspace");
  await page.keyboard.type("4242");
  await page.keyboard.press("Enter");

  // The order: focus on the confirmation heading.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
  const heading = page.getByRole("heading", { level: 1, name: "Thank you for your order" });
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe("dialogs close with Escape and give focus back @js", () => {
  test("the filter modal takes focus when it opens, and Escape returns it to Filters", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/shop");
    const filtersButton = page.getByRole("link", { name: "Filters" });
    await tabTo(page, filtersButton);
    await page.keyboard.press("Enter");
    const modal = page.getByRole("dialog", { name: "Filters" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("link", { name: "Close filters" })).toBeFocused();
    await tabTo(page, modal.locator("input[name=notes]").first());
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/notes=/);
    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    await expect(filtersButton).toBeFocused();
  });

  test("the cart dropdown's close button and Escape return focus to the cart button", async ({ page }) => {
    await visit(page, "/");
    const cartButton = page.getByRole("link", { name: "Cart, 0 items" });
    await tabTo(page, cartButton);
    await page.keyboard.press("Enter");
    const dropdown = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(dropdown.getByText("Your cart is empty")).toBeVisible();
    await tabTo(page, dropdown.getByRole("button", { name: "Close cart" }));
    await page.keyboard.press("Enter");
    await expect(dropdown).toHaveCount(0);
    await expect(cartButton).toBeFocused();
    // No trap: from the open panel, Tab moves on past its last control.
    await page.keyboard.press("Enter");
    await tabTo(page, dropdown.getByRole("link", { name: "Browse Fragrances" }));
    await page.keyboard.press("Tab");
    await expect(dropdown.locator(":focus")).toHaveCount(0);
    await expect(page.locator(":focus")).toHaveCount(1);
  });

  test("the header search closes with Escape and returns focus to its toggle", async ({ page }) => {
    await visit(page, "/");
    const toggle = page.locator("header summary[aria-label='Search']");
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const box = page.getByRole("searchbox", { name: "Search fragrances" });
    await tabTo(page, box);
    await page.keyboard.type("Open Range");
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
