import { expect, test, type Page } from "@playwright/test";

let counter = 0;
/** A fresh e-mail per test and project, so parallel tests never collide. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${test.info().project.name}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = "quiet-lantern-4821";

/** Registers through the /login?tab=register page and waits for the account page. */
export async function registerThroughPage(page: Page, email: string, { firstName = "Ivy", lastName = "Stone" } = {}) {
  await page.goto("/login?tab=register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: `${firstName} ${lastName}` })).toBeVisible();
}
