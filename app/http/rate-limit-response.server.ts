import { hitRateLimit } from "~/models/rate-limit.server";
import type { RateLimitSettings } from "./env.server";
import { apiError } from "./json-api.server";
import type { EdgeRateLimiters, LoadContext, RateLimitBinding } from "./load-context.server";

/**
 * Named limits with production-safe defaults. Each can be changed with an
 * environment variable (RATE_LIMIT_<NAME>, requests per window, parsed by
 * env.server.ts), and RATE_LIMIT_MULTIPLIER scales all of them (browser suites that log in many
 * times from one address set it high). Documented in the README.
 */
export const RATE_LIMITS = {
  login: { limit: 10, windowMs: 15 * 60_000 },
  register: { limit: 5, windowMs: 60 * 60_000 },
  review: { limit: 5, windowMs: 60 * 60_000 },
  checkout: { limit: 10, windowMs: 15 * 60_000 },
  newsletter: { limit: 10, windowMs: 60 * 60_000 },
  api: { limit: 300, windowMs: 60_000 },
  // 'Forgot password?': per client address, and per e-mail asked about (so
  // nobody floods one inbox from many addresses); setting the new password.
  forgotPassword: { limit: 10, windowMs: 60 * 60_000 },
  forgotPasswordEmail: { limit: 3, windowMs: 60 * 60_000 },
  resetPassword: { limit: 10, windowMs: 60 * 60_000 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** RATE_LIMIT_LOGIN, RATE_LIMIT_FORGOT_PASSWORD_EMAIL, … */
function variableFor(name: RateLimitName) {
  return `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

function limitFor(name: RateLimitName, { configured, multiplier }: RateLimitSettings) {
  const suffix = variableFor(name).slice("RATE_LIMIT_".length) as keyof RateLimitSettings["configured"];
  return Math.round((configured[suffix] ?? RATE_LIMITS[name].limit) * multiplier);
}

export type { EdgeRateLimiters, RateLimitBinding };

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

type RateLimitContext = Pick<LoadContext, "db" | "env" | "clientAddress"> & Partial<Pick<LoadContext, "rateLimiters">>;

/** One hit on the limit's counter: the edge binding when the Worker has one, else the database row. */
async function hit(context: RateLimitContext, name: RateLimitName, key: string) {
  const binding = context.rateLimiters?.[name];
  if (binding) {
    // The binding does not say when its window ends: its whole period is the honest wait.
    const { success } = await binding.limit({ key });
    return { allowed: success, retryAfterSeconds: RATE_LIMITS[name].windowMs / 1000 };
  }
  return hitRateLimit({ db: context.db, key, limit: limitFor(name, context.env.rateLimits), windowMs: RATE_LIMITS[name].windowMs });
}

/**
 * Counts one request for (name, client); returns a 429 response when over.
 * `subject` counts something other than the client's address (a hashed e-mail).
 */
export async function checkRateLimit(
  context: RateLimitContext,
  name: RateLimitName,
  { json = false, subject }: { json?: boolean; subject?: string } = {},
): Promise<Response | null> {
  const { allowed, retryAfterSeconds } = await hit(context, name, `${name}:${subject ?? context.clientAddress}`);
  if (allowed) return null;
  const message = "Too many attempts. Please wait a little and try again.";
  const headers = { "Retry-After": String(retryAfterSeconds) };
  return json
    ? apiError(429, message, undefined, { headers })
    : new Response(message, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
