// A phone shopper who taps first (issue 31, decision 0041): the page is opened
// as it really is, with no key press and no wait for the app, and the first tap
// lands at once. Where the tap must land before the app has taken over, the
// page's scripts are held back until it has, as on a slow connection; the tap
// must then still be handled the way the app handles it, not as plain HTML.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./sessions";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const hydrated = (page: Page) => page.locator("html[data-hydrated='true']");

/** Holds every script file back until `release` is called, as a slow connection would. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/build\/.*\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Marks this document, so a full page load (the plain HTML's answer to a tap) shows as the mark's loss. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("a first tap on Add to Cart before the app has arrived is the app's: 'Added to Cart', one line, no reload @js", { tag: "@core" }, async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/product/1");
  await markDocument(page);
  // The page asks for its scripts on its own once loaded; they are on the wire, not here yet.
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Add to Cart" }).tap();
  await expect(hydrated(page)).toHaveCount(0);
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);

  // The answer that stores the line must arrive before the test leaves the page.
  const stored = page.waitForResponse((response) => response.url().includes("/resources/cart") && response.request().method() === "POST");
  scripts.release();
  await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  expect(await stillSameDocument(page)).toBe(true);
  await stored;
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
});

test("a tap on Add to Cart the moment the page has loaded adds one bottle, with scripts or without", { tag: "@core" }, async ({ page }) => {
  // Nothing held back and nothing waited for: the tap races the app's arrival as a real one does.
  await page.goto("/product/4");
  const stored = page.waitForResponse((response) => response.url().includes("/resources/cart") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Add to Cart" }).tap();
  await stored;
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await expect(page).toHaveURL(/\/product\/4$/);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
});

test("two impatient taps before the app has arrived add one bottle, not two @js", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/product/2");
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  const button = page.getByRole("button", { name: "Add to Cart" });
  await button.tap();
  await button.tap();
  const stored = page.waitForResponse((response) => response.url().includes("/resources/cart") && response.request().method() === "POST");
  scripts.release();
  await stored;
  await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
});

test("a link tapped before the app has arrived is followed by the app, without a full page load @js", { tag: "@core" }, async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/");
  await markDocument(page);
  await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Explore Collection" }).tap();
  await expect(page).toHaveURL(/\/$/);
  scripts.release();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

test("if the scripts never arrive, a held tap goes ahead as plain HTML: the bottle is still added @js", async ({ page }) => {
  await page.clock.install();
  const requested: string[] = [];
  await page.route(/\/build\/.*\.js$/, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  await page.goto("/product/3");
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Add to Cart" }).tap();
  // Held for the app, which is not coming: after the boot script's 15 s the form is posted as it is.
  await page.clock.runFor(14_000);
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await expect(page).toHaveURL(/\/product\/3$/);
});

test("the password's show and hide button is there for the first tap on /login @js", { tag: "@core" }, async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true }).first();
  // No touch before this one: the button must be there without it.
  await page.getByRole("button", { name: "Show password" }).first().tap();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).first().tap();
  await expect(password).toHaveAttribute("type", "password");
});

test.describe("an admin on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test("whose first click is 'Add New Fragrance', before the app has arrived, gets the dialog @js", { tag: "@core" }, async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const scripts = await holdScripts(page);
    await page.goto("/admin");
    await expect.poll(() => scripts.requested.length).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Add New Fragrance" }).click();
    await expect(hydrated(page)).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole("dialog", { name: "Add New Fragrance" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
