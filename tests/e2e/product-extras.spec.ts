import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("product page extras", () => {
  test("suggests fragrances that share notes and says how shipping and returns work", async ({ page }) => {
    await visit(page, "/product/1");
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const related = page.getByRole("region", { name: "You may also like" });
    const cards = related.getByRole("article");
    await expect(cards).toHaveCount(4);
    // Each suggestion is another fragrance, opened by its link.
    await expect(related.getByRole("heading", { level: 3, name })).toHaveCount(0);
    const note = page.getByRole("complementary", { name: "Shipping and returns" });
    await expect(note).toContainText("Standard in 3-5 business days, Express in 1-2");
    await expect(note).toContainText("unopened items within 30 days of delivery");
    const first = cards.first().getByRole("heading", { level: 3 });
    const suggested = (await first.textContent())!;
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(suggested);
  });
});

test.describe("sticky add to cart on a phone @js", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("appears once the page's own button has scrolled away, and adds to the cart", async ({ page }) => {
    await visit(page, "/product/2");
    const bar = page.getByRole("region", { name: "Quick add to cart" });
    await expect(bar).toHaveCount(0);
    await page.getByRole("heading", { name: "You may also like" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });
});
