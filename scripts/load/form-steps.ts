// What the race phases (scarce stock, the limited code) share: a shopper that
// posts forms as a browser without JavaScript does, a timed request whose
// failure ends the shopper's run as "unclear", and the words a page shows.
import { createShopper } from "../../tests/support/shopper";
import type { Stats } from "./stats";

/** A shopper who never follows a redirect (the page it points at is its own step) and gives up after `requestTimeoutMs`. */
export function raceShopper(baseUrl: string, requestTimeoutMs: number) {
  return createShopper({
    baseUrl,
    fetch: (path, init) => fetch(`${baseUrl}${path}`, { redirect: "manual", signal: AbortSignal.timeout(requestTimeoutMs), ...init }),
  });
}

/** A form post's request, honeypot empty. */
export function formPost(fields: Record<string, string>) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ website: "", ...fields }).toString(),
  };
}

/** A shopper who got no clear answer: a 5xx, an unexpected status or page, no answer at all. */
export class Unclear extends Error {}

/** Times one request; a network failure or timeout is an error and ends the shopper's run. */
export async function timedStep(stats: Stats, name: string, send: () => Promise<Response>) {
  const started = performance.now();
  try {
    const response = await send();
    const body = await response.text();
    stats.record(name, performance.now() - started, started, response.headers.get("X-Cache"));
    if (response.status >= 500) stats.error(name, `status ${response.status}`);
    return { response, body };
  } catch (error) {
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    stats.error(name, what);
    throw new Unclear(`${name}: ${what}`);
  }
}

/** Anything but `status` is unclear (a 4xx is counted as an error here; a 5xx already was). */
export function expectStatus(stats: Stats, name: string, status: number, response: Response, body: string) {
  if (response.status === status) return;
  const { alert } = pageMessages(body);
  if (response.status < 500) stats.error(name, `status ${response.status}`);
  throw new Unclear(`${name}: status ${response.status}${alert ? ` (${alert.slice(0, 120)})` : ""}`);
}

/** Markup to the words a reader sees, entities decoded. */
export function pageText(html: string) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of the first role="alert" (the checkout's) and of the static server toast. */
export function pageMessages(body: string) {
  // The checkout's FormAlert: <div role="alert"><p>title</p><div>description</div></div>.
  const alert = /role="alert"[^>]*>(.*?<\/div>)\s*<\/div>/s.exec(body)?.[1];
  // The server toast before scripts run (components/toaster.tsx): title and description in one section.
  const toast = /<section aria-label="Notifications"[^>]*>\s*<div role="status"[^>]*>(.*?)<\/section>/s.exec(body)?.[1];
  return { alert: alert ? pageText(alert) : "", toast: toast ? pageText(toast) : "" };
}

/** The error conform shows beside a form field (the element whose id names the field and "error"), or "". */
export function fieldError(body: string, field: string) {
  const error = new RegExp(`<(\\w+)[^>]*\\bid="[^"]*${field}[^"]*error[^"]*"[^>]*>(.*?)</\\1>`, "s").exec(body)?.[2];
  return error ? pageText(error) : "";
}

/** The checkout form's key and the Standard total it will be placed for (hidden fields), when the page has the form. */
export function checkoutFormValues(body: string) {
  const idempotencyKey = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(body)?.[1];
  const expectedTotal = /name="expectedTotals.standard"[^>]*value="(\d+)"/.exec(body)?.[1];
  return idempotencyKey && expectedTotal ? { idempotencyKey, expectedTotal } : null;
}
