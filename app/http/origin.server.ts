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
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host");
  try {
    return new URL(origin).host !== (host ?? new URL(request.url).host);
  } catch {
    return true;
  }
}
