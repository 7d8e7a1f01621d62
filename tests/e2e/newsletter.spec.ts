import { expect, test } from "@playwright/test";
import { expectToast } from "./toast";
import { visit } from "./visit";

test.describe("home newsletter", () => {
  test("a shopper subscribes (twice, harmlessly) and gets the thank-you toast", async ({ page }) => {
    const email = `fan-${test.info().project.name}@example.com`;
    for (let round = 0; round < 2; round++) {
      await visit(page, "/");
      const form = page.getByRole("region", { name: "Join Our Newsletter" });
      await form.getByLabel("Email address").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "Thank you for subscribing!");
      // In a landmark, with or without JavaScript, so it can be found (and axe's "region" rule holds).
      await expect(page.getByRole("region", { name: /^Notifications/ }).getByText("Thank you for subscribing!")).toBeVisible();
      await expect(page.getByRole("region", { name: "Join Our Newsletter" }).getByLabel("Email address")).toHaveValue("");
    }
  });

  test("an address without a dot after the @ gets 'Invalid email'", async ({ page }) => {
    await visit(page, "/");
    const form = page.getByRole("region", { name: "Join Our Newsletter" });
    await form.getByLabel("Email address").fill("fan@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Invalid email", "Please enter a valid email address.");
  });
});
