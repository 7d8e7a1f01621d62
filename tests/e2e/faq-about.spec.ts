import { expect, test } from "@playwright/test";
import { visit } from "./visit";

test.describe("FAQ and About", () => {
  test("the FAQ opens several questions at once and lists tips, steps, seasons and contact", async ({ page }) => {
    await visit(page, "/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    const questions = page.getByRole("main").locator("details");
    await expect(questions).toHaveCount(10);
    await expect(page.getByText("We currently ship within the United States only.")).toBeHidden();
    await page.getByText("Where do you ship?").click();
    await page.getByText("Which payment methods do you accept?").click();
    await expect(page.getByRole("main").locator("details[open]")).toHaveCount(2);
    await expect(page.getByText("We currently ship within the United States only.")).toBeVisible();
    // The e2e shop is in test mode, and the FAQ says so (issue 39: the answer follows the payment provider).
    await expect(page.getByText("This shop is in test mode: it takes test card payments only, and no money is charged.")).toBeVisible();
    await page.getByText("How long does shipping take?").click();
    await expect(page.getByText(/3-5 business days.*1-2 days for an additional fee/)).toBeVisible();

    for (const tip of ["Temperature", "Humidity", "Light", "Timing"]) {
      await expect(page.getByRole("heading", { level: 3, name: tip })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Application Techniques" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Seasonal Adjustments" }).getByRole("listitem")).toHaveCount(4);
    const contact = page.getByRole("region", { name: "Still have questions?" });
    await expect(contact.getByRole("link", { name: "hello@onbrandfragrances.com" })).toHaveAttribute(
      "href",
      "mailto:hello@onbrandfragrances.com",
    );
    await expect(contact.getByRole("link", { name: "(303) 555-0142" })).toHaveAttribute("href", "tel:3035550142");
  });

  test("About tells the story and links to the collection", async ({ page }) => {
    await visit(page, "/about");
    for (const name of ["Our Story", "Our Mission", "Quality Ingredients", "Ethical Practices", "Accessible Luxury"]) {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    }
    await expect(page.getByText(/based in Denver, CO/)).toBeVisible();
    await expect(page.getByText(/about 120 fragrances/)).toBeVisible();
    await expect(page.getByText(/cruelty-free/).first()).toBeVisible();
    await expect(page.getByText(/Essence, Aroma and Elixir.*5-10 points.*never expire.*free to join/)).toBeVisible();
    await page.getByRole("link", { name: "Shop Our Collection" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
