import { expect, type Page } from "@playwright/test";

/**
 * Stops the page's clock before the page loads, so its timers (the welcome
 * popup's 3 s, decision 0045) only run when the test says, however long a busy
 * machine takes to load and hydrate the page. Call before `goto`.
 */
export async function stopPageTime(page: Page) {
  const start = new Date("2026-11-27T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  // A second ahead of the clock, however long the install took: never in its past.
  await page.clock.pauseAt(start + 1000);
}

/** Runs the page's clock on to `ms` after its navigation began (its performance.now()). */
export async function runPageTimeUntil(page: Page, ms: number) {
  const now = await page.evaluate(() => performance.now());
  expect(now, "the page's clock is already past that moment").toBeLessThan(ms);
  await page.clock.runFor(Math.ceil(ms - now));
}
