// Byte budgets per page, checked by tests/integration/page-budgets.test.ts
// against the production build (gzip level 9, so the counts are deterministic).
// JavaScript is what a page loads before the first interaction: the entry, the
// manifest and the static imports of every route module on the page (lazy
// chunks load on use and are not counted). A budget is today's size plus a
// little headroom: a change that grows a page past it fails `npm test` and has
// to say why in a decision record (docs/decisions/0013) or win the bytes back.
// The goal is 75 KiB of JavaScript on these pages; React 18 + Remix alone are
// about 60 KiB, and today's pages are at 101-104 KiB (checkout 143 KiB).
const KiB = 1024;

/** @type {Record<string, { routes: string[]; js: number; html: number }>} */
export const PAGE_BUDGETS = {
  // Measured 2026-11-25: JS 103.6 / 101.4 / 101.7 / 143.1 KiB; HTML 10.2 / 13.0 / 6.7 / 3.6 KiB.
  // Then +1.05 KiB on each for the service worker's registration, the offline
  // notice and the Lite mode switch (decision 0033): 104.9 / 102.8 / 103.1 / 144.8 KiB.
  // Admin photos (decision 0036) add the photo srcset helper to the shell chunk and two
  // routes to the manifest: +0.3 KiB on every page, / at 106.3 KiB.
  "/": { routes: ["root", "routes/_index"], js: 106.5 * KiB, html: 12 * KiB },
  "/shop": { routes: ["root", "routes/shop.($gender)"], js: 104 * KiB, html: 14.5 * KiB },
  // The product page then gains "You may also like" (cards), the sticky add-to-cart
  // bar and the shipping note (decision 0034): JS 105.2 KiB, HTML 8.1 KiB.
  "/product/1": { routes: ["root", "routes/product.$id"], js: 106 * KiB, html: 9 * KiB },
  // Checkout then gains the Stripe Payment Element's mounting code (decision 0031),
  // which ships in both payment modes: 146.4 KiB.
  // Admin photos (decision 0036): 147.3 KiB.
  "/checkout": { routes: ["root", "routes/checkout"], js: 147.5 * KiB, html: 5 * KiB },
};

/** The display font every page preloads (woff2 is already compressed; 19.1 KiB measured 2026-11-25). */
export const FONT_BUDGET = 20 * KiB;

/** The stylesheet every page loads (gzip; 8.7 KiB measured 2026-11-25). */
export const CSS_BUDGET = 10 * KiB;
