import { data } from "#remix-runtime";
import { formErrorReply } from "~/lib/auth-reply";
import { RATE_LIMITED_MESSAGE, type RateLimitVerdict } from "~/lib/rate-limits";

/**
 * A page's form post a rate limit refused: 429 with Retry-After, and the
 * limit's sentence above the form as conform's reply (`result`), next to
 * whatever else the page's reply carries.
 */
export function tooManyRequestsReply<Reply extends object>(reply: Reply, { retryAfterSeconds }: Pick<RateLimitVerdict, "retryAfterSeconds">) {
  return data(
    { ...reply, result: formErrorReply(RATE_LIMITED_MESSAGE) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
