import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./sessions";
import { visit } from "./visit";

// Every form shows all of its messages on the first submit, with JavaScript on
// and off: fields typed wrong, and widgets left untouched (the star rating, a
// select, a checkbox) alike. The submit is clicked while the last typed field
// still has focus, as a shopper does; with scripts, validating that field on
// blur used to move the button away under the pointer and lose the click.

async function addToCart(page: Page, fragranceId: number) {
  const response = await page.request.post("/resources/cart", {
    form: { intent: "add", fragranceId: String(fragranceId), redirectTo: "/cart" },
  });
  expect(response.ok()).toBe(true);
}

test("the review form shows every message on the first submit, including the rating's, and focuses the first invalid field", async ({ page }) => {
  await visit(page, "/reviews/new");
  await page.getByLabel("Your Name").fill("A");
  await page.getByLabel("Email Address").fill("ana@");
  await page.getByLabel("Your Review").fill("Too short");
  await page.getByRole("button", { name: "Submit Review" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "Please fix 4 fields:" });
  await expect(summary).toBeVisible();
  for (const message of [
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Please select a rating",
    "Review must be at least 10 characters",
  ]) {
    await expect(summary.getByRole("listitem").filter({ hasText: message })).toHaveCount(1);
  }
  await expect(page.getByRole("group", { name: "Rating" })).toHaveAccessibleDescription("Please select a rating");
  await expect(page.getByLabel("Your Name")).toBeFocused();
  await expect(page.getByLabel("Your Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
  await expect(page.getByLabel("Your Review")).toHaveValue("Too short");
});

test("the review form focuses the star rating when it is the only mistake", async ({ page }) => {
  await visit(page, "/reviews/new");
  await page.getByLabel("Your Name").fill("Ana Lopez");
  await page.getByLabel("Email Address").fill("ana@example.com");
  await page.getByLabel("Your Review").fill("Clean and fresh, lasts all day.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please fix 1 field:" })).toContainText("Please select a rating");
  await expect(page.getByRole("radio", { name: "5 stars" })).toBeFocused();
});

test("checkout shows every message on the first submit and focuses the first invalid field", async ({ page }) => {
  await addToCart(page, 5);
  await visit(page, "/checkout");
  await page.getByLabel("Full Name").fill("Ana Lima");
  await page.getByLabel("Email").fill("ana@");
  await page.getByLabel("Card Number").fill("1234");
  await page.getByRole("button", { name: /^Place Order - / }).click();

  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a valid card number")).toBeVisible();
  for (const message of ["Address is required", "City is required", "Name on Card is required", "Expiry Date is required", "CVV is required"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("alert").filter({ hasText: "Missing information" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
});

test("registration shows every message on the first submit and focuses the first invalid field", async ({ page }) => {
  await visit(page, "/login?tab=register");
  await page.getByLabel("Email").fill("ivy@");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText(/Password must be at least/)).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
});

test("the admin fragrance form shows every message on the first submit", async ({ page, context, baseURL }) => {
  await signInAsAdmin(context, baseURL!);
  await visit(page, "/admin/fragrances/new");
  await page.getByLabel("Name", { exact: true }).fill("Form Check");
  await page.getByLabel("Image URL").fill("https://cdn.example.com/bottle.jpg");
  await page.getByLabel("Top Notes").fill("fig");
  await page.getByRole("button", { name: "Save Fragrance" }).click();
  for (const message of ["Description is required", "Images from other sites cannot be shown here (the shop's security policy blocks them). Upload a photo instead, or use a path on this site starting with /.", "Enter at least one middle note", "Enter at least one base note"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Description")).toBeFocused();
});
