import { RATE_LIMITED_MESSAGE, type RateLimitName, type RateLimitVerdict } from "~/lib/rate-limits";
import { checkRateLimit, type RateLimitContext } from "~/models/rate-limit.server";
import { apiError } from "./json-api.server";

/** The 429 answer for a refused request: JSON for the API, plain text for a page's form. */
export function tooManyRequests({ retryAfterSeconds }: Pick<RateLimitVerdict, "retryAfterSeconds">, { json = false } = {}) {
  const headers = { "Retry-After": String(retryAfterSeconds) };
  return json
    ? apiError(429, RATE_LIMITED_MESSAGE, undefined, { headers })
    : new Response(RATE_LIMITED_MESSAGE, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * For a route that limits before it calls its use case (the JSON API): counts
 * one request and answers 429 when over, else null.
 */
export async function rateLimitResponse(
  context: RateLimitContext,
  name: RateLimitName,
  { json = false, subject }: { json?: boolean; subject?: string } = {},
): Promise<Response | null> {
  const verdict = await checkRateLimit(context, name, { subject });
  return verdict.allowed ? null : tooManyRequests(verdict, { json });
}
