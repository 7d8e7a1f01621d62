import type { Page } from "@playwright/test";
import { withJavaScript } from "./project";

/**
 * Opens a page and, in the JavaScript project, waits until React has hydrated
 * it (root sets data-hydrated), so a click is handled by the app rather than
 * by the server's plain HTML. A page starts its scripts on its own once it has
 * loaded (decision 0041), so nothing is done to it here: a test sees the page
 * a visitor gets. Tests of a first tap before that are in tap-first.spec.ts.
 */
export async function visit(page: Page, path: string) {
  const problems = withJavaScript() ? watchForProblems(page) : null;
  const response = await page.goto(path);
  if (problems) await hydrate(page, problems);
  return response;
}

/**
 * Waits for React to take over an already opened page (after a reload or a
 * full page load). Under lite mode or Save-Data a page loads its scripts only
 * on the visitor's first sign of intent (decision 0041): there, and only
 * there, a press of Shift is that sign, and changes nothing on the page. If
 * the page does not hydrate, the error says how far it got.
 */
export async function hydrate(page: Page, problems: string[] = []) {
  const waitsForIntent = await page.evaluate(
    () => document.documentElement.dataset.liteMode === "on" || !!(navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData,
  );
  if (waitsForIntent) await page.keyboard.press("Shift");
  try {
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 20_000 });
  } catch (error) {
    const booted = await page.evaluate(() => document.querySelectorAll("script[type='module']").length > 0).catch(() => "unknown");
    throw new Error(
      `The page did not hydrate within 20 s (${waitsForIntent ? "after Shift, in lite mode" : "on its own"}; boot script started: ${booted}; problems: ${problems.join("; ") || "none seen"})`,
      { cause: error },
    );
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
