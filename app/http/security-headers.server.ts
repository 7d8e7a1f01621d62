import type { StripeSettings } from "~/lib/settings.server";
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * What Stripe mode adds to the policy, by name (decision 0031): Stripe.js and
 * its frames (the Payment Element, 3-D Secure), its API, and Stripe Checkout as
 * the place a checkout form may send the browser. A Stripe stand-in for tests
 * (STRIPE_API_HOST, STRIPE_JS_URL) is named the same way.
 */
export function stripePolicySources(stripe: Pick<StripeSettings, "jsUrl" | "api">) {
  const script = new URL(stripe.jsUrl).origin;
  const api = stripe.api ? `${stripe.api.protocol ?? "https"}://${stripe.api.host}${stripe.api.port ? `:${stripe.api.port}` : ""}` : "https://api.stripe.com";
  const checkout = stripe.api ? api : "https://checkout.stripe.com";
  return {
    script: [script],
    frame: unique([script, "https://js.stripe.com", "https://hooks.stripe.com"]),
    connect: unique([api, script]),
    formAction: [checkout],
  };
}

const unique = (values: string[]) => [...new Set(values)];

export type PolicySources = ReturnType<typeof stripePolicySources>;

/** A strict policy: scripts only from this origin or with this response's nonce (and Stripe's, in Stripe mode). */
export function contentSecurityPolicy(nonce: string, { isProduction, stripe }: { isProduction: boolean; stripe?: PolicySources | null }) {
  const extra = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra(stripe?.script)}`,
    // React renders some style attributes on the server; no script runs from them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The service worker (public/sw.js); no other worker.
    "worker-src 'self'",
    (isProduction ? "connect-src 'self'" : "connect-src 'self' ws://localhost:*") + extra(stripe?.connect),
    ...(stripe ? [`frame-src${extra(stripe.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra(stripe?.formAction)}`,
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

/**
 * The headers above, plus HSTS in production (a development server is plain
 * HTTP). In Stripe mode the wallet buttons (issue 39) ask for Apple Pay and
 * Google Pay from Stripe's own frame, which the Payment Request API allows
 * only where this policy names the frame's origin as well as ours.
 */
export function securityHeaders({ isProduction, stripe }: { isProduction: boolean; stripe?: Pick<StripeSettings, "jsUrl"> | null }): Readonly<Record<string, string>> {
  const headers = stripe
    ? { ...BASE_SECURITY_HEADERS, "Permissions-Policy": `camera=(), microphone=(), geolocation=(), payment=(self "${new URL(stripe.jsUrl).origin}")` }
    : BASE_SECURITY_HEADERS;
  return isProduction ? { ...headers, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : headers;
}
