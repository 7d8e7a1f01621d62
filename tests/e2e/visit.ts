import type { Page } from "@playwright/test";
import { withJavaScript } from "./project";

/**
 * Opens a page and, in the JavaScript project, waits until React has hydrated
 * it (root sets data-hydrated), so a click is handled by the app rather than
 * lost in the moment before hydration.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  if (withJavaScript()) {
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  }
  return response;
}
