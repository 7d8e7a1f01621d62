import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("product page", () => {
  test("shows the fragrance with its notes and inspiration", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/product/1");
    await expect(page).toHaveTitle("Open Range | Onbrand Fragrances");
    // The fragrance's own article, not the suggestions under it.
    const main = page.getByRole("main").getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(main.getByRole("heading", { level: 1, name: "Open Range" })).toBeVisible();
    await expect(main.getByText("For Him", { exact: true })).toBeVisible();
    await expect(main.getByTestId("product-price")).toHaveText("$40.00");
    await expect(main.getByText("10ml Roll-On Bottle")).toBeVisible();
    await expect(main.getByRole("list", { name: "Top notes" }).getByRole("listitem")).toHaveText(["Bergamot", "Pepper"]);
    await expect(main.getByRole("heading", { name: "Inspired By" })).toBeVisible();
    await expect(main.getByText("Dior Sauvage (2015)")).toBeVisible();
    await expect(main.getByText("All fragrances come in 10ml glass roll-on bottles.")).toBeVisible();
  });

  test("greets with the Premium Fragrance toast @js", async ({ page }) => {
    await visit(page, "/product/2");
    await expect(page.getByRole("status").filter({ hasText: "Premium Fragrance" }).first()).toBeAttached();
  });

  test("answers an unknown id with Product Not Found", async ({ page }) => {
    const response = await visit(page, "/product/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("The fragrance you're looking for could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("shares with plain links and a link field", { tag: "@core" }, async ({ page, baseURL }) => {
    await visit(page, "/product/1");
    await page.getByText("Share", { exact: true }).click();
    // The full panel: a disclosure without JavaScript, the dialog with it.
    const panel = page.locator("details[open], [role=dialog]");
    const twitter = panel.getByRole("link", { name: "Twitter" });
    await expect(twitter).toBeVisible();
    const href = new URL((await twitter.getAttribute("href"))!);
    expect(href.searchParams.get("url")).toBe(`${baseURL}/product/1`);
    expect(href.searchParams.get("hashtags")).toBe("perfume,fragrance,luxury,Onbrand");
    await expect(panel.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com\/sharer/);
    await expect(panel.getByRole("link", { name: "Pinterest" })).toHaveAttribute("href", /pinterest\.com\/pin\/create/);
    await expect(panel.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:\?subject=Check%20out%20this%20fragrance%3A%20Open%20Range/);
    await expect(panel.getByRole("textbox", { name: "Link to this fragrance" })).toHaveValue(`${baseURL}/product/1`);
  });

  test("shows the compact share row: the four share buttons and nothing else", async ({ page, baseURL }) => {
    await visit(page, "/product/1");
    const row = page.getByRole("region", { name: "Share this fragrance", exact: true });
    await expect(row.getByRole("link")).toHaveText(["Facebook", "Twitter", "Pinterest", "Email"]);
    for (const link of await row.getByRole("link").all()) await expect(link).toBeVisible();
    // Compact mode leaves out Copy Link and the link field that the full panel has.
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(row.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Link to this fragrance" })).toHaveCount(0);

    const product = `${baseURL}/product/1`;
    const param = async (name: string, key: string) =>
      new URL((await row.getByRole("link", { name }).getAttribute("href"))!).searchParams.get(key);
    expect(await param("Facebook", "u")).toBe(product);
    expect(await param("Twitter", "url")).toBe(product);
    expect(await param("Pinterest", "url")).toBe(product);
    // Pinterest pins the PNG card, not the SVG.
    expect(await param("Pinterest", "media")).toBe(`${baseURL}/images/fragrances/1/share.png`);
    await expect(row.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:\?subject=Check%20out%20this%20fragrance%3A%20Open%20Range/);

    // The full panel, by contrast, carries the link field.
    await page.getByText("Share", { exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Link to this fragrance" })).toHaveValue(product);
  });

  test("copies the link from the share dialog @js", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit(page, "/product/1");
    // The disclosure's summary, which opens the dialog once the scripts are there.
    await page.getByText("Share", { exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share This Fragrance" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Link copied!" })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/product/1`);
    await expect(dialog.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 4000 });
    await dialog.getByRole("button", { name: "Copy Link" }).click();
    await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  });
});
