import { BoundedCache } from "~/lib/bounded-cache";
import { createSingleFlight } from "~/lib/single-flight";
import {
  isShareableRequest,
  isShareableResponse,
  matchesEtag,
  nonceOfPolicy,
  PAGE_CACHE_CONTROL,
  SHARED_MAX_AGE_SECONDS,
  STALE_WHILE_REVALIDATE_SECONDS,
} from "~/lib/page-cache-rules";
import { readCatalogueVersion } from "~/models/catalogue-version.server";
import type { LoadContext } from "./load-context.server";
import { createNonce } from "./security-headers.server";
import { getTheme } from "./theme.server";
import { getLiteMode } from "./lite-mode.server";

// The anonymous page cache (docs/decisions/0025-anonymous-page-cache.md): a
// catalogue page rendered for a visitor with no session, cart or toast is kept
// and served to the next such visitor, on Node from process memory and on
// Workers from the Cache API. Keys carry the catalogue version, so an admin
// write retires every entry at once. An entry past its shared max-age but
// within stale-while-revalidate is still served (X-Cache: STALE) while one
// background render replaces it, when the runtime can run work after the
// response; otherwise it is rendered again at once. Visitors who miss a page
// while its first render is under way wait for that render instead of each
// starting one (decision 0055): a crowd at an empty cache renders it once.

/** One kept answer. The body is kept cut around its CSP nonce, so each hit gets a fresh one cheaply. */
export type CachedPage = {
  /** Response headers to repeat (no Set-Cookie, Cache-Control, ETag or length). */
  headers: [string, string][];
  /** The body split where the nonce stood; one part when it has none. */
  parts: Uint8Array[];
  /** The nonce the page was rendered with; null for data, XML and images. */
  nonce: string | null;
  etag: string;
  /** The route's own public Cache-Control (images, sitemap), else null for the page policy. */
  cacheControl: string | null;
  storedAt: number;
};

/** Where kept pages live: process memory on Node, the Cache API on Workers. */
export type PageStore = {
  get(key: string): Promise<CachedPage | undefined>;
  put(key: string, page: CachedPage): Promise<void>;
};

/** Larger answers are served but not kept (a page is 30-140 KB). */
const MAX_BODY_BYTES = 512 * 1024;
const FRESH_MS = SHARED_MAX_AGE_SECONDS * 1000;
/** How long an entry is kept at all: fresh, then stale while a new copy renders. */
const KEEP_MS = (SHARED_MAX_AGE_SECONDS + STALE_WHILE_REVALIDATE_SECONDS) * 1000;
const SKIPPED_HEADERS = new Set(["set-cookie", "cache-control", "etag", "content-length", "date", "x-cache", "vary"]);

/**
 * Node: at most `limit` pages in memory, least recently used out first
 * (300 x 512 KB at the very worst; some 20-40 MB in practice). An entry is
 * fresh for the shared max-age, then stale for stale-while-revalidate, then gone.
 */
