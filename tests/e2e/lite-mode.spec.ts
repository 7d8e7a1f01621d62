import { expect, test } from "@playwright/test";
import { stopPageTime } from "./page-clock";
import { visit } from "./visit";

test.describe("lite mode", () => {
  test("the footer switch turns it on and off, with or without JavaScript", async ({ page }) => {
    await visit(page, "/shop");
    await expect(page.locator("html")).toHaveAttribute("data-lite-mode", "off");
    await page.getByRole("button", { name: "Lite mode: off" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-lite-mode", "on");
    await expect(page).toHaveURL(/\/shop$/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Lite mode: on" })).toBeVisible();
    await page.getByRole("button", { name: "Lite mode: on" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-lite-mode", "off");
  });
});

test.describe("Save-Data @js", () => {
  // A first-time visitor whose browser asks to save data.
  test.use({ extraHTTPHeaders: { "Save-Data": "on" }, storageState: { cookies: [], origins: [] } });

  test("loads no optional code: no welcome pop-up and no product code fetched on hover", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.clock.install();
    await visit(page, "/shop");
    await expect(page.locator("html")).toHaveAttribute("data-lite-mode", "on");
    const loaded = scripts.length;
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).hover();
    // Past the pop-up's 3 s and any hover delay, on the page's own clock.
    await page.clock.runFor(5_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("link[rel=prefetch], link[rel=modulepreload][href*='about']")).toHaveCount(0);
    expect(scripts.slice(loaded)).toEqual([]);
  });

});

test.describe("without Save-Data @js", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the same visit prefetches on hover and shows the pop-up (so the checks above can fail)", async ({ page }) => {
    // The page's time stands still until the hover: the pop-up opens 3 s after load (the boot
    // script's timer, decision 0045), however long a busy machine takes to get here.
    await stopPageTime(page);
    await visit(page, "/shop");
    await expect(page.locator("html")).toHaveAttribute("data-lite-mode", "off");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).hover();
    // Prefetch first: once the pop-up opens its overlay sits under the mouse, the
    // link gets a mouseleave and Remix drops its prefetch links again.
    await page.clock.runFor(1_000);
    await expect(page.locator("link[rel=modulepreload][href*='about']")).not.toHaveCount(0);
    await page.clock.runFor(4_000);
    await expect(page.getByRole("dialog", { name: "Welcome to Onbrand!" })).toBeVisible();
  });
});
