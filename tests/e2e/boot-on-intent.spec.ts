// A page loads no script file until the visitor touches it, presses a key or
// moves a mouse over it (decision 0040); until then it is the server's HTML,
// whose links and forms work on their own. Checked on both runtimes.
import { expect, test, type Page } from "@playwright/test";
import { hydrate } from "./visit";

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

for (const path of ["/", "/shop", "/product/1", "/checkout"]) {
  test(`${path} loads no script until the visitor acts, then the app takes over @js`, { tag: "@core" }, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    // The page has loaded, and nothing else is on the wire.
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);

    await hydrate(page);
    expect(scripts.length).toBeGreaterThan(3);
  });
}

test("a mouse moving over the page starts it, and so does a touch @js", { tag: "@core" }, async ({ browser, baseURL }) => {
  // A returning visitor (popup seen), so the popup's own start at 3 s plays no part.
  const storageState = { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "popup_seen", value: "true" }] }] };
  const desktop = await browser.newPage({ baseURL, storageState });
  await desktop.goto("/shop");
  await desktop.mouse.move(200, 200);
  await expect(hydrated(desktop)).toHaveCount(1);
  await desktop.close();

  const phone = await browser.newPage({ baseURL, storageState, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  await phone.goto("/product/1");
  await phone.getByRole("heading", { level: 1 }).tap();
  await expect(hydrated(phone)).toHaveCount(1);
  await phone.close();
});

test.describe("a first-time visitor", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("gets the welcome popup without touching the page: it boots when the popup is due @js", { tag: "@core" }, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: /Welcome to/ })).toBeVisible({ timeout: 8000 });
    expect(scripts.length).toBeGreaterThan(3);
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
