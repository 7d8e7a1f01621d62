import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("header search", () => {
  test("shows live results and opens the chosen product @js", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/about");
    const header = page.getByRole("banner");
    await header.getByLabel("Search", { exact: true }).click();
    await header.getByRole("searchbox", { name: "Search fragrances" }).fill("Open Range");
    const results = header.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toContainText("Open Range");
    await results.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/product\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Open Range" })).toBeVisible();
  });

  test("says when nothing matches @js", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    await header.getByLabel("Search", { exact: true }).click();
    await header.getByRole("searchbox", { name: "Search fragrances" }).fill("zzzqqq");
    await expect(header.getByText('No fragrances found matching "zzzqqq"')).toBeVisible();
  });

  test("submitting opens the shop with the search", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    await header.getByLabel("Search", { exact: true }).click();
    await header.getByRole("searchbox", { name: "Search fragrances" }).fill("rose");
    await header.getByRole("searchbox", { name: "Search fragrances" }).press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=rose$/);
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search fragrances" })).toHaveValue("rose");
  });
});
