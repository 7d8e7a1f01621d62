// A phone shopper on a slow connection touches the page before its scripts
// arrive (decision 0040). Whatever they opened, ticked or typed by then is
// still open, ticked and typed once the app has taken over: the components
// enhance the server's markup instead of swapping it (decision 0042).
// The scripts are held back here until the test lets them go, so nothing
// depends on when a page starts them.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addToCartDirectly } from "./checkout-form";
import { collectSalesTaxIn } from "./sales-tax-settings";
import { signInAsAdmin } from "./sessions";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds every script file back until the returned function is called, as a slow phone would. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator("html[data-hydrated='true']");

/** Lets the held scripts go and waits for React to take over. */
async function letScriptsArrive(page: Page, release: () => void) {
  await expect(hydrated(page)).toHaveCount(0);
  release();
  await expect(hydrated(page)).toHaveCount(1, { timeout: 20_000 });
}

/** Where a control is on screen: a control that moves under the thumb is a different box. */
const box = async (locator: Locator) => {
  // Once the web fonts are in: a late font moves text without any help from hydration.
  await locator.page().evaluate(() => document.fonts.ready.then(() => undefined));
  const { x, y, width, height } = (await locator.boundingBox())!;
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
};

test.describe("what a phone shopper did before the scripts arrived stays", () => {
  test("the share links opened with the first tap stay open, and Share does not move @js", { tag: "@core" }, async ({ page }) => {
    // Headless Chromium may or may not have Web Share; the dialog is the path checked here.
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    const release = await holdScripts(page);
    await page.goto("/product/1");
    const share = page.locator("summary").filter({ hasText: /^Share$/ });
    await share.tap();
    const twitter = page.locator("details[open]").getByRole("link", { name: "Twitter" });
    await expect(twitter).toBeVisible();
    const before = await box(share);

    await letScriptsArrive(page, release);
    await expect(twitter).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Link to this fragrance" })).toBeVisible();
    expect(await box(share)).toEqual(before);

    // Now the app has it: a tap closes what is open, the next opens the dialog.
    await share.tap();
    await expect(twitter).toBeHidden();
    await share.tap();
    await expect(page.getByRole("dialog", { name: "Share This Fragrance" })).toBeVisible();
  });

  test("a note ticked in the filter panel is still ticked, and Apply filters by it @js", { tag: "@core" }, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/shop");
    const total = await page.getByText(/^\d+ fragrances$/).textContent();
    await page.getByRole("link", { name: "Filters" }).tap();
    const panel = page.locator("#filters");
    const note = panel.locator("input[name=notes]").first();
    const name = (await note.getAttribute("value"))!;
    await note.tap();
    await expect(note).toBeChecked();

    await letScriptsArrive(page, release);
    // The tick reaches the app as the tap would have (changes apply at once), and the panel stays open.
    await expect(page).toHaveURL(new RegExp(`[?&]notes=${encodeURIComponent(name)}\\b`));
    await expect(note).toBeVisible();
    await expect(note).toBeChecked();
    await panel.getByRole("button", { name: "Apply" }).tap();
    await expect(note).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]notes=${encodeURIComponent(name)}\\b`));
    await expect(page.getByRole("link", { name: `Remove note ${name}` })).toBeVisible();
    await expect(page.getByText(/^\d+ fragrances?$/)).not.toHaveText(total!);
  });

  test("a quantity typed at checkout is still typed, and Update takes it @js", { tag: "@core" }, async ({ page }) => {
    await addToCartDirectly(page, 1);
    const release = await holdScripts(page);
    await page.goto("/checkout");
    const quantity = page.getByLabel("Quantity of Open Range");
    await quantity.tap();
    await quantity.fill("3");

    await letScriptsArrive(page, release);
    await expect(quantity).toHaveValue("3");
    await page.getByRole("button", { name: "Update" }).tap();
    await expect(page.getByLabel("Line total for Open Range")).toHaveText("$120.00");
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("Express ticked at checkout stays ticked with its total, and the order is placed for it @js", { tag: "@core" }, async ({ page }) => {
    await addToCartDirectly(page, 1);
    const release = await holdScripts(page);
    await page.goto("/checkout");
    const express = page.getByRole("radio", { name: /^Express/ });
    await express.tap();
    await expect(page.getByRole("button", { name: "Place Order - $55.00" })).toBeVisible();

    await letScriptsArrive(page, release);
    await expect(express).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Standard/ })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Place Order - $55.00" })).toBeVisible();
  });

  test("a State and ZIP chosen before bring their sales tax once the scripts arrive @js", { tag: "@core" }, async ({ page, browser, baseURL }) => {
    const admin = await browser.newContext({ baseURL });
    await signInAsAdmin(admin, baseURL!);
    await collectSalesTaxIn(await admin.newPage(), "Washington");
    await admin.close();
    await addToCartDirectly(page, 1);
    const release = await holdScripts(page);
    await page.goto("/checkout");
    await page.getByLabel("State").selectOption("WA");
    await page.getByLabel("Zip/Postal Code").fill("98101");
    await expect(page.getByRole("button", { name: "Place Order - $45.00" })).toBeVisible();

    await letScriptsArrive(page, release);
    await expect(page.getByLabel("State")).toHaveValue("WA");
    await expect(page.getByLabel("Zip/Postal Code")).toHaveValue("98101");
    // 6.5 % on the $40.00 bottle and on the $5.00 shipping: $2.60 + $0.33.
    await expect(page.getByRole("button", { name: "Place Order - $47.93" })).toBeVisible();
  });

  test("a password typed before is kept, and the show button shows it @js", { tag: "@core" }, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.tap();
    await password.fill("typed-before-scripts");

    await letScriptsArrive(page, release);
    await expect(password).toHaveValue("typed-before-scripts");
    // The passkey button is added below the form; nothing typed is lost to it. On an IP address
    // (the Workers projects' 127.0.0.1) passkeys cannot work, so none is offered.
    const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
    if (new URL(page.url()).hostname === "127.0.0.1") await expect(passkeyButton).toHaveCount(0);
    else await expect(passkeyButton).toBeVisible();
    await expect(password).toHaveValue("typed-before-scripts");
    await page.getByRole("button", { name: "Show password" }).tap();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("typed-before-scripts");
  });

  test("an e-mail typed into the newsletter form is kept @js", { tag: "@core" }, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.tap();
    await email.fill("before-scripts@example.com");

    await letScriptsArrive(page, release);
    await expect(email).toHaveValue("before-scripts@example.com");
  });

  test("the mood board's Share button is there before the scripts, and the link field keeps its width @js", { tag: "@core" }, async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    const release = await holdScripts(page);
    await page.goto("/summer-mood-board?items=1-l");
    const link = page.getByLabel("Share link");
    const shareButton = page.getByRole("button", { name: "Share", exact: true });
    // The boot script shows it; the app has not arrived yet.
    await expect(shareButton).toBeVisible();
    // The shopper's first touch starts the scripts (decision 0040).
    await link.tap();
    const before = await box(link);

    await letScriptsArrive(page, release);
    expect(await box(link)).toEqual(before);
    await shareButton.tap();
    await expect(page.getByRole("region", { name: /^Notifications/ }).getByText(/Copied to Clipboard|Could not copy/)).toBeVisible();
  });

  test("an admin's chart table opened and a date typed on the dashboard stay as the app takes over @js", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const release = await holdScripts(page);
    await page.goto("/admin/dashboard?period=7d");
    const chart = page.getByRole("figure", { name: "Revenue per day" });
    await chart.getByText("Show as a table").tap();
    await expect(chart.getByRole("table")).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");

    await letScriptsArrive(page, release);
    await expect(chart.getByRole("table")).toBeVisible();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-01-31");
    await page.getByRole("button", { name: "Show" }).tap();
    await expect(page.getByRole("heading", { name: "Custom: 2026-01-01 to 2026-01-31" })).toBeVisible();
  });

  test.describe("a first-time visitor", () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test("the welcome popup stays open with the typed address as the app takes over, and then claims it @js", { tag: "@core" }, async ({ page }) => {
      const release = await holdScripts(page);
      await page.clock.install();
      await page.goto("/");
      // The boot script opens the server's dialog 3 s after load; the app is still on the wire.
      await page.clock.runFor(3000);
      const dialog = page.getByRole("dialog", { name: "Welcome to Onbrand!" });
      await expect(dialog).toBeVisible();
      const email = dialog.getByRole("textbox", { name: "Email address" });
      await email.tap();
      await email.fill("typed-before@example.com");
      const before = await box(email);

      await letScriptsArrive(page, release);
      await expect(dialog).toBeVisible();
      await expect(email).toHaveValue("typed-before@example.com");
      expect(await box(email)).toEqual(before);
      // The same form, now the app's: it claims without leaving the page.
      await dialog.getByRole("button", { name: "Claim My 10% Discount" }).tap();
      await expect(page.getByText("Your 10% discount is ready!", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem("newsletter_email"))).toBe("typed-before@example.com");
    });
  });

  test("a toast from a plain form post stays on screen as the app takes over @js", { tag: "@core" }, async ({ page, baseURL }) => {
    const release = await holdScripts(page);
    // A plain form post (as from a page whose scripts never ran): the answer's toast comes back in this page's HTML.
    const posted = await page.request.post("/resources/cart", {
      form: { intent: "add", fragranceId: "1", redirectTo: "/product/1" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
    // The server toast takes focus, and focus boots the page: its held scripts would hold the load event too.
    await page.goto("/product/1", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    const toast = page.getByRole("region", { name: /^Notifications/ }).getByText("Added to Cart", { exact: true });
    await expect(toast).toBeVisible();
    const before = await box(toast);
    // The page starts its scripts on the shopper's first touch.
    await page.getByRole("heading", { level: 1 }).tap();

    await letScriptsArrive(page, release);
    // The app's toast region has it now (with its close button), in the same place.
    await expect(page.getByRole("button", { name: "Close notification" })).toBeVisible();
    await expect(toast).toBeVisible();
    expect(await box(toast)).toEqual(before);
  });
});
