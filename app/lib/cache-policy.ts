// Which responses a cache must never keep. A shared cache keys on the URL, so
// anything that depends on who asks (a session, a cart, a theme or toast
// cookie) or that sets a cookie is private and not stored at all. Anonymous
// catalogue pages are shared by the page cache instead (page-cache-rules.ts,
// decision 0025), which sets their policy itself.

export const PRIVATE_NO_STORE = "private, no-store";

// Screens and endpoints that only make sense for one visitor.
const PRIVATE_PATHS = /^\/(?:account|login|forgot-password|reset-password|admin|checkout|cart|orders|reviews\/new|api|resources\/cart)(?:[/.?]|$)/;

export type CachePolicyInput = {
  method: string;
  pathname: string;
  /** The request sent a Cookie or Authorization header. */
  hasCredentials: boolean;
  /** The response's Content-Type. */
  contentType: string | null;
  setsCookie: boolean;
};

/** True when the response must carry `Cache-Control: private, no-store`. */
export function mustNotStore({ method, pathname, hasCredentials, contentType, setsCookie }: CachePolicyInput): boolean {
  if (setsCookie || PRIVATE_PATHS.test(pathname)) return true;
  if (method !== "GET" && method !== "HEAD") return true;
  // Every page (and its single-fetch data) shows the visitor's cart count,
  // sign-in state and theme, so one rendered for a cookie is that visitor's.
  const isPage = /^text\/html\b/i.test(contentType ?? "") || pathname.endsWith(".data");
  return isPage && hasCredentials;
}
