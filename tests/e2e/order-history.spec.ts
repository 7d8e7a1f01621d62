import { expect, test, type Page } from "@playwright/test";
import { addToCartDirectly, fillCheckout } from "./checkout-form";
import { PASSWORD, registerThroughPage, uniqueEmail } from "./support-accounts";
import { expectToast } from "./toast";
import { visit } from "./visit";
import { withJavaScript } from "./project";

async function placeOrder(page: Page, email: string) {
  await addToCartDirectly(page, 1);
  await addToCartDirectly(page, 1);
  await visit(page, "/checkout");
  await fillCheckout(page, { email });
  await page.getByRole("button", { name: "Place Order - $85.00" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
  return (await page.getByTestId("order-number").textContent())!;
}

test.describe("order history", () => {
  test("a signed-in shopper finds their order on the account page and opens it", async ({ page }) => {
    const email = uniqueEmail("history");
    await registerThroughPage(page, email);
    const orders = page.getByRole("region", { name: "My Orders" });
    await expect(orders.getByText("You haven't placed any orders yet.")).toBeVisible();

    const number = await placeOrder(page, email);
    const orderUrl = page.url();
    expect(number).toMatch(/^[0-9A-F]{8}$/);

    await visit(page, "/account");
    const row = orders.getByRole("row").filter({ has: page.getByRole("link", { name: `Order ${number}` }) });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("$85.00");
    await row.getByRole("link", { name: `Order ${number}` }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText(number);
  });

  test("the order's link asks its owner to log in first, then opens it; another account gets Not Found", async ({ page, browser, baseURL }) => {
    // Three browsers and two registrations (password hashes) on a shared machine.
    test.slow();
    // Other browsers, as the project runs them (scripts on or off), having seen the welcome popup.
    const newBrowser = () =>
      browser.newContext({
        baseURL,
        javaScriptEnabled: withJavaScript(),
        storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "popup_seen", value: "true" }] }] },
      });
    const email = uniqueEmail("owner");
    await registerThroughPage(page, email);
    const number = await placeOrder(page, email);
    const orderPath = new URL(page.url()).pathname;

    // The e-mail's link opened in a browser that is not signed in.
    const fresh = await newBrowser();
    const signedOut = await fresh.newPage();
    await visit(signedOut, orderPath);
    await expect(signedOut).toHaveURL(/\/login\?redirectTo=%2Forders%2F[0-9a-f]{32}$/);
    await signedOut.getByLabel("Email").fill(email);
    await signedOut.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await signedOut.getByRole("button", { name: "Log in" }).click();
    await expect(signedOut).toHaveURL(new RegExp(`${orderPath}$`));
    await expect(signedOut.getByTestId("order-number")).toHaveText(number);

    // Someone else's account.
    const other = await newBrowser();
    const stranger = await other.newPage();
    await registerThroughPage(stranger, uniqueEmail("stranger"));
    const response = await stranger.goto(orderPath);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByText("Thank you for your order")).toHaveCount(0);
    await expect(stranger.getByRole("region", { name: "My Orders" })).toHaveCount(0);
    await fresh.close();
    await other.close();
  });

  test("a guest's order joins the account registered later with its e-mail, from the order's link", async ({ page }) => {
    const email = uniqueEmail("guest");
    const number = await placeOrder(page, email);
    const orderPath = new URL(page.url()).pathname;
    await registerThroughPage(page, email);
    const orders = page.getByRole("region", { name: "My Orders" });
    await expect(orders.getByText("You haven't placed any orders yet.")).toBeVisible();

    // The link from the confirmation e-mail, opened signed in.
    await visit(page, orderPath);
    await page.getByRole("button", { name: "Add to my account" }).click();
    await expectToast(page, "Order added to your account");
    await expect(page.getByRole("button", { name: "Add to my account" })).toHaveCount(0);
    await visit(page, "/account");
    await expect(orders.getByRole("link", { name: `Order ${number}` })).toBeVisible();
  });
});
