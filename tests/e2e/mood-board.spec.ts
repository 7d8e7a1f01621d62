import { expect, test, type Page } from "@playwright/test";
import { expectToast } from "./toast";
import { visit } from "./visit";
import { withJavaScript } from "./project";

const boardItems = (page: Page) => page.getByRole("list", { name: "Fragrances on your board" }).getByRole("listitem");
const addLinks = (page: Page, section: string) =>
  page.getByRole("region", { name: section }).getByRole("link", { name: /^Add .* to mood board$/ });

test.describe("mood board", () => {
  test("opens on Summer with Tropical Paradise and lists recommendations", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/summer-mood-board");
    await expect(page.getByRole("main").getByText("Member Access")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Summer Mood Board" })).toBeVisible();
    const seasons = page.getByRole("navigation", { name: "Season" }).getByRole("link");
    await expect(seasons).toHaveText(["Spring", "Summer", "Autumn", "Winter"]);
    await expect(page.getByRole("navigation", { name: "Season" }).getByRole("link", { name: "Summer" })).toHaveAttribute("aria-current", "true");
    const moods = page.getByRole("navigation", { name: "Mood" }).getByRole("link");
    await expect(moods).toHaveText(["Tropical Paradise", "Citrus Fresh", "Ocean Breeze", "Sunset Vibes"]);
    await expect(page.getByRole("heading", { name: "My Summer Mood Board" })).toBeVisible();
    const moodCount = await addLinks(page, "Recommended for Tropical Paradise").count();
    expect(moodCount).toBeGreaterThan(0);
    expect(moodCount).toBeLessThanOrEqual(6);
    const seasonCount = await addLinks(page, "Summer Favorites").count();
    expect(seasonCount).toBeGreaterThan(0);
    expect(seasonCount).toBeLessThanOrEqual(8);
    await expect(page.getByRole("heading", { name: "Pairing Suggestions" })).toHaveCount(0);
  });

  test("a shopper builds, renames and trims a board, and its link reproduces it in a fresh browser", { tag: "@core" }, async ({ page, browser, baseURL }) => {
    // A dozen page loads plus a second browser: generous on a busy machine.
    test.setTimeout(90_000);
    await visit(page, "/summer-mood-board");
    const picks = addLinks(page, "Recommended for Tropical Paradise");
    const first = (await picks.nth(0).getAttribute("aria-label"))!.replace(/^Add | to mood board$/g, "");
    await picks.nth(0).click();
    await expectToast(page, "Added to Mood Board");
    await expect(boardItems(page)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Pairing Suggestions" })).toHaveCount(0);
    for (let i = 0; i < 2; i++) {
      await addLinks(page, "Summer Favorites").nth(0).click();
      await expect(boardItems(page)).toHaveCount(i + 2);
    }
    await expect(page.getByRole("heading", { name: "Pairing Suggestions" })).toBeVisible();
    await expect(page.getByText("3 of 6 fragrances")).toBeVisible();

    await page.getByLabel("Board name").fill("Beach Weekend");
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByRole("heading", { name: "Beach Weekend" })).toBeVisible();

    await page.getByRole("link", { name: `Remove ${first}` }).click();
    await expect(boardItems(page)).toHaveCount(2);
    await expect(page.getByRole("link", { name: `Remove ${first}` })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Beach Weekend" })).toBeVisible();
    await expect(boardItems(page)).toHaveCount(2);

    const shareUrl = await page.getByLabel("Share link").inputValue();
    // An absolute link on the shop's own origin (the Node server's or the Worker's).
    expect(shareUrl.startsWith(`${baseURL}/summer-mood-board?`)).toBe(true);
    const names = await boardItems(page).locator("p").allTextContents();
    const fresh = await browser.newContext({ javaScriptEnabled: withJavaScript() });
    const other = await fresh.newPage();
    await other.goto(shareUrl);
    await expect(other.getByRole("heading", { name: "Beach Weekend" })).toBeVisible();
    await expect(boardItems(other).locator("p")).toHaveText(names);
    await fresh.close();
  });

  test("a season change resets the mood and the board name but keeps the fragrances", async ({ page }) => {
    await visit(page, "/summer-mood-board?season=summer&mood=ocean-breeze&items=1-m&name=Mine");
    await expect(page.getByRole("heading", { name: "Mine" })).toBeVisible();
    await page.getByRole("navigation", { name: "Season" }).getByRole("link", { name: "Autumn" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Autumn Mood Board" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "My Autumn Mood Board" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mood" }).getByRole("link", { name: "Spiced Warmth" })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/season=autumn&mood=spiced-warmth&items=1-m$/);
    await expect(boardItems(page)).toHaveCount(1);
  });

  test("the board holds at most six fragrances", async ({ page }) => {
    await visit(page, "/summer-mood-board?items=1,2,3,4,5,6");
    await expect(boardItems(page)).toHaveCount(6);
    await addLinks(page, "Summer Favorites").nth(0).click();
    await expectToast(page, "Mood Board Full", "You can add up to 6 fragrances to your mood board.");
    await expect(boardItems(page)).toHaveCount(6);
  });

  test("a resized item keeps its size in the link", async ({ page }) => {
    await visit(page, "/summer-mood-board?items=1-m");
    await expect(boardItems(page).first()).toHaveAttribute("data-size", "medium");
    await page.getByRole("link", { name: /^Resize / }).click();
    await expect(boardItems(page).first()).toHaveAttribute("data-size", "large");
    await expect(page.getByLabel("Share link")).toHaveValue(/items=1-l/);
  });

  test("Share copies the board and its link when Web Share is missing @js", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit(page, "/summer-mood-board?items=1-m,2-s&name=Sunny");
    await page.evaluate(() => {
      // Headless Chromium may or may not expose Web Share; take the copy path.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expectToast(page, "Copied to Clipboard");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Sunny: ");
    expect(copied).toContain(await page.getByLabel("Share link").inputValue());
  });
});