export function createMemoryPageStore(limit = 300, now = Date.now): PageStore {
  const pages = new BoundedCache<CachedPage>(limit);
  return {
    async get(key) {
      const page = pages.get(key);
      if (page && now() - page.storedAt > KEEP_MS) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    async put(key, page) {
      pages.set(key, page);
    },
  };
}

/** The slice of the Workers Cache API this needs (`caches.default`). */
export type EdgeCache = {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
};

/**
 * Workers: pages kept at the edge location by the Cache API, which expires
 * them once they are no longer fresh or stale. The key is a URL on the shop's own host
 * (see `servePageFromCache`). Cloudflare keeps nothing for a *.workers.dev
 * address; on a custom domain it works.
 */
export function createEdgePageStore(cache: EdgeCache): PageStore {
  const keyRequest = (key: string) => new Request(key);
  return {
    async get(key) {
      const stored = await cache.match(keyRequest(key));
      if (!stored) return undefined;
      const nonce = stored.headers.get("X-Page-Nonce") || null;
      const body = new Uint8Array(await stored.arrayBuffer());
      return {
        headers: JSON.parse(stored.headers.get("X-Page-Headers") ?? "[]") as [string, string][],
        parts: splitAround(body, nonce),
        nonce,
        etag: stored.headers.get("ETag") ?? "",
        cacheControl: stored.headers.get("X-Page-Cache-Control") || null,
        storedAt: Number(stored.headers.get("X-Page-Stored-At") ?? 0),
      };
    },
    async put(key, page) {
      const headers = new Headers({
        "Cache-Control": `public, max-age=${KEEP_MS / 1000}`,
        ETag: page.etag,
        "X-Page-Headers": JSON.stringify(page.headers),
        "X-Page-Nonce": page.nonce ?? "",
        "X-Page-Cache-Control": page.cacheControl ?? "",
        "X-Page-Stored-At": String(page.storedAt),
      });
      await cache.put(keyRequest(key), new Response(joinParts(page.parts, page.nonce ?? ""), { headers }));
    },
  };
}

/** Keys whose stale entry is being rendered again, so one stale page starts one render, not one per visitor. */
const refreshing = new Set<string>();

/** A missed page's render: what it answered (for its own visitor only) and what it kept (for the others). */
type FirstRender = { rendered: Response | null; page: CachedPage | null; failure?: { error: unknown } };
/** Per process (Node) or isolate (Workers): misses of one key share its render. */
const firstRenders = createSingleFlight<FirstRender>();

/**
 * Answers a shareable request from the store, or renders it with `render`
 * and keeps the answer when it names no visitor. Returns null when the
 * request is not shareable (the caller renders it as usual, privately).
 * `waitUntil` keeps a background render alive after the response (Node: a
 * promise left running; Workers: the execution context's waitUntil).
 */
export async function servePageFromCache({
  request,
  context,
  store,
  render,
  waitUntil,
  now = Date.now,
}: {
  request: Request;
  context: LoadContext;
  store: PageStore;
  render: (request: Request) => Promise<Response>;
  waitUntil?: (task: Promise<unknown>) => void;
  now?: () => number;
}): Promise<Response | null> {
  const url = new URL(request.url);
  const shareable = isShareableRequest({
    method: request.method,
    pathname: url.pathname,
    cookie: request.headers.get("Cookie"),
    authorization: request.headers.has("Authorization"),
  });
  if (!shareable) return null;
  const [version, theme, lite] = await Promise.all([readCatalogueVersion({ db: context.db }), getTheme(request), getLiteMode(request)]);
  // A URL, so the Cache API can hold it. The host is part of it: a page rendered
  // for a forged Host header never answers for the real one.
  const key = `${url.origin}/_page-cache/${encodeURIComponent(version)}/${theme}${lite ? "-lite" : ""}${url.pathname}${url.search}`;
  const kept = await store.get(key);
  if (kept && now() - kept.storedAt <= FRESH_MS) return answer(request, kept, createNonce(), "HIT");
  if (kept && waitUntil) {
    if (!refreshing.has(key)) {
      refreshing.add(key);
      // Rendered for nobody in particular: the same URL and headers, no abort signal of a visitor who may leave.
      const detached = new Request(request.url, { method: "GET", headers: request.headers });
      waitUntil(renderAndKeep(detached, key, store, render, now).finally(() => refreshing.delete(key)));
    }
    return answer(request, kept, createNonce(), "STALE");
  }
  // A HEAD renders no body worth keeping; the next GET keeps it.
  if (request.method !== "GET") return render(request);
  const { value, joined } = await firstRenders.run(key, () => renderForKeeping(request, key, store, render, now));
  if (!joined) {
    if (value.failure) throw value.failure.error;
    // The first visitor gets the nonce the page was rendered with: it is theirs alone.
    return value.page ? answer(request, value.page, value.page.nonce, "MISS") : value.rendered!;
  }
  // Waited for another visitor's render: a copy with a fresh nonce, or (nothing kept: a page that
  // names someone, an error, a large body, a failed render) a render of its own as before.
  return value.page ? answer(request, value.page, createNonce(), "HIT") : render(request);
}

/** Renders a missed page and keeps it when it names no visitor. */
async function renderForKeeping(request: Request, key: string, store: PageStore, render: (request: Request) => Promise<Response>, now: () => number): Promise<FirstRender> {
  let rendered: Response;
  try {
    rendered = await render(request);
  } catch (error) {
    // Only the visitor whose render it was sees the failure; the others render their own.
    return { rendered: null, page: null, failure: { error } };
  }
  if (!isShareableResponse(rendered)) return { rendered, page: null };
  const body = new Uint8Array(await rendered.arrayBuffer());
  if (body.byteLength > MAX_BODY_BYTES) return { rendered: new Response(body, rendered), page: null };
  const page = await keepable(rendered, body, now());
  await store.put(key, page);
  return { rendered, page };
}

async function renderAndKeep(request: Request, key: string, store: PageStore, render: (request: Request) => Promise<Response>, now: () => number) {
  const rendered = await render(request);
  if (!isShareableResponse(rendered)) return;
  const body = new Uint8Array(await rendered.arrayBuffer());
  if (body.byteLength <= MAX_BODY_BYTES) await store.put(key, await keepable(rendered, body, now()));
}

async function keepable(rendered: Response, body: Uint8Array, storedAt: number): Promise<CachedPage> {
  const nonce = nonceOfPolicy(rendered.headers.get("Content-Security-Policy"));
  const parts = splitAround(body, nonce);
  const routeCacheControl = rendered.headers.get("Cache-Control");
  const headers: [string, string][] = [];
  rendered.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) headers.push([name, value]);
  });
  return {
    headers,
    parts,
    nonce,
    // Images carry their own version ETag; anything else is named by its bytes without the nonce.
    etag: rendered.headers.get("ETag") ?? (await contentTag(parts)),
    cacheControl: routeCacheControl && /\bpublic\b/i.test(routeCacheControl) ? routeCacheControl : null,
    storedAt,
  };
}

