// Which requests the anonymous page cache answers and how its answers look
// (docs/decisions/0025-anonymous-page-cache.md). The catalogue looks the same
// to every visitor who has no session, cart or message waiting, so one render
// can serve them all; anything that depends on who asks stays out.

/** Fresh in a shared cache for a minute, then served stale for up to ten while one request refreshes it. */
export const SHARED_MAX_AGE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 600;

/**
 * Browsers revalidate every time (max-age=0, a cheap 304 by ETag); shared
 * caches keep the page briefly. Edits reach our own caches at once through
 * the catalogue version; a CDN in front sees them within the minute.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

// The catalogue: home, shop (with its gender pages and any query), product
// pages, about, FAQ, the sitemap, the public fragrance API and share images,
// each page with its single-fetch data twin (`/_root.data` is the home page's).
const CATALOGUE_PATHS = [
  /^\/(?:_root\.data)?$/,
  /^\/shop(?:\/[^/]+)?(?:\.data)?$/,
  /^\/product\/\d+(?:\.data)?$/,
  /^\/(?:about|faq)(?:\.data)?$/,
  /^\/sitemap\.xml$/,
  /^\/api\/fragrances(?:\/(?:\d+|newest))?$/,
  /^\/images\/fragrances\/\d+\/share\.png$/,
];

export function isCataloguePath(pathname: string): boolean {
  return CATALOGUE_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The cookie names a cached page may be served for. Only the theme and the
 * lite-mode choice change an anonymous page, and both join the cache key. Any other cookie (a session,
 * a cart, a waiting toast, or one we do not know) means the page is rendered
 * for this visitor alone: an allow-list, so a personal cookie added later is
 * never served a shared page by mistake.
 */
const SHAREABLE_COOKIES = new Set(["theme", "lite"]);

export function cookieNames(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => name.length > 0);
}

export type PageCacheRequest = { method: string; pathname: string; cookie: string | null; authorization: boolean };

/** True when a shared answer may serve this request. */
export function isShareableRequest({ method, pathname, cookie, authorization }: PageCacheRequest): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (authorization || !isCataloguePath(pathname)) return false;
  return cookieNames(cookie).every((name) => SHAREABLE_COOKIES.has(name));
}

/** True when a rendered answer may be kept and shared: a plain 200 that names no visitor. */
export function isShareableResponse({ status, headers }: { status: number; headers: Headers }): boolean {
  if (status !== 200 || headers.has("Set-Cookie")) return false;
  const cacheControl = headers.get("Cache-Control") ?? "";
  return !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
}

/** True when `If-None-Match` names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag;
  });
}

/** The nonce a Content-Security-Policy header allows scripts with, if any. */
export function nonceOfPolicy(policy: string | null): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null;
}
