// A page loads no script file until it has painted and loaded; then it fetches
// them at low priority, and runs them when the visitor touches it, presses a
// key or moves a mouse over it (decisions 0040, 0041). Under lite mode or
// Save-Data it fetches nothing before that. Until then it is the server's
// HTML, whose links and forms work on their own. Checked on both runtimes.
import { expect, test, type Page } from "@playwright/test";

const isScriptFile = (url: string) => new URL(url).pathname.startsWith("/build/") && url.endsWith(".js");

/** Every script file the page requests, from now on. */
function recordScripts(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (isScriptFile(request.url())) requested.push(request.url());
  });
  return requested;
}

const hydrated = (page: Page) => page.locator("html[data-hydrated='true']");

/** When the page's load event began, and when each script file's request started, in the page's own time. */
function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"));
    return { loadEventStart: navigation!.loadEventStart, scriptStarts: scripts.map((entry) => entry.startTime) };
  });
}

for (const path of ["/", "/shop", "/product/1", "/checkout"]) {
  test(`${path} fetches its scripts after it has loaded, at low priority, and runs them on the first key press @js`, { tag: "@core" }, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    // No key, no touch, no mouse: the page fetches its modules on its own, and runs none of them.
    await expect.poll(() => scripts.length).toBeGreaterThan(3);
    await page.waitForLoadState("networkidle");
    const { loadEventStart, scriptStarts } = await scriptTimings(page);
    expect(loadEventStart).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(3);
    // None of them shared the wire with the first paint's stylesheet, font and images.
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(loadEventStart);
    await expect(page.locator("link[rel='modulepreload'][fetchpriority='low']")).not.toHaveCount(0);
    await expect(page.locator("script[type='module']")).toHaveCount(0);
    await expect(hydrated(page)).toHaveCount(0);

    await page.keyboard.press("Shift");
    await expect(hydrated(page)).toHaveCount(1);
  });
}

test.describe("under Save-Data (lite mode)", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  for (const path of ["/", "/product/1"]) {
    test(`${path} loads no script until the visitor acts, then the app takes over @js`, { tag: "@core" }, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-lite-mode", "on");
      // The page has loaded, and nothing else is on the wire.
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      await expect(hydrated(page)).toHaveCount(0);

      await page.keyboard.press("Shift");
      await expect(hydrated(page)).toHaveCount(1);
      expect(scripts.length).toBeGreaterThan(3);
    });
  }
});

test("a browser that says it saves data loads no script until the visitor acts, whatever its request said @js", async ({ page }) => {
  // What a browser with its data saver on reports to scripts, here without the request header
  // (a page cached before the saver was turned on), so only the boot script's own check can hold it back.
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }));
  const scripts = recordScripts(page);
  await page.goto("/shop");
  await expect(page.locator("html")).toHaveAttribute("data-lite-mode", "off");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  await page.keyboard.press("Shift");
  await expect(hydrated(page)).toHaveCount(1);
});

test("under Save-Data a mouse moving over the page starts it, and so does a touch @js", { tag: "@core" }, async ({ browser, baseURL }) => {
  // A returning visitor (popup seen), asking to save data: the page waits for intent.
  const storageState = { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "popup_seen", value: "true" }] }] };
  const extraHTTPHeaders = { "Save-Data": "on" };
  const desktop = await browser.newPage({ baseURL, storageState, extraHTTPHeaders });
  await desktop.goto("/shop");
  await desktop.waitForLoadState("networkidle");
  await expect(hydrated(desktop)).toHaveCount(0);
  await desktop.mouse.move(200, 200);
  await expect(hydrated(desktop)).toHaveCount(1);
  await desktop.close();

  const phone = await browser.newPage({ baseURL, storageState, extraHTTPHeaders, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  await phone.goto("/product/1");
  await phone.waitForLoadState("networkidle");
  await expect(hydrated(phone)).toHaveCount(0);
  await phone.getByRole("heading", { level: 1 }).tap();
  await expect(hydrated(phone)).toHaveCount(1);
  await phone.close();
});

test.describe("a first-time visitor", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("gets the welcome popup at 3 s without the app running, and the app on the first key @js", { tag: "@core" }, async ({ page }) => {
    // The popup is the server's <dialog>, opened by the boot script (decision 0045): the page runs
    // no module for it, so a visitor who never touches the page (Lighthouse) runs nothing.
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(3000);
    const dialog = page.getByRole("dialog", { name: /Welcome to/ });
    await expect(dialog).toBeVisible();
    await expect(page.locator("script[type='module']")).toHaveCount(0);
    await expect(hydrated(page)).toHaveCount(0);

    await page.keyboard.press("Shift");
    await expect(hydrated(page)).toHaveCount(1);
    await expect(dialog).toBeVisible();
  });
});

test("what the visitor typed before the scripts arrived is searched for once they have @js", { tag: "@core" }, async ({ page }) => {
  // The scripts are held back until the word is typed, as on a slow connection.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto("/shop");
  const search = page.getByRole("searchbox", { name: "Search fragrances" });
  await search.pressSequentially("rose");
  await expect(hydrated(page)).toHaveCount(0);
  release();

  await expect(hydrated(page)).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]search=rose\b/);
  await expect(search).toHaveValue("rose");
});
