import { expect, test, type Page } from "@playwright/test";
import { addToCartDirectly } from "./checkout-form";
import { signInAsAdmin, signInAsCustomer } from "./sessions";
import { visit } from "./visit";

// Checked by looking: the main pages at a phone's and a desktop's width, in both
// themes, saved as screenshots (test-results/…/*.png) for people to compare,
// and checked for what a glance would catch: nothing wider than the screen,
// no text spilling out of its box, and every control at least 44 px square,
// the size of a fingertip.

type Finding = { problem: string; what: string };

/** What the page breaks of the three rules, measured in the browser. */
function layoutFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const findings: { problem: string; what: string }[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const shown = (el: Element) => {
      if (el.closest("[aria-hidden=true], [inert]") || el.getAttribute("tabindex") === "-1") return false;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && box.right > 0 && box.left < window.innerWidth;
    };
    if (document.documentElement.scrollWidth > window.innerWidth) {
      findings.push({ problem: "page wider than the screen", what: `${document.documentElement.scrollWidth}px` });
    }
    // Text wider than its own box, where the box does not scroll or clip on purpose (truncate, carousels).
    for (const el of document.querySelectorAll("main *, header *, footer *")) {
      if (!shown(el) || !(el instanceof HTMLElement) || el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== "visible" || style.display === "inline" || el.closest("svg")) continue;
      const hasText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (hasText) findings.push({ problem: "text overflows its box", what: describe(el) });
    }
    const controls = document.querySelectorAll("button, summary, select, textarea, input:not([type=hidden])");
    for (const control of controls) {
      // A checkbox or radio is tapped through its label.
      const target = control.matches("input[type=checkbox], input[type=radio]") ? (control.closest("label") ?? control) : control;
      if (!shown(control) && !shown(target)) continue;
      const box = target.getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) {
        findings.push({ problem: "tap target under 44 px", what: `${describe(control)} ${Math.round(box.width)}x${Math.round(box.height)}` });
      }
    }
    return findings;
  });
}

const PAGES = ["/", "/shop", "/product/1", "/checkout", "/admin"] as const;

test.describe("looks @js", () => {
  for (const width of [390, 1280]) {
    for (const theme of ["light", "dark"] as const) {
      test(`main pages at ${width} px, ${theme}`, async ({ page, context, baseURL }, testInfo) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: theme });
        // A shopper of their own with one line in the cart (the admin's cart is shared by other tests);
        // the admin panel last, as the run's administrator.
        await signInAsCustomer(context, baseURL!);
        await addToCartDirectly(page, 3);
        const findings: string[] = [];
        for (const path of PAGES) {
          if (path === "/admin") await signInAsAdmin(context, baseURL!);
          await visit(page, path);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await page.screenshot({ path: testInfo.outputPath(`${path === "/" ? "home" : path.slice(1).replace(/\W+/g, "-")}-${width}-${theme}.png`), fullPage: true });
          for (const finding of await layoutFindings(page)) findings.push(`${path}: ${finding.problem}: ${finding.what}`);
        }
        expect(findings).toEqual([]);
      });
    }
  }
});