function answer(request: Request, page: CachedPage, nonce: string | null, status: "HIT" | "STALE" | "MISS"): Response {
  const headers = new Headers({
    "Cache-Control": page.cacheControl ?? PAGE_CACHE_CONTROL,
    ETag: page.etag,
    // A cache in front keys on the URL: a visitor with cookies, or asking to save data, must not get this copy.
    Vary: "Cookie, Save-Data",
    "X-Cache": status,
  });
  if (matchesEtag(request.headers.get("If-None-Match"), page.etag)) {
    // No policy header: the browser keeps the copy and the nonce it already has.
    return new Response(null, { status: 304, headers });
  }
  for (const [name, value] of page.headers) {
    const swapped = page.nonce && nonce && name === "content-security-policy" ? value.replaceAll(page.nonce, nonce) : value;
    headers.set(name, swapped);
  }
  const body = request.method === "HEAD" ? null : joinParts(page.parts, nonce ?? "");
  return new Response(body, { status: 200, headers });
}

const encoder = new TextEncoder();

/** The body cut at each occurrence of the nonce (a 24-character random value, so never by accident). */
function splitAround(body: Uint8Array, nonce: string | null): Uint8Array[] {
  if (!nonce) return [body];
  const parts = new TextDecoder().decode(body).split(nonce);
  return parts.length === 1 ? [body] : parts.map((part) => encoder.encode(part));
}

function joinParts(parts: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const glue = encoder.encode(nonce);
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0) + glue.byteLength * (parts.length - 1);
  const joined = new Uint8Array(total);
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      joined.set(glue, offset);
      offset += glue.byteLength;
    }
    joined.set(part, offset);
    offset += part.byteLength;
  });
  return joined;
}

/** A strong ETag: SHA-256 of the body with the nonce left out, so every hit of one page shares it. */
async function contentTag(parts: Uint8Array[]): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", joinParts(parts, "")));
  let binary = "";
  for (const byte of digest.subarray(0, 18)) binary += String.fromCharCode(byte);
  return `"${btoa(binary).replaceAll("+", "-").replaceAll("/", "_")}"`;
}
