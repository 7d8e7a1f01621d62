import { expect, type Page } from "@playwright/test";

type LoadedWindow = Window & { loadedAt?: number };

/**
 * Stops the page's clock before the page loads, so its timers (the welcome
 * popup's 3 s after load, decision 0045) only run when the test says, however
 * long a busy machine takes to load and hydrate the page. Call before `goto`.
 */
export async function stopPageTime(page: Page) {
  const start = new Date("2026-11-27T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  // A second ahead of the clock, however long the install took: never in its past.
  await page.clock.pauseAt(start + 1000);
  // When the load event came, on the page's clock.
  await page.addInitScript(() =>
    addEventListener("load", () => ((window as LoadedWindow).loadedAt = performance.now()), { once: true }),
  );
}

/** Runs the page's (stopped) clock on to `ms` after its load event. */
export async function runPageTimeUntilAfterLoad(page: Page, ms: number) {
  await page.waitForLoadState("load");
  const { now, loadedAt } = await page.evaluate(() => ({ now: performance.now(), loadedAt: (window as LoadedWindow).loadedAt }));
  expect(loadedAt, "stopPageTime was called before the page loaded").toBeDefined();
  const target = loadedAt! + ms;
  expect(now, "the page's clock is already past that moment").toBeLessThan(target);
  await page.clock.runFor(Math.ceil(target - now));
}
