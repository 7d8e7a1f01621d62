export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A strict policy: scripts only from this origin or with this response's nonce. */
export function contentSecurityPolicy(nonce: string, { isProduction }: { isProduction: boolean }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React renders some style attributes on the server; no script runs from them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The service worker (public/sw.js); no other worker.
    "worker-src 'self'",
    isProduction ? "connect-src 'self'" : "connect-src 'self' ws://localhost:*",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Browsers keep to HTTPS for a year once they have seen this over HTTPS. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Headers every response carries, HTML or not (set by both server adapters). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
};

/** The headers above, plus HSTS in production (a development server is plain HTTP). */
export function securityHeaders({ isProduction }: { isProduction: boolean }): Readonly<Record<string, string>> {
  return isProduction ? { ...BASE_SECURITY_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : BASE_SECURITY_HEADERS;
}
