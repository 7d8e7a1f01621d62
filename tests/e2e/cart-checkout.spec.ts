import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { addToCartDirectly, fillCheckout } from "./checkout-form";
import { expectToast } from "./toast";
import { visit } from "./visit";
import { withJavaScript } from "./project";

const uniqueEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("cart", () => {
  test("adds to cart from the shop and from the product page", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/shop");
    // The badge counts the add at once; the answer that stores it (and sets the
    // cart cookie) must arrive before the test leaves the page, or a slow server
    // loses it to the navigation.
    const stored = page.waitForResponse((response) => response.url().includes("/resources/cart") && response.request().method() === "POST");
    await page.getByRole("button", { name: /^Add to Cart: / }).first().click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await stored;
    await expect(page).toHaveURL(/\/shop$/);
    if (!withJavaScript()) await expectToast(page, "Added to Cart");

    await visit(page, "/product/2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(page).toHaveURL(/\/product\/2$/);
  });

  test("shows 'Added to Cart' for 2 seconds, disabled with a check mark @js", async ({ page }) => {
    await visit(page, "/product/3");
    const button = page.getByRole("button", { name: "Add to Cart" });
    await button.click();
    const added = page.getByRole("button", { name: "Added to Cart" });
    await expect(added).toBeDisabled();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled({ timeout: 4000 });
  });

  test("changes quantities and removes lines on the cart page", { tag: "@core" }, async ({ page }) => {
    await addToCartDirectly(page, 1);
    await addToCartDirectly(page, 2);
    await visit(page, "/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("order-totals")).toContainText("$85.00");

    await page.getByLabel("Quantity of Open Range").fill("3");
    await page.getByTestId("cart-line").first().getByRole("button", { name: "Update" }).click();
    await expect(page.getByLabel("Line total for Open Range")).toHaveText("$120.00");
    await expect(page.getByTestId("order-totals")).toContainText("$165.00");
    await expect(page.getByRole("link", { name: "Cart, 4 items" })).toBeVisible();

    await page.getByRole("button", { name: "Remove Open Range" }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await page.getByRole("button", { name: "Remove Patchouli Muse" }).click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("the header cart opens a dropdown with lines and totals @js", async ({ page }) => {
    await addToCartDirectly(page, 1);
    await visit(page, "/about");
    await page.getByRole("link", { name: "Cart, 1 item" }).click();
    const dropdown = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(dropdown.getByText("Open Range")).toBeVisible();
    await expect(dropdown.getByTestId("order-totals")).toContainText("$45.00");
    await dropdown.getByRole("button", { name: "Increase quantity of Open Range" }).click();
    await expect(dropdown.getByTestId("order-totals")).toContainText("$85.00");
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("checkout", () => {
  test("places an order and shows the confirmation", { tag: "@core" }, async ({ page }) => {
    await addToCartDirectly(page, 1);
    await addToCartDirectly(page, 1);
    await visit(page, "/checkout");
    await expect(page.getByText("Test mode: no card is charged.")).toBeVisible();
    await expect(page.getByText("Pay in 4 interest-free installments of $21.25 with Afterpay.")).toBeVisible();
    const email = uniqueEmail("buyer");
    await fillCheckout(page, { email });
    await page.getByRole("button", { name: "Place Order - $85.00" }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expectToast(page, "Order placed successfully!");
    await expectToast(page, "Thank you for your purchase.");
    // The browser tests run with no mail server: the page says the e-mail is waiting, not that it went.
    await expect(page.getByText(`Order details are waiting to be e-mailed to ${email}`)).toBeVisible();
    await expect(page.getByText("1 Larimer St")).toBeVisible();
    await expect(page.getByText("Visa ending in 4242")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  });

  test("changing the order summary keeps what the shopper typed", async ({ page }) => {
    await addToCartDirectly(page, 7);
    await addToCartDirectly(page, 8);
    await visit(page, "/checkout");
    await fillCheckout(page, { email: uniqueEmail("summary") });
    await page.getByLabel("Quantity of", { exact: false }).first().fill("3");
    await page.getByRole("button", { name: "Update" }).first().click();
    await expect(page.getByRole("button", { name: "Place Order - $165.00" })).toBeVisible();
    await page.getByRole("button", { name: /^Remove / }).last().click();
    await expect(page.getByRole("button", { name: "Place Order - $125.00" })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Ana Lima");
    await expect(page.getByLabel("Address")).toHaveValue("1 Larimer St");
    await expect(page.getByLabel("Card Number")).toHaveValue("4242 4242 4242 4242");
  });

  test("pressing Enter in a field places the order", async ({ page }) => {
    await addToCartDirectly(page, 2);
    await addToCartDirectly(page, 3);
    await visit(page, "/checkout");
    await fillCheckout(page, { email: uniqueEmail("enter") });
    // The summary's Update buttons come before Place Order; Enter must not pick them.
    await page.getByLabel("CVV").press("Enter");
    await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  });

  test("pressing Enter in the discount code applies it @js", async ({ page }) => {
    await addToCartDirectly(page, 9);
    await visit(page, "/checkout");
    await fillCheckout(page, { email: uniqueEmail("enter-code") });
    await page.getByLabel("Discount code").fill("WELCOME10");
    await page.getByLabel("Discount code").press("Enter");
    await expect(page.getByText("WELCOME10 applied: 10% off your fragrances.")).toBeVisible();
    // Applied, not an order attempt that stopped on the changed total.
    await expect(page.getByText("Your total has changed")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Place Order - $41.00" })).toBeVisible();
  });

  test("the checkout page has no detectable accessibility violations @js", async ({ page }) => {
    await addToCartDirectly(page, 10);
    await visit(page, "/checkout");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("a declined card keeps the form filled and explains why", { tag: "@core" }, async ({ page }) => {
    await addToCartDirectly(page, 4);
    await visit(page, "/checkout");
    await fillCheckout(page, { email: uniqueEmail("declined"), cardNumber: "4000 0000 0000 0002" });
    await page.getByRole("button", { name: "Place Order - $45.00" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Order failed" });
    await expect(alert).toContainText("There was an error processing your order. Please try again.");
    await expect(alert).toContainText("Your card was declined.");
    await expect(page.getByLabel("Address")).toHaveValue("1 Larimer St");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });

  test("names the missing required fields @js", async ({ page }) => {
    await addToCartDirectly(page, 5);
    await visit(page, "/checkout");
    await page.getByLabel("Full Name").fill("Ana Lima");
    await page.getByRole("button", { name: /^Place Order/ }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Missing information" });
    await expect(alert).toContainText(
      "Please fill in all required fields: Email, Address, City, Name on Card, Card Number, Expiry Date, CVV",
    );
    await expect(page.getByLabel("Card Number")).toHaveAttribute("aria-invalid", "true");
  });

  test("WELCOME10 takes 10% off once per e-mail", { tag: "@core" }, async ({ page }) => {
    const email = uniqueEmail("welcome");
    await addToCartDirectly(page, 6);
    await visit(page, "/checkout");
    await fillCheckout(page, { email });
    await page.getByLabel("Discount code").fill("welcome10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("WELCOME10 applied: 10% off your fragrances.")).toBeVisible();
    await expect(page.getByTestId("order-totals").filter({ visible: true })).toContainText("-$4.00");
    // Without JavaScript the page came back from the server: card fields are as typed.
    await expect(page.getByLabel("Card Number")).toHaveValue("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Place Order - $41.00" }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
    // The address can change before the order page replaces the checkout, whose totals (one per shipping method) share the test id.
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByTestId("order-totals")).toContainText("$41.00");

    await addToCartDirectly(page, 7);
    await visit(page, "/checkout");
    await fillCheckout(page, { email });
    await page.getByLabel("Discount code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("This discount code has already been used with this email address.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Place Order - $45.00" })).toBeVisible();
  });
});
