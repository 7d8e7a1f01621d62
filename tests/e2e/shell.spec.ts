import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("app shell", () => {
  test("home shows the header, footer and hero", async ({ page }) => {
    await visit(page, "/");
    await expect(page).toHaveTitle("Premium Roll-On Fragrance Oils | Onbrand Fragrances");
    await expect(page.getByRole("heading", { level: 1, name: "Discover Your Signature Scent" })).toBeVisible();
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Shop", "About", "Member Access"]) {
      await expect(main.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Cart, 0 items$/ })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "For Him" })).toHaveAttribute("href", "/shop/male");
    await expect(footer.getByRole("link", { name: "For Her" })).toHaveAttribute("href", "/shop/female");
    await expect(footer.getByRole("link", { name: "Unisex" })).toHaveAttribute("href", "/shop/unisex");
  });

  test("every header and footer link leads to a real page", async ({ page, request }) => {
    await visit(page, "/");
    const hrefs = await page
      .locator("header a[href^='/'], footer a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("unknown paths show the 404 page", async ({ page }) => {
    for (const path of ["/no-such-page", "/not-found"]) {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    }
  });

  test("the header search submits to the shop", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("banner").getByLabel("Search", { exact: true }).click();
    await page.getByRole("searchbox", { name: "Search fragrances" }).fill("rose");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/shop\?search=rose$/);
  });

  test("follows a dark system setting until the visitor chooses light", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await visit(page, "/about");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("class", "");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeHidden();
    const saved = page.waitForResponse((r) => r.url().includes("/resources/theme") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await saved;
    await expect(html).toHaveClass("light");
    await expect.poll(background).not.toBe(dark);
    await page.reload();
    await expect(html).toHaveClass("light");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });

  test("the theme switch is kept across reloads", async ({ page }) => {
    await visit(page, "/about");
    await expect(page.locator("html")).not.toHaveClass("dark");
    // The class changes optimistically; wait for the cookie's response before reloading.
    const saved = page.waitForResponse((r) => r.url().includes("/resources/theme") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await saved;
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page).toHaveURL(/\/about$/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass("dark");
  });

  test("the mobile menu opens on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await visit(page, "/");
    await page.getByLabel("Menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Member Access" }).click();
    await expect(page).toHaveURL(/\/summer-mood-board$/);
  });

  test("the browser test page raises an alert @js", async ({ page }) => {
    await visit(page, "/test");
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Test Alert" }).click();
    await expect.poll(() => alerts).toEqual(["alert: JavaScript is working in this browser."]);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("client navigation scrolls back to the top @js", async ({ page }) => {
    await visit(page, "/shop");
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
