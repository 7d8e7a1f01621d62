import { expect, test, type Locator, type Page } from "@playwright/test";
import { addToCartDirectly } from "./checkout-form";
import { signInAsAdmin } from "./sessions";
import { visit } from "./visit";
import { withJavaScript } from "./project";

// Everything that opens (search, menu, cart, filters, share, quiz, mood board,
// admin dialogs) fits a phone's screen: no box of it starts left of the edge
// or ends past the right one, and the page never scrolls sideways. As a phone:
// 390 px wide with touch, tapping.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * The boxes inside `panel` that a shopper would see cut off by the screen's
 * edges, each as 'tag "text" left..right'. A box counts as far as the
 * ancestors that clip it let it show (a scroller's hidden part is not off
 * screen, it is scrolled away); screen-reader-only text is clipped away.
 */
function boxesOffScreen(panel: Locator, width: number) {
  return panel.evaluate((root, width) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      // Not drawn: hidden, or inside a closed <details> (whose content still has boxes in Chromium).
      if (!element.checkVisibility({ visibilityProperty: true }) || getComputedStyle(element).display === "contents") continue;
      const box = element.getBoundingClientRect();
      let left = box.left;
      let right = box.right;
      let top = box.top;
      let bottom = box.bottom;
      for (let clipper = element as Element | null; clipper && clipper !== document.documentElement; clipper = clipper.parentElement) {
        const clip = getComputedStyle(clipper);
        const clipped = clip.clip === "rect(0px, 0px, 0px, 0px)" || clip.clipPath === "inset(50%)";
        const clipsX = clipper !== element && clip.overflowX !== "visible";
        const clipsY = clipper !== element && clip.overflowY !== "visible";
        if (clipped) right = left;
        if (!clipsX && !clipsY) continue;
        const edges = clipper.getBoundingClientRect();
        if (clipsX) [left, right] = [Math.max(left, edges.left), Math.min(right, edges.right)];
        if (clipsY) [top, bottom] = [Math.max(top, edges.top), Math.min(bottom, edges.bottom)];
      }
      if (right - left < 1 || bottom - top < 1) continue;
      if (left < -0.5 || right > width + 0.5) {
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} "${text}" ${Math.round(left)}..${Math.round(right)} of ${width}`);
      }
    }
    return found;
  }, width);
}

/**
 * The opened panel shows whole on screen and the page has nothing to scroll
 * sideways to. Measured against the screen's width rather than innerWidth: a
 * phone browser widens its layout (and innerWidth) to take in a page that
 * overflows, zooming the whole page out.
 */
async function expectFits(page: Page, panel: Locator) {
  await expect(panel).toBeVisible();
  const { width } = page.viewportSize()!;
  expect(await boxesOffScreen(panel, width), "boxes cut off by the screen's edges").toEqual([]);
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(await page.evaluate(() => window.innerWidth), "the layout's width (wider when the page overflows)").toBe(width);
  expect(scrollWidth, "the page's width, scrolling sideways past the screen's").toBeLessThanOrEqual(width);
}

/** The header search's panel, opened with a tap on its icon. */
async function openSearch(page: Page) {
  await page.getByRole("banner").getByLabel("Search", { exact: true }).tap();
  const panel = page.locator("details[open]").filter({ has: page.getByRole("search") }).locator("summary + div");
  await expect(panel.getByRole("searchbox", { name: "Search fragrances" })).toBeVisible();
  return panel;
}

test.describe("on a phone, what opens fits the screen", () => {
  for (const width of [320, 390, 430]) {
    test(`the header search opens on screen at ${width} px`, { tag: "@core" }, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ["/", "/product/1"]) {
        await visit(page, path);
        await expectFits(page, await openSearch(page));
      }
    });
  }

  for (const width of [320, 390]) {
    test(`the header search's live suggestions fit at ${width} px @js`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await visit(page, "/");
      const panel = await openSearch(page);
      await panel.getByRole("searchbox", { name: "Search fragrances" }).fill("vanilla");
      await expect(panel.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
      await expectFits(page, panel);
    });
  }

  test("the menu", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("banner").getByLabel("Menu", { exact: true }).tap();
    await expectFits(page, page.getByRole("navigation", { name: "Mobile" }));
  });

  test("the cart, with a fragrance in it", { tag: "@core" }, async ({ page }) => {
    await addToCartDirectly(page, 1);
    await visit(page, "/");
    await page.getByRole("link", { name: "Cart, 1 item" }).tap();
    if (withJavaScript()) {
      const dropdown = page.getByRole("dialog", { name: "Shopping cart" });
      await expect(dropdown.getByRole("link", { name: "Open Range" })).toBeVisible();
      await expectFits(page, dropdown);
    } else {
      // Without JavaScript the cart button is a link to the cart page.
      await expect(page.getByRole("heading", { level: 1, name: "Your Cart" })).toBeVisible();
      await expectFits(page, page.locator("body"));
    }
  });

  test("the shop filters", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/shop");
    await page.getByRole("link", { name: "Filters" }).tap();
    const panel = page.locator("#filters");
    await expect(panel.getByRole("checkbox", { name: "bergamot" })).toBeVisible();
    await expectFits(page, panel);
  });

  test("the product page's share panel", { tag: "@core" }, async ({ page }) => {
    // Without the Web Share API (as on most desktop Linux browsers), so the shop draws its own panel.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "share"));
    await visit(page, "/product/1");
    await page.getByText("Share", { exact: true }).tap();
    // A disclosure without JavaScript, the dialog with it.
    const panel = page.locator("details[open]:has(h2), [role=dialog]");
    await expect(panel.getByRole("textbox", { name: "Link to this fragrance" })).toBeVisible();
    await expectFits(page, panel);
  });

  test("the quiz, each question and the result", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/");
    const quiz = page.locator("#quiz");
    for (const answer of ["A candlelit evening lounge", "A smoky whisky", "On a night out", "Worn leather", "Spring"]) {
      await quiz.getByRole("button", { name: answer }).scrollIntoViewIfNeeded();
      await expectFits(page, quiz);
      await quiz.getByRole("button", { name: answer }).tap();
    }
    await expect(quiz.getByRole("heading", { name: "Rich & Oriental" })).toBeVisible();
    await expectFits(page, quiz);
  });

  test("the mood board with a fragrance on it", { tag: "@core" }, async ({ page }) => {
    await visit(page, "/summer-mood-board");
    await page.getByRole("region", { name: "Recommended for Tropical Paradise" }).getByRole("link", { name: /^Add .* to mood board$/ }).first().tap();
    await expect(page.getByRole("list", { name: "Fragrances on your board" }).getByRole("listitem")).toHaveCount(1);
    await expectFits(page, page.getByRole("main"));
  });

  test("the admin's Add New Fragrance and Edit", { tag: "@core" }, async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin");
    await page.getByRole("link", { name: "Add New Fragrance" }).tap();
    // The dialog with JavaScript; without it, the form's own page.
    const add = withJavaScript() ? page.getByRole("dialog", { name: "Add New Fragrance" }) : page.getByRole("main");
    await expect(add.getByRole("heading", { name: "Add New Fragrance" })).toBeVisible();
    await expectFits(page, add);

    if (withJavaScript()) await add.getByRole("button", { name: "Close" }).tap();
    else await visit(page, "/admin");
    await page.getByRole("link", { name: /^Edit / }).first().tap();
    const edit = withJavaScript() ? page.getByRole("dialog", { name: "Edit Fragrance" }) : page.getByRole("main");
    await expect(edit.getByRole("heading", { name: "Edit Fragrance" })).toBeVisible();
    await expectFits(page, edit);
  });

  // Read only: ticking a box here is not saved, so the shop other tests share keeps collecting no tax.
  test("the admin's 51 sales tax states", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await visit(page, "/admin/settings");
    const section = page.getByRole("region", { name: "Sales tax" });
    const states = section.getByRole("group", { name: "Collect sales tax in" }).getByRole("checkbox");
    await expect(states).toHaveCount(51);
    await expectFits(page, section);
    const colorado = section.getByRole("checkbox", { name: "Collect sales tax in Colorado" });
    // The whole label is the target, not only the 16 px box.
    await section.locator("label", { hasText: /Colorado$/ }).tap();
    await expect(colorado).toBeChecked();
    const dc = section.getByRole("checkbox", { name: "Collect sales tax in District of Columbia" });
    await section.locator("label", { hasText: /District of Columbia$/ }).tap();
    await expect(dc).toBeChecked();
  });
});
