import type { ErrorEvent } from "@sentry/core";
import { describe, expect, it } from "vitest";
import { scrubEvent, scrubText } from "./error-scrubbing";

describe("scrubEvent", () => {
  it("masks e-mail addresses wherever they are", () => {
    expect(scrubText("no user ana.lima+shop@example.co.uk here")).toBe("no user [email] here");
    const event = scrubEvent({
      type: undefined,
      message: "for bob@example.com",
      exception: { values: [{ type: "Error", value: "duplicate carol@example.org" }] },
      extra: { nested: { list: ["dave@example.net"] } },
    } as ErrorEvent);
    expect(JSON.stringify(event)).not.toMatch(/@example\./);
    expect(event.exception?.values?.[0]?.value).toBe("duplicate [email]");
  });

  it("keeps only the request's method, path and harmless headers; drops cookies, bodies, queries, the user and breadcrumbs", () => {
    const event = scrubEvent({
      type: undefined,
      request: {
        method: "POST",
        url: "https://shop.example/reset-password?token=secret-token",
        headers: { Cookie: "__session=abc", Authorization: "Bearer abc", "User-Agent": "Firefox", "X-Request-Id": "r-1" },
        cookies: { __session: "abc" },
        data: "email=ana%40example.com&password=hunter2",
        query_string: "token=secret-token",
      },
      user: { email: "ana@example.com", ip_address: "203.0.113.9" },
      breadcrumbs: [{ message: "posted the form" }],
    } as ErrorEvent);
    expect(event.request).toEqual({ method: "POST", url: "https://shop.example/reset-password", headers: { "User-Agent": "Firefox", "X-Request-Id": "r-1" } });
    expect(event.user).toBeUndefined();
    expect(event.breadcrumbs).toBeUndefined();
    expect(JSON.stringify(event)).not.toMatch(/abc|hunter2|secret-token|203\.0\.113/);
  });
});
