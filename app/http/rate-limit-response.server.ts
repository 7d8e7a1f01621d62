import { hitRateLimit } from "~/models/rate-limit.server";
import { apiError } from "./json-api.server";
import type { LoadContext } from "./load-context.server";

/**
 * Named limits with production-safe defaults. Each can be changed with an
 * environment variable (RATE_LIMIT_<NAME>, requests per window), and
 * RATE_LIMIT_MULTIPLIER scales all of them (browser suites that log in many
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

function limitFor(name: RateLimitName, raw: Record<string, string | undefined>) {
  const configured = Number(raw[variableFor(name)]);
  const multiplier = Number(raw.RATE_LIMIT_MULTIPLIER);
  const base = Number.isFinite(configured) && configured > 0 ? configured : RATE_LIMITS[name].limit;
  return Math.round(base * (Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1));
}

/**
 * Counts one request for (name, client); returns a 429 response when over.
 * `subject` counts something other than the client's address (a hashed e-mail).
 */
export async function checkRateLimit(
  context: Pick<LoadContext, "db" | "env" | "clientAddress">,
  name: RateLimitName,
  { json = false, subject }: { json?: boolean; subject?: string } = {},
): Promise<Response | null> {
  const { allowed, retryAfterSeconds } = await hitRateLimit({
    db: context.db,
    key: `${name}:${subject ?? context.clientAddress}`,
    limit: limitFor(name, context.env.raw),
    windowMs: RATE_LIMITS[name].windowMs,
  });
  if (allowed) return null;
  const message = "Too many attempts. Please wait a little and try again.";
  const headers = { "Retry-After": String(retryAfterSeconds) };
  return json
    ? apiError(429, message, undefined, { headers })
    : new Response(message, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
