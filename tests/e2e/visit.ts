import type { Page } from "@playwright/test";
import { withJavaScript } from "./project";

/**
 * Opens a page and, in the JavaScript project, waits until React has hydrated
 * it (root sets data-hydrated), so a click is handled by the app rather than
 * by the server's plain HTML. A page fetches its scripts once it has loaded
 * and runs them on the visitor's first touch, key or mouse movement (decisions
 * 0040, 0041); a press of Shift is that first sign here, and changes nothing
 * on the page. A phone shopper's first tap, with nothing before it, is tested
 * in tap-first.spec.ts.
 */
export async function visit(page: Page, path: string) {
  const problems = withJavaScript() ? watchForProblems(page) : null;
  const response = await page.goto(path);
  if (problems) await hydrate(page, problems);
  return response;
}

/**
 * Gives an already loaded page the visitor's first key press and waits for
 * React to take over. If it does not, the error says how far the page got.
 */
export async function hydrate(page: Page, problems: string[] = []) {
  await page.keyboard.press("Shift");
  try {
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 20_000 });
  } catch (error) {
    const booted = await page.evaluate(() => document.querySelectorAll("script[type='module']").length > 0).catch(() => "unknown");
    throw new Error(`The page did not hydrate within 20 s after Shift (boot script started: ${booted}; problems: ${problems.join("; ") || "none seen"})`, { cause: error });
  }
}

/** Failed script loads, script errors and console errors from now on, for hydrate's message. */
function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => problems.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}
