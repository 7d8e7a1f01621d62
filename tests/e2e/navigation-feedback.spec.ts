import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("feedback on every tap @js", () => {
  test("a slow page shows the progress bar until it arrives", async ({ page }) => {
    await visit(page, "/shop");
    // Hold the next page's data until the bar has been seen: a slow connection, made deterministic.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/about\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByRole("progressbar", { name: "Loading" });
    await expect(bar).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(bar).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test("a slow add to cart shows the bar while the button and badge already say it is added", async ({ page }) => {
    await visit(page, "/product/4");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/resources\/cart/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("progressbar", { name: "Loading" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    release();
    await expect(page.getByRole("progressbar", { name: "Loading" })).toHaveCount(0);
  });
});
