import { expect, test, type Page } from "@playwright/test";
import { expectToast } from "./toast";
import { visit } from "./visit";

async function fillValidReview(page: Page, comment: string) {
  await page.getByLabel("Your Name").fill("Ana Lopez");
  await page.getByLabel("Email Address").fill("ana@example.com");
  await page.locator("label[for='rating-4']").click();
  await page.getByLabel("Your Review").fill(comment);
}

test.describe("leaving a review", () => {
  test("a shopper picks a product, rates it and sees the thank-you page; the review stays hidden until approved", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/reviews/new");
    await expect(page.getByRole("heading", { level: 1, name: "Leave a Review" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "General Review" })).toBeChecked();
    await page.getByLabel("Your Name").fill("Ana Lopez");
    await page.getByLabel("Email Address").fill("ana@example.com");
    await page.getByRole("searchbox", { name: /Search fragrances/ }).fill("Le Male Elixir");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("radio", { name: /Honeyed Tobacco/ }).check();
    // Typed values survive the search (a form post-back without JavaScript).
    await expect(page.getByLabel("Your Name")).toHaveValue("Ana Lopez");
    await page.locator("label[for='rating-4']").click();
    const comment = `Warm and sweet, lasts all evening ${test.info().project.name}.`;
    await page.getByLabel("Your Review").fill(comment);
    await page.getByRole("button", { name: "Submit Review" }).click();

    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expectToast(page, "Review Submitted!", "Thank you for your feedback. Your review will be published after approval.");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");

    await visit(page, "/");
    await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leave a Review" }).first()).toHaveAttribute("href", "/reviews/new");
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  test("each invalid field shows the spec's message next to it", async ({ page }) => {
    await visit(page, "/reviews/new");
    await page.getByRole("button", { name: "Submit Review" }).click();
    // Next to each field (its accessible description); the summary lists them too.
    await expect(page.getByLabel("Your Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByRole("group", { name: "Rating" })).toHaveAccessibleDescription("Please select a rating");
    await expect(page.getByLabel("Your Review")).toHaveAccessibleDescription("Review must be at least 10 characters");

    await page.getByLabel("Your Name").fill("A");
    await page.getByLabel("Email Address").fill("ana@");
    await page.getByLabel("Your Review").fill("Too short");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByLabel("Your Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByLabel("Your Review")).toHaveAccessibleDescription("Review must be at least 10 characters");

    await fillValidReview(page, "Clean and fresh, my new favourite.");
    await expect(page.getByLabel("Your Name")).toHaveValue("Ana Lopez");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("the product picker suggests 10 when empty, 5 while typing, and clears @js", async ({ page }) => {
    await visit(page, "/reviews/new");
    const choices = page.getByRole("radiogroup", { name: "Choose a fragrance" }).getByRole("radio");
    await expect(choices).toHaveCount(11);
    const search = page.getByRole("searchbox", { name: /Search fragrances/ });
    await search.fill("a");
    await expect(page.getByRole("radio", { name: "General Review" })).toHaveCount(0);
    await expect(choices).toHaveCount(5);
    await search.fill("Le Male Elixir");
    await page.getByRole("radio", { name: /Honeyed Tobacco/ }).check();
    await page.getByRole("button", { name: "Clear product" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("radio", { name: "General Review" })).toBeChecked();
    await expect(choices).toHaveCount(11);
    await search.fill("zzzz-no-match");
    await expect(page.getByText('No fragrances found matching "zzzz-no-match"')).toBeVisible();
  });
});
