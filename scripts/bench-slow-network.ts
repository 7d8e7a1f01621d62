// The slow-phone profile of `npm run bench` (decision 0033): a first visit on
// about 400 kbps down, 400 ms round trip and a CPU four times slower than this
// machine's, at a phone's viewport. For /, /shop and /product/1 it reports first
// contentful paint, largest contentful paint, and when the add-to-cart and
// search forms work: they are plain HTML forms, so they work once painted,
// measured as the first animation frame that has the form in the document, or
// the first contentful paint if that comes later. Then it taps the page's
// heading, as a shopper's first touch, and reports when the app took over
// (root sets data-hydrated): the page starts its scripts on that touch
// (decision 0040), so "touch to app" is what a shopper's first tap waits for
// before it is handled by the app rather than by the plain HTML. Real Chromium throttled through the DevTools protocol, not a
// simulation; one fresh browser context per page (an empty cache, no service
// worker yet). A benchmark: it reports, it never fails on a figure.
//
// firstTouchFigures (decision 0041) asks the question the other way round: a
// shopper touches the page at a set moment after the request (2 s: just after
// the first paint; 5 s: after reading for a moment), on /, /shop, /product/1,
// /checkout (one line in the cart) and /admin (signed in as an admin), and it
// reports how long that touch waits for the app ("first touch → app ready"; 0
// when the app was ready before the touch). The shopper is a returning visitor
// who has seen the welcome popup: on a first visit the popup opens 3 s after
// load (decision 0045), and a touch after that would land on it.
import { chromium, type BrowserContext, type Page } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/shop", "/product/1"];
const FORMS = {
  "add to cart": 'form[action="/resources/cart"]',
  search: 'form[action="/shop"][role="search"], form[action="/shop"]',
} as const;

export const SLOW_PROFILE = { downKbps: 400, upKbps: 400, roundTripMs: 400, cpuSlowdown: 4 } as const;

export type SlowFigures = {
  page: string;
  "FCP (ms)": number;
  "LCP (ms)": number;
  "add to cart works (ms)": number | null;
  "search works (ms)": number | null;
  "first touch (ms)": number | null;
  "app takes over (ms)": number | null;
  "touch to app (ms)": number | null;
};

// Runs in the page before its own scripts: paint entries and the moment each
// form is usable. Plain JavaScript source, not a function: tsx adds name helpers
// to functions that would not exist in the page.
const OBSERVER = (forms: Record<string, string>) => `(() => {
  const forms = ${JSON.stringify(forms)};
  const marks = (window.__slow = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    marks.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // Each frame until both are found: the first frame that has the form is when it is painted.
  const watch = () => {
    for (const [name, selector] of Object.entries(forms)) {
      if (marks[name] === undefined && document.querySelector(selector)) marks[name] = performance.now();
    }
    if (Object.keys(forms).some((name) => marks[name] === undefined) && document.readyState !== "complete") requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  addEventListener("load", () => { marks.load = performance.now(); });
  addEventListener("touchstart", (event) => { if (marks.touch === undefined) marks.touch = event.timeStamp; }, { capture: true, passive: true });
  new MutationObserver(() => {
    if (marks.hydrated === undefined && document.documentElement.dataset.hydrated) marks.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})();`;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;

/** A page in `context` on the slow-phone profile, with the observer installed. */
async function slowPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PROFILE.roundTripMs,
    downloadThroughput: (SLOW_PROFILE.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_PROFILE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PROFILE.cpuSlowdown });
  await page.addInitScript({ content: OBSERVER(FORMS) });
  return page;
}

const launch = () => chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __slow: Record<string, number> }).__slow);
const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value));

export async function slowNetworkFigures(baseUrl: string): Promise<SlowFigures[]> {
  const browser = await launch();
  const figures: SlowFigures[] = [];
  try {
    for (const path of PAGES) {
      const context = await browser.newContext(PHONE);
      const page = await slowPage(context);
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load", timeout: 120_000 });
      // LCP settles once the page is loaded and idle; the forms were in the first HTML.
      await page.waitForFunction(() => {
        const marks = (window as unknown as { __slow: Record<string, number> }).__slow;
        return marks.lcp !== undefined;
      }, undefined, { timeout: 60_000 });
      await page.getByRole("heading", { level: 1 }).tap();
      await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 60_000 });
      const marks = await readMarks(page);
      // Nothing works before the first paint (its entry may arrive after the form is seen).
      const works = (name: string) => (marks[name] === undefined ? null : ms(Math.max(marks[name], marks.fcp ?? 0)));
      figures.push({
        page: path,
        "FCP (ms)": ms(marks.fcp) ?? 0,
        "LCP (ms)": ms(marks.lcp) ?? 0,
        "add to cart works (ms)": works("add to cart"),
        "search works (ms)": works("search"),
        "first touch (ms)": ms(marks.touch),
        "app takes over (ms)": ms(marks.hydrated),
        // A page that took over before the touch kept the shopper waiting for nothing.
        "touch to app (ms)": marks.touch === undefined || marks.hydrated === undefined ? null : Math.max(0, ms(marks.hydrated - marks.touch)!),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Pages whose first touch is measured, and the cookies each needs (a cart, an admin's session). */
export type TouchPage = { path: string; cookie?: string };
export const TOUCH_AT_MS = [2000, 5000] as const;

export type TouchFigures = {
  page: string;
  "touch planned at (ms)": number;
  "page loaded (ms)": number | null;
  "first touch (ms)": number | null;
  "app ready (ms)": number | null;
  "first touch → app ready (ms)": number | null;
};

/**
 * For each page and each moment in TOUCH_AT_MS: a fresh phone on the slow
 * profile requests the page, taps its first heading once that many ms have
 * passed since the request (performance.now() counts from it; the tap waits for
 * the heading if it is not painted yet, and the figure is when it landed), and
 * waits for the app. Times are from the request.
 */
export async function firstTouchFigures(baseUrl: string, pages: TouchPage[]): Promise<TouchFigures[]> {
  const browser = await launch();
  const figures: TouchFigures[] = [];
  try {
    for (const { path, cookie } of pages) {
      for (const touchAt of TOUCH_AT_MS) {
        const context = await browser.newContext(PHONE);
        if (cookie) {
          await context.addCookies(cookie.split("; ").map((pair) => {
            const at = pair.indexOf("=");
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
          }));
        }
        const page = await slowPage(context);
        await page.addInitScript({ content: 'localStorage.setItem("popup_seen", "true")' });
        await page.goto(`${baseUrl}${path}`, { waitUntil: "commit", timeout: 120_000 });
        await page.waitForFunction((at) => performance.now() >= at, touchAt, { polling: 20, timeout: 60_000 });
        await page.locator("h1, h2").first().tap({ timeout: 60_000 });
        await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 60_000 });
        const marks = await readMarks(page);
        figures.push({
          page: path,
          "touch planned at (ms)": touchAt,
          "page loaded (ms)": ms(marks.load),
          "first touch (ms)": ms(marks.touch),
          "app ready (ms)": ms(marks.hydrated),
          "first touch → app ready (ms)":
            marks.touch === undefined || marks.hydrated === undefined ? null : Math.max(0, ms(marks.hydrated - marks.touch)!),
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
