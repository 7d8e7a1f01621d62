import { expect, type Page } from "@playwright/test";

/**
 * A toast, as a shopper sees it: the toast region with JavaScript, or the
 * flash message the server renders into the page without it.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}
