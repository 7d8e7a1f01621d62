import type { Page } from "@playwright/test";
import { withJavaScript } from "./project";

/**
 * Opens a page and, in the JavaScript project, waits until React has hydrated
 * it (root sets data-hydrated), so a click is handled by the app rather than
 * by the server's plain HTML. A page starts its scripts on the visitor's first
 * touch, key or mouse movement (decision 0040); a press of Shift is that first
 * sign here, and changes nothing on the page.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  if (withJavaScript()) await hydrate(page);
  return response;
}

/** Gives an already loaded page the visitor's first key press and waits for React to take over. */
export async function hydrate(page: Page) {
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}
