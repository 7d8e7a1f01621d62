// The shop's service worker: pages a shopper has opened keep working in a
// tunnel (docs/decisions/0033-offline-and-lite-mode.md). Hand-written and
// small: it does four things and nothing else.
//
// 1. Installs the offline page and the files it needs, plus anonymous copies
//    of the home page and the shop's first page.
// 2. Serves the build's fingerprinted files (/build/…) from its cache: their
//    names change with their content, so a kept copy is never stale.
// 3. Sends page navigations to the network first. For catalogue pages it keeps
//    an anonymous copy (fetched without cookies, kept only if the server marks
//    it public), the last 20 product pages among them. Offline, a navigation
//    gets that copy, or the offline page.
// 4. Leaves everything else alone: posts, the API, account, cart, checkout
//    and admin pages always go to the network and are never stored.
//
// The page registers it as /sw.js?v=<build version>; a new build is a new
// version, which waits until the page's next navigation asks it to take over.

const VERSION = new URL(self.location.href).searchParams.get("v") || "dev";
const SHELL_CACHE = `shell-${VERSION}`;
const PAGES_CACHE = `pages-${VERSION}`;
// Shared by versions: an open page of the previous build still finds its files.
const ASSETS_CACHE = "assets";
const MAX_ASSETS = 300;
const MAX_PRODUCT_PAGES = 20;
const OFFLINE_PAGE = "/offline";
const WARM_PAGES = ["/", "/shop"];

// Pages whose anonymous copy is the same for everyone (the server's page cache
// says which; only these are ever stored, and only when marked public).
const CATALOGUE_PAGE = /^\/(?:shop(?:\/(?:male|female|unisex))?|product\/\d+|about|faq)?$/;
const PRODUCT_PAGE = /^\/product\/\d+$/;

function isPublic(response) {
  const cacheControl = response.headers.get("Cache-Control") || "";
  return response.status === 200 && /\bpublic\b/.test(cacheControl) && !/\b(?:private|no-store)\b/.test(cacheControl);
}

/** The /build/ and font files a page links to. */
function filesOf(html) {
  const files = new Set();
  for (const match of html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/import\("(\/build\/[^"]+)"\)|from "(\/build\/[^"]+)"|"(\/build\/[^"]+\.js)"/g)) {
    files.add(match[1] || match[2] || match[3]);
  }
  return [...files];
}

async function keepFilesOf(html) {
  const assets = await caches.open(ASSETS_CACHE);
  await Promise.all(
    filesOf(html).map(async (path) => {
      if (await assets.match(path)) return;
      const response = await fetch(path);
      if (response.ok) await assets.put(path, response);
    }),
  );
}

/**
 * Keeps the anonymous copy of a page with its files: the answer the shopper got
 * when the server marked it public, otherwise a fetch without cookies. False
 * when the server says the page is personal.
 */
async function keepAnonymousCopy(cacheName, path, answered) {
  const response = answered ?? (await fetch(path, { credentials: "omit", headers: { Accept: "text/html" } }));
  if (path !== OFFLINE_PAGE && !isPublic(response)) return false;
  if (!response.ok) return false;
  const html = await response.clone().text();
  const cache = await caches.open(cacheName);
  // Re-added at the end, so the oldest product page is the first one trimmed.
  await cache.delete(path);
  await cache.put(path, response);
  await keepFilesOf(html);
  return true;
}

async function trim(cacheName, limit, only = () => true) {
  const cache = await caches.open(cacheName);
  const keys = (await cache.keys()).filter((request) => only(new URL(request.url).pathname));
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((request) => cache.delete(request)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await keepAnonymousCopy(SHELL_CACHE, OFFLINE_PAGE);
      await Promise.all(WARM_PAGES.map((path) => keepAnonymousCopy(PAGES_CACHE, path).catch(() => false)));
      // The first version takes over at once; later ones wait for a navigation (below).
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const current = new Set([SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE]);
      await Promise.all(names.filter((name) => !current.has(name)).map((name) => caches.delete(name)));
      await trim(ASSETS_CACHE, MAX_ASSETS);
      await self.clients.claim();
    })(),
  );
});

// The page asks a waiting version to take over when the shopper navigates.
self.addEventListener("message", (event) => {
  if (event.data === "activate") self.skipWaiting();
});

async function fromAssets(request) {
  const assets = await caches.open(ASSETS_CACHE);
  const kept = await assets.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await assets.put(request, response.clone());
  return response;
}

async function navigate(event, url) {
  const catalogue = url.search === "" && CATALOGUE_PAGE.test(url.pathname);
  try {
    const response = await fetch(event.request);
    if (catalogue && response.ok) {
      event.waitUntil(
        keepAnonymousCopy(PAGES_CACHE, url.pathname, isPublic(response) ? response.clone() : undefined)
          .then(() => trim(PAGES_CACHE, MAX_PRODUCT_PAGES, (path) => PRODUCT_PAGE.test(path)))
          .catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    const pages = await caches.open(PAGES_CACHE);
    const kept = catalogue ? await pages.match(url.pathname, { ignoreVary: true, ignoreSearch: true }) : undefined;
    if (kept) return kept;
    const shell = await caches.open(SHELL_CACHE);
    const offline = await shell.match(OFFLINE_PAGE, { ignoreVary: true });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/build/")) event.respondWith(fromAssets(request));
  else if (request.mode === "navigate") event.respondWith(navigate(event, url));
});
