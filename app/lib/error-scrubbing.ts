import type { ErrorEvent } from "@sentry/core";

// What an error report may carry off the shop (issue 37, the security baseline
// in docs/product.md): the error, its stack, the request's method, path and
// id, the route, release and environment. Never a cookie, an authorization
// header, a form or JSON body, a query string (reset tokens travel there) or
// an e-mail address, wherever in the event one turns up.

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
/** Request headers worth having in a report; every other header is dropped. */
const KEPT_HEADERS = new Set(["user-agent", "accept", "content-type", "content-length", "x-request-id"]);

export const EMAIL_PLACEHOLDER = "[email]";

export function scrubText(text: string): string {
  return text.replace(EMAIL, EMAIL_PLACEHOLDER);
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]));
}

/** The event as it may leave: the request cut down, the user reduced to nothing, e-mails masked everywhere. */
export function scrubEvent<T extends ErrorEvent>(event: T): T {
  const scrubbed = scrubValue(event) as T;
  if (scrubbed.request) {
    const { method, url, headers } = scrubbed.request;
    const kept = Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())));
    scrubbed.request = { method, url: url?.split("?")[0], headers: kept };
  }
  delete scrubbed.user;
  delete scrubbed.breadcrumbs;
  return scrubbed;
}
