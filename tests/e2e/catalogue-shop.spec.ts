import { expect, test, type Page } from "@playwright/test";
import { visit } from "./visit";

const results = (page: Page) => page.getByTestId("results").locator("article");

test.describe("shop", () => {
  test("filters by note from the panel, shows chips and clears them", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/shop/female");
    await expect(page.getByRole("heading", { level: 1, name: "For Her Fragrances" })).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Filters" });
    await panel.getByRole("checkbox", { name: "vanilla" }).check();
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/shop\/female\?notes=vanilla$/);
    await expect(page.getByTestId("filter-badge")).toHaveText("1");
    const chips = page.getByRole("region", { name: "Active Filters" });
    await expect(chips.getByRole("link", { name: "Remove note vanilla" })).toBeVisible();
    for (const card of await results(page).all()) await expect(card).toContainText("For Her");
    await chips.getByRole("link", { name: "Remove note vanilla" }).click();
    await expect(page).toHaveURL(/\/shop\/female$/);
    await expect(page.getByTestId("filter-badge")).toHaveCount(0);
  });

  test("a card's add-to-cart button says what it does, and its picture prints initials, not a tiny name", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/shop");
    const card = results(page).first();
    const name = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
    const add = card.getByRole("button", { name: `Add to Cart: ${name}` });
    await expect(add).toHaveText("Add");
    await expect(card.getByRole("img", { name: `${name} roll-on bottle` })).toHaveAttribute("src", /bottle\.svg\?label=monogram$/);
  });

  test("filters by brand with 'Select all' and Clear All resets everything", async ({ page }) => {
    await visit(page, "/shop?notes=rose");
    const panel = page.getByRole("complementary", { name: "Filters" });
    await panel.getByText("Dior (", { exact: false }).first().click();
    await panel.getByRole("checkbox", { name: "Select all Dior fragrances" }).check();
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/shop\?notes=rose&brands=Dior$/);
    await expect(page.getByTestId("filter-badge")).toHaveText("2");
    for (const card of await results(page).all()) await expect(card).toContainText("Inspired by Dior");
    await page.getByRole("region", { name: "Active Filters" }).getByRole("link", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("searches from the search box and pre-fills it from the URL", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/shop");
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search fragrances" });
    await box.fill("open range");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=open\+range$/);
    await expect(results(page).filter({ hasText: "Open Range" })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("main").getByRole("searchbox", { name: "Search fragrances" })).toHaveValue("open range");
  });

  test("shows the empty state and Clear All Filters", async ({ page }) => {
    await visit(page, "/shop/male?search=zzzqqq&notes=rose");
    await expect(page.getByRole("heading", { name: "No fragrances found" })).toBeVisible();
    await expect(page.getByText("We couldn't find any fragrances matching your criteria. Try changing your filters or search term.")).toBeVisible();
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(results(page)).toHaveCount(24);
  });

  test("toggles grid and list, switches gender tabs and pages", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/shop");
    await page.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/\/shop\?view=list$/);
    // The address bar changes a moment before the page re-renders; a shopper
    // sees the list view selected, and only then do the tabs carry it along.
    await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("navigation", { name: "Audience" }).getByRole("link", { name: "For Him" }).click();
    await expect(page).toHaveURL(/\/shop\/male\?view=list$/);
    await expect(page.getByRole("heading", { level: 1, name: "For Him Fragrances" })).toBeVisible();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/shop\/male\?view=list&page=2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("on mobile the panel opens as a modal and closes on Apply", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/shop");
    const panel = page.locator("#filters");
    await expect(panel).toBeHidden();
    await page.getByRole("link", { name: "Filters" }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole("checkbox", { name: "bergamot" }).check();
    await panel.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/shop\?notes=bergamot$/);
    await expect(panel).toBeHidden();
  });

  test("keeps the URL as the source of truth on back and forward @js", async ({ page }) => {
    await visit(page, "/shop");
    const panel = page.getByRole("complementary", { name: "Filters" });
    await panel.getByRole("checkbox", { name: "vanilla" }).check();
    await expect(page).toHaveURL(/notes=vanilla/);
    // React renders the new page in a transition: the address bar can change a
    // moment before the links do, so wait for the link a shopper would click.
    const listView = page.getByRole("link", { name: "List view" });
    await expect(listView).toHaveAttribute("href", /notes=vanilla/);
    await listView.click();
    await expect(page).toHaveURL(/notes=vanilla&view=list/);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?notes=vanilla$/);
    await expect(panel.getByRole("checkbox", { name: "vanilla" })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(panel.getByRole("checkbox", { name: "vanilla" })).not.toBeChecked();
    await page.goForward();
    await expect(panel.getByRole("checkbox", { name: "vanilla" })).toBeChecked();
  });

  test("applies a typed search without a reload @js", async ({ page }) => {
    await visit(page, "/shop");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("main").getByRole("searchbox", { name: "Search fragrances" }).fill("rose vanilla");
    await expect(page).toHaveURL(/search=rose\+vanilla/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("shows 6 skeleton cards while the next results load, then the results @js", async ({ page }) => {
    await visit(page, "/shop");
    await expect(results(page)).toHaveCount(24);
    // Hold the client's single-fetch data request (/shop/male.data) so the
    // pending state lasts long enough to be seen.
    let held = 0;
    await page.route(/\/shop[^?]*\.data(\?|$)/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Audience" }).getByRole("link", { name: "For Him" }).click();
    const loading = page.getByRole("status", { name: "Loading fragrances" });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading.getByTestId("skeleton-card")).toHaveCount(6);
    for (const card of await loading.getByTestId("skeleton-card").all()) await expect(card).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    await expect(loading).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "For Him Fragrances" })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    for (const card of await results(page).all()) await expect(card).toContainText("For Him");
    expect(held).toBe(1);
  });
});
