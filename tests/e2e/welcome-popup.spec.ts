import { expect, test, type Page } from "@playwright/test";
import { expectToast } from "./toast";
import { hydrate, visit } from "./visit";
import { withJavaScript } from "./project";

// A first-time visitor: nothing in local storage.
test.use({ storageState: { cookies: [], origins: [] } });

const storage = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

test.describe("welcome popup", () => {
  test("appears on a first visit only with JavaScript, and never blocks a page without it", async ({ page }) => {
    await visit(page, "/");
    const dialog = page.getByRole("dialog", { name: "Welcome to Onbrand!" });
    if (!withJavaScript()) {
      await page.waitForTimeout(3500);
      await expect(dialog).toHaveCount(0);
      await page.getByRole("link", { name: "Explore Collection" }).click();
      await expect(page).toHaveURL(/\/shop$/);
      return;
    }
    await expect(dialog).toBeVisible({ timeout: 6000 });
  });

  test("opens 3 s after load; the close button marks it seen for good @js", async ({ page }) => {
    // When the dialog appears, on the page's clock (0 is the start of its load).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector("[role='dialog']")) return;
        (window as unknown as { dialogAt: number }).dialogAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, "/");
    const dialog = page.getByRole("dialog", { name: "Welcome to Onbrand!" });
    await expect(dialog).toBeVisible({ timeout: 6000 });
    const openedAt = await page.evaluate(() => (window as unknown as { dialogAt: number }).dialogAt);
    // Not before 3 s; a little after is the time to fetch the dialog's code.
    expect(openedAt).toBeGreaterThanOrEqual(3000);
    expect(openedAt).toBeLessThan(5000);
    await expect(dialog.getByText("10% off your first order")).toBeVisible();
    await expect(dialog.getByText(/receive promotional emails.*unsubscribe at any time/)).toBeVisible();
    await expect(dialog.getByText(/10ml glass roll-on bottles/)).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storage(page, "popup_seen")).toBe("true");
    await page.reload();
    // The app runs (a key press), and still no popup once its time has passed.
    await hydrate(page);
    await page.waitForTimeout(4000);
    await expect(dialog).toHaveCount(0);
  });

  test("a click on the backdrop closes it and marks it seen @js", async ({ page }) => {
    await visit(page, "/faq");
    const dialog = page.getByRole("dialog", { name: "Welcome to Onbrand!" });
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    expect(await storage(page, "popup_seen")).toBe("true");
  });

  test("claiming the offer checks the address, stores it and announces WELCOME10 @js", async ({ page }) => {
    await visit(page, "/");
    const dialog = page.getByRole("dialog", { name: "Welcome to Onbrand!" });
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await dialog.getByLabel("Email address").fill("not-an-address");
    await dialog.getByRole("button", { name: "Claim My 10% Discount" }).click();
    await expectToast(page, "Invalid Email", "Please enter a valid email address.");
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Email address").fill("first.visit@example.com");
    await dialog.getByRole("button", { name: "Claim My 10% Discount" }).click();
    await expectToast(page, "Your 10% discount is ready!", "Use code WELCOME10 at checkout for 10% off your first order.");
    await expect(dialog).toHaveCount(0);
    expect(await storage(page, "newsletter_email")).toBe("first.visit@example.com");
    expect(await storage(page, "discount_claimed")).toBe("true");
    await page.reload();
    // The app runs (a key press), and still no popup once its time has passed.
    await hydrate(page);
    await page.waitForTimeout(4000);
    await expect(dialog).toHaveCount(0);
  });

  test("a toast shown while the popup is open is read out, even after an earlier toast @js", async ({ page }) => {
    // The product page's reveal toast comes first: the toast region exists before the popup opens
    // (and the modal popup hides everything that is already on the page from screen readers).
    await visit(page, "/product/2");
    await expect(page.getByRole("status").filter({ hasText: "Premium Fragrance" })).toBeAttached();
    const dialog = page.getByRole("dialog", { name: "Welcome to Onbrand!" });
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await dialog.getByLabel("Email address").fill("not-an-address");
    await dialog.getByRole("button", { name: "Claim My 10% Discount" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid Email" })).toHaveText(
      "Invalid Email. Please enter a valid email address.",
    );
  });
});
