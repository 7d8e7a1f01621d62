import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { hitRateLimit } from "../../app/models/rate-limit.server";
import { rateLimitResponse } from "../../app/http/rate-limit-response.server";
import { edgeRateLimiters } from "../../app/lib/rate-limits";
import type { RateLimitBinding } from "../../app/lib/runtime-ports";
import { parseEnv } from "../../app/lib/settings.server";
import { rateLimits } from "../../db/schema";
import { createTestDatabase, startTestServer } from "../support/test-server";

let db: Db;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase({ seed: false }));
});
afterAll(() => cleanup());

describe("rate limits", () => {
  it("allows up to the limit per window, then tells when to retry, then resets", async () => {
    const hit = (now: number) => hitRateLimit({ db, key: "t:1", limit: 2, windowMs: 60_000, now });
    expect((await hit(1_000)).allowed).toBe(true);
    expect((await hit(2_000)).allowed).toBe(true);
    const third = await hit(3_000);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBe(58);
    expect((await hit(61_001)).allowed).toBe(true);
  });

  it("answers 429 with Retry-After once a named limit is used up, per client", async () => {
    const context = { db, env: parseEnv({ RATE_LIMIT_LOGIN: "1" }), clientAddress: "10.0.0.1" };
    expect(await rateLimitResponse(context, "login")).toBeNull();
    const blocked = await rateLimitResponse(context, "login", { json: true });
    expect(blocked?.status).toBe(429);
    expect(Number(blocked?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked?.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
    expect(await rateLimitResponse({ ...context, clientAddress: "10.0.0.2" }, "login")).toBeNull();
  });
});

describe("the API limit", () => {
  it("on Node counts in the database and answers 429 JSON with Retry-After", async () => {
    const server = await startTestServer({ env: { RATE_LIMIT_API: "2" } });
    try {
      // A new page size each time: an anonymous read the page cache kept would not reach the limit.
      const statuses = [];
      for (let limit = 1; limit <= 3; limit++) statuses.push((await server.fetch(`/api/fragrances/newest?limit=${limit}`)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const blocked = await server.fetch("/api/fragrances/newest?limit=4");
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
      expect(await blocked.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
      const rows = await server.db.select().from(rateLimits);
      expect(rows.map((row) => [row.key, row.count])).toEqual([["api:127.0.0.1", 4]]);
    } finally {
      await server.close();
    }
  });

  it("on Workers goes to a rate-limiting binding only for limits whose window a binding can hold", () => {
    // Cloudflare's binding object (workerd's own is exercised by npm run test:workers).
    const binding: RateLimitBinding = { limit: async () => ({ success: true }) };
    const limiters = edgeRateLimiters({ RATE_LIMITER_API: binding, RATE_LIMITER_LOGIN: binding, RATE_LIMITER_CHECKOUT: "not a binding" });
    expect(Object.keys(limiters)).toEqual(["api"]);
    expect(edgeRateLimiters({})).toEqual({});
  });

  it("with a binding, answers the same 429 with the binding's period as Retry-After and writes no row", async () => {
    const keys: string[] = [];
    const binding: RateLimitBinding = { limit: async ({ key }) => ({ success: keys.push(key) <= 1 }) };
    const context = { db, env: parseEnv({}), clientAddress: "10.0.0.9", rateLimiters: edgeRateLimiters({ RATE_LIMITER_API: binding }) };
    expect(await rateLimitResponse(context, "api", { json: true })).toBeNull();
    const blocked = await rateLimitResponse(context, "api", { json: true });
    expect(blocked?.status).toBe(429);
    expect(blocked?.headers.get("Retry-After")).toBe("60");
    expect(await blocked?.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
    expect(keys).toEqual(["api:10.0.0.9", "api:10.0.0.9"]);
    const rows = await db.select().from(rateLimits);
    expect(rows.filter((row) => row.key.startsWith("api:"))).toEqual([]);
  });
});
