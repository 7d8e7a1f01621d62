import { SHOP_PAGE_SIZE } from "./shop-filters";

/**
 * Which URL search engines should treat as a page's one address, and whether
 * the page may be indexed at all. Every page the shop serves gets exactly one
 * canonical link; the rules:
 *
 * - a shop listing (`/shop`, `/shop/{gender}`) points to the same listing with
 *   no search, filters, view or order, keeping only its page number, so crawlers
 *   see one listing per audience instead of every filter combination;
 * - every other page points to its path without a query string (a product page
 *   shared with tracking parameters, the mood board with a shared state);
 * - private pages (account, cart, checkout, orders and their returns, admin) and the browser-test
 *   page carry a canonical too, plus `noindex`: they are nobody's search result;
 * - a path the shop does not know (a 404) carries only `noindex`.
 */
export type PageIndexing = { canonicalPath: string | null; index: boolean };

const GENDER_LISTING = /^\/shop(\/(male|female|unisex))?$/;
const PRODUCT_PAGE = /^\/product\/[1-9]\d{0,9}$/;
const PRIVATE_PAGES = [/^\/(login|account|account\/password|account\/two-factor|forgot-password|reset-password|cart|checkout|test|offline)$/, /^\/orders\/[^/]+(\/returns)?$/, /^\/admin(\/.*)?$/];

export function pageIndexing(pathname: string, search: string): PageIndexing {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (GENDER_LISTING.test(path)) {
    return { canonicalPath: listingPath(path, Number(new URLSearchParams(search).get("page"))), index: true };
  }
  if (PUBLIC_PAGES.has(path) || PRODUCT_PAGE.test(path)) return { canonicalPath: path, index: true };
  if (PRIVATE_PAGES.some((pattern) => pattern.test(path))) return { canonicalPath: path, index: false };
  return { canonicalPath: null, index: false };
}

/** A listing's canonical path: page 1 has no parameter, page N keeps `?page=N`. */
function listingPath(path: string, page: number): string {
  return Number.isSafeInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}

/** Pages in the sitemap besides the listings and the product pages. */
export const SITEMAP_PAGES = ["/", "/about", "/faq", "/summer-mood-board", "/reviews/new"] as const;
const PUBLIC_PAGES = new Set<string>(SITEMAP_PAGES);

/**
 * Every canonical page of one listing: `/shop`, `/shop?page=2`, … for a
 * listing of `total` fragrances (24 a page, as the shop shows them).
 */
export function listingPages(path: string, total: number): string[] {
  const pages = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  return Array.from({ length: pages }, (_, index) => listingPath(path, index + 1));
}
