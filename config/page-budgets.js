// Byte budgets per page, checked by tests/integration/page-budgets.test.ts
// against the production build (gzip level 9, so the counts are deterministic).
//
// Until the visitor's first touch, key or mouse movement a page runs one
// inline script, the boot script, and names no script file in its HTML; the
// boot script fetches the page's scripts at low priority after the load event
// (not under lite mode or Save-Data) and runs them at that first sign of
// intent (decisions 0040, 0041). BOOT_SCRIPT_BUDGET is all the JavaScript a
// page runs before then; what it fetches after load is its `js` below.
//
// A page's `js` is what it loads when it boots: the entry and the static
// imports of every route module on the page, exactly the scripts its HTML
// names (the test checks that list against the page). Lazy chunks load on use
// and are not counted; neither is the manifest file, which Remix never loads
// with v3_lazyRouteDiscovery (the page's part is in the HTML). A budget is
// today's size plus a little headroom: a change that grows a page past it
// fails `npm test` and has to say why in a decision record (docs/decisions/0013,
// 0035) or win the bytes back. An empty page of the same React 18 + Remix 2
// build is 83.2 KiB by the same count (decision 0035).
const KiB = 1024;

/**
 * The inline boot script (gzip), the only JavaScript a page runs before the visitor acts: 0.86 KiB
 * with decision 0040, 1.34 KiB measured 2026-11-26 with 0041's fetch after load, the held taps'
 * replay and the welcome popup's boot; 1.43 KiB before decision 0045, 1.56 KiB (1,594 bytes)
 * measured 2026-11-27 after it: the script opens the welcome popup's server <dialog> itself
 * (moving its content out of a <template>), closes it on the backdrop and marks it seen, instead
 * of booting the app at 3 s for it, so the budget went from 1.5 to 1.6 KiB.
 */
export const BOOT_SCRIPT_BUDGET = 1.6 * KiB;

/** @type {Record<string, { routes: string[]; js: number; html: number }>} js: loaded when the page boots. */
export const PAGE_BUDGETS = {
  // HTML measured 2026-11-26 after decisions 0041 and 0042: 12.5 / 15.2 / 9.8 / 5.6 KiB, 0.6-0.7 KiB
  // more than under 0040, most of it the boot script's fetch after load and its held taps. How
  // each figure got here: docs/benchmarks/javascript-budget.md.
  // 2026-11-27, decision 0045: the welcome popup is server HTML in every page (a closed <dialog>
  // with its content in a <template>, which the boot script opens), and its claim handler is in
  // root's chunk instead of a chunk set loaded at 3 s: HTML 13.2 / 16.0 / 10.5 / 6.3 KiB
  // (+0.7 each, budgets +0.5-0.75), JavaScript at boot 102.0 / 98.9 / 101.4 / 113.0 KiB (+0.5;
  // the `/` and `/checkout` budgets +0.5).
  // 2026-11-27, decision 0046 (Standard or Express): the cart's totals on every page price
  // shipping from the shop's rates (+0.1 KiB: 102.1 / 99.05 / 101.6 KiB, budgets +0.25); the
  // checkout renders its radios, each method's totals and the delivery days (JavaScript 114.4 KiB,
  // budget 113 → 115; HTML 6.56 KiB, budget 6.5 → 7).
  // 2026-11-27, issue 34 (stock and samples, what the shopper sees): cards say 'Only N left' /
  // 'Sold out' and a sold-out card links to its page instead of adding (shell chunk), /shop gains
  // 'In stock only': JavaScript 102.5 / 99.6 KiB (budgets +0.5). The product page renders its
  // size radios, a price and a button per size and the 'Email me when it's back' form with the
  // kit's Field and FirstInvalidFocus (its own chunk, shared with the account forms) and the
  // honeypot; zod stays on the server (the form's action is read in
  // routes/product.$id/stock-alert-reply.server.ts): JavaScript 104.4 KiB (budget 101.75 → 104.75),
  // HTML 10.9 KiB (budget 10.75 → 11.25).
  // 2026-11-27, issue 34 (sizes on cart lines): the header's cart dropdown and the checkout summary
  // name each line's size and send it with every change (cartLineSuffix, lineName and the labels
  // of app/lib/sizes.ts, in the shell chunk): JavaScript 102.8 / 99.84 / 115.17 KiB on / /shop
  // /checkout (budgets 102.75 → 103, 99.75 → 100, 115 → 115.5).
  // 2026-11-27, issue 37 (decision 0054): every error page shows its request's "Reference", which a
  // page reached without a reload reads from the last fetched answer's X-Request-Id (a fetch
  // wrapper in the entry, the boundary's hook in root): +0.16-0.2 KiB on every page, JavaScript
  // 103.08 / 100.07 / 104.91 / 116.67 KiB (budgets +0.25 each).
  "/": { routes: ["root", "routes/_index"], js: 103.25 * KiB, html: 13.5 * KiB },
  "/shop": { routes: ["root", "routes/shop.($gender)"], js: 100.25 * KiB, html: 16.25 * KiB },
  "/product/1": { routes: ["root", "routes/product.$id"], js: 105 * KiB, html: 11.25 * KiB },
  // zod and the checkout schema load when the shopper starts on the form; the
  // Stripe Payment Element's mounting code still ships in both payment modes
  // (0.7 KiB; loading it on demand saved 0.1 KiB and cost Stripe mode a round trip).
  // 2026-11-27, issue 35: a member's points field, the pricing step that takes a code's effect and
  // points, and the savings the server judged (119,195 bytes measured, 115.5 → 116.5).
  // 2026-11-28, issue 39 (wallets): the wallet buttons' slot (their own code loads after hydration
  // in a chunk of its own, with JavaScript and Stripe only) and Stripe.js's loader, now one module
  // the Payment Element and the wallets share so the page never loads Stripe.js twice: 119,811 bytes
  // measured (+341; budget 116.75 → 117.25).
  // 2026-11-28, issue 39 (sales tax): the State field's list of the 50 states and DC (0.9 KiB; the
  // ZIP-prefix table stays in the validation chunk, app/lib/zip-states.ts, which saved 0.57 KiB),
  // the Sales tax row and the hook that keeps the server's latest tax quote: 120,879 bytes measured
  // (budget 117.25 → 118.25).
  "/checkout": { routes: ["root", "routes/checkout"], js: 118.25 * KiB, html: 7 * KiB },
};

/** The display font every page preloads (woff2 is already compressed; 19.1 KiB measured 2026-11-25). */
export const FONT_BUDGET = 20 * KiB;

/**
 * The stylesheet every page loads (gzip; 8.7 KiB measured 2026-11-25; 10.5 KiB with checkout's
 * shipping choice, decision 0046; 10.56 KiB (10,816 bytes) with /admin/system's panels and the error
 * page's reference, issue 37, budget 10.5 → 10.75).
 */
export const CSS_BUDGET = 10.75 * KiB;
