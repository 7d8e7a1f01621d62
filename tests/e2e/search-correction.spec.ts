import { expect, test } from "@playwright/test";
import { visit } from "./visit";

// A misspelt search answers for the correction and offers both spellings as
// plain links (spec: the shop's search; the notice needs no JavaScript).
test.describe("search spelling correction", () => {
  test("the shop box shows results for the correction, and the typed spelling on request", async ({ page }) => {
    await visit(page, "/shop");
    const main = page.getByRole("main");
    const box = main.getByRole("searchbox", { name: "Search fragrances" });
    await box.fill("vanila");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=vanila$/);
    const notice = main.getByTestId("search-correction");
    await expect(notice).toHaveText('Showing results for "vanilla" — search instead for "vanila"');
    await expect(main.getByRole("heading", { level: 3, name: "Moonlit Vanilla" })).toBeVisible();

    await notice.getByRole("link", { name: '"vanila"' }).click();
    await expect(page).toHaveURL(/\/shop\?search=vanila&spelling=exact$/);
    await expect(main.getByText("No fragrances found")).toBeVisible();
    await expect(main.getByTestId("search-correction")).toHaveCount(0);
  });

  test("the corrected link opens the corrected search", async ({ page }) => {
    await visit(page, "/shop?search=creed%20aventis");
    const main = page.getByRole("main");
    await main.getByTestId("search-correction").getByRole("link", { name: '"creed aventus"' }).click();
    await expect(page).toHaveURL(/\/shop\?search=creed\+aventus$/);
    await expect(main.getByRole("searchbox", { name: "Search fragrances" })).toHaveValue("creed aventus");
    await expect(main.getByRole("heading", { level: 3, name: "Crown & Birch" })).toBeVisible();
    await expect(main.getByTestId("search-correction")).toHaveCount(0);
  });

  test("the header's live results answer a misspelt query @js", async ({ page }) => {
    await visit(page, "/about");
    const header = page.getByRole("banner");
    await header.getByLabel("Search", { exact: true }).click();
    await header.getByRole("searchbox", { name: "Search fragrances" }).fill("creed aventis");
    await expect(header.getByRole("list", { name: "Search results" }).getByRole("link").first()).toContainText("Crown & Birch");
  });
});
