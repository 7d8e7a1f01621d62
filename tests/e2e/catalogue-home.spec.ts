import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("home catalogue sections", () => {
  test("opens with bottle art beside the hero and a picture on each audience tile", async ({ page }) => {
    await visit(page, "/");
    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1, name: "Discover Your Signature Scent" }) });
    await expect(hero.locator("img")).toHaveCount(3);
    for (const image of await hero.locator("img").all()) {
      await expect(image).toHaveAttribute("width", "600");
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const tiles = page.getByRole("navigation", { name: "Shop by audience" });
    for (const [label, path] of [["For Him", "/shop/male"], ["For Her", "/shop/female"], ["Unisex", "/shop/unisex"]]) {
      const tile = tiles.getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(tile).toHaveAttribute("href", path!);
      await expect(tile.locator("img")).toHaveCount(1);
    }
  });

  test("pages the featured carousel with wrap-around and filters it", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/");
    const section = page.locator("#featured");
    await expect(section.locator("article")).toHaveCount(4);
    const first = await section.locator("article h3").allTextContents();
    await section.getByRole("link", { name: "Previous featured fragrances" }).click();
    await expect(page).toHaveURL(/fpage=2/);
    await expect(section.getByText("3 / 3")).toBeVisible();
    await section.getByRole("link", { name: "Next featured fragrances" }).click();
    await expect(section.getByText("1 / 3")).toBeVisible();
    expect(await section.locator("article h3").allTextContents()).toEqual(first);
    await section.getByRole("link", { name: "For Her" }).click();
    await expect(page).toHaveURL(/featured=female/);
    for (const card of await section.locator("article").all()) await expect(card).toContainText("For Her");
  });

  test("takes the quiz to a result and back", async ({ page }) => {
    await visit(page, "/");
    const quiz = page.locator("#quiz");
    for (const answer of ["A candlelit evening lounge", "A smoky whisky", "On a night out", "Worn leather", "Spring"]) {
      await quiz.getByRole("button", { name: answer }).click();
    }
    await expect(quiz.getByRole("heading", { name: "Rich & Oriental" })).toBeVisible();
    await expect(quiz.getByTestId("quiz-result").getByRole("link").filter({ hasText: "Inspired by" })).toHaveCount(4);
    await quiz.getByRole("link", { name: "Retake Quiz" }).click();
    await expect(quiz.getByText("Question 1 of 5")).toBeVisible();
  });

  test("switches seasonal collections", async ({ page }) => {
    await visit(page, "/");
    const section = page.locator("#seasonal");
    await expect(section.getByRole("link", { name: "Summer" })).toHaveAttribute("aria-current", "true");
    await expect(section.locator("article")).toHaveCount(4);
    await section.getByRole("link", { name: "Winter" }).click();
    await expect(page).toHaveURL(/season=winter/);
    await expect(section.getByRole("link", { name: "Winter" })).toHaveAttribute("aria-current", "true");
    await expect(section.locator("article")).toHaveCount(4);
  });
});
