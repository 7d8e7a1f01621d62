const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Non-GET requests whose Origin is another site are refused (CSRF defence on
 * top of SameSite cookies). Requests without an Origin header (curl, API
 * clients with a bearer token) are let through; browsers always send it on POST.
 */
export function isForeignOriginRequest(request: Pick<Request, "method" | "headers" | "url">): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  // A page served with Referrer-Policy: no-referrer (the password-reset page,
  // whose address holds a token) posts with `Origin: null`; the browser's own
  // Sec-Fetch-Site, which no page can set, still tells its same-origin posts
  // apart from an opaque origin's (a sandboxed frame says cross-site).
  if (origin === "null") return request.headers.get("Sec-Fetch-Site") !== "same-origin";
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host");
  try {
    return new URL(origin).host !== (host ?? new URL(request.url).host);
  } catch {
    return true;
  }
}
