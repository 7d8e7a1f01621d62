import type { EdgeRateLimiters, RateLimitBinding } from "./runtime-ports";
import type { RateLimitSettings } from "./settings.server";

/**
 * Named limits with production-safe defaults. Each can be changed with an
 * environment variable (RATE_LIMIT_<NAME>, requests per window, parsed by
 * app/lib/settings.server.ts), and RATE_LIMIT_MULTIPLIER scales all of them
 * (browser suites that log in many times from one address set it high).
 * Documented in the README.
 */
export const RATE_LIMITS = {
  login: { limit: 10, windowMs: 15 * 60_000 },
  // Failed sign-ins (password or two-factor code) per account, from any
  // address: only failures count, and the pause is short, so a stranger
  // cannot keep the owner out for long (the reset link and passkeys skip it).
  loginAccount: { limit: 10, windowMs: 15 * 60_000 },
  register: { limit: 5, windowMs: 60 * 60_000 },
  review: { limit: 5, windowMs: 60 * 60_000 },
  checkout: { limit: 10, windowMs: 15 * 60_000 },
  newsletter: { limit: 10, windowMs: 60 * 60_000 },
  // A shopper asking to return or exchange items (page form and JSON API).
  returnRequest: { limit: 10, windowMs: 60 * 60_000 },
  // "Email me when it's back" on a sold-out size of the product page.
  stockAlert: { limit: 10, windowMs: 60 * 60_000 },
  api: { limit: 300, windowMs: 60_000 },
  // 'Forgot password?': per client address, and per e-mail asked about (so
  // nobody floods one inbox from many addresses); setting the new password.
  forgotPassword: { limit: 10, windowMs: 60 * 60_000 },
  forgotPasswordEmail: { limit: 3, windowMs: 60 * 60_000 },
  resetPassword: { limit: 10, windowMs: 60 * 60_000 },
  // Every passkey request (a ceremony's options, adding, signing in,
  // verifying). The login screen asks for options once per visit (the
  // browser's autofill), and a sign-in is two requests.
  passkey: { limit: 60, windowMs: 15 * 60_000 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** What a check says: go on, or wait this many seconds. */
export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a little and try again.";

/** RATE_LIMIT_LOGIN, RATE_LIMIT_FORGOT_PASSWORD_EMAIL, … */
function variableFor(name: RateLimitName) {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/** The limit in force: the setting when given, else the default, times the multiplier. */
export function limitFor(name: RateLimitName, { configured, multiplier }: RateLimitSettings) {
  const suffix = variableFor(name).slice("RATE_LIMIT_".length) as keyof RateLimitSettings["configured"];
  return Math.round((configured[suffix] ?? RATE_LIMITS[name].limit) * multiplier);
}

// A binding's period can only be 10 or 60 seconds, so only limits with such a
// window can move to it; the others stay on the database counter.
const BINDING_PERIODS_MS = new Set([10_000, 60_000]);

/** RATE_LIMITER_API, … : the binding name wrangler.toml gives a limit's counter. */
function bindingFor(name: RateLimitName) {
  return variableFor(name).replace("RATE_LIMIT_", "RATE_LIMITER_");
}

/**
 * The Worker's rate-limiting bindings for the limits whose window a binding can
 * hold. A limit without one (or on Node) counts in the database.
 */
export function edgeRateLimiters(bindings: Record<string, unknown>): EdgeRateLimiters {
  const limiters: EdgeRateLimiters = {};
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    const binding = bindings[bindingFor(name)] as Partial<RateLimitBinding> | undefined;
    if (BINDING_PERIODS_MS.has(RATE_LIMITS[name].windowMs) && typeof binding?.limit === "function") {
      limiters[name] = binding as RateLimitBinding;
    }
  }
  return limiters;
}
