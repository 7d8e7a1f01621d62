import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { hitRateLimit } from "../../app/models/rate-limit.server";
import { checkRateLimit } from "../../app/http/rate-limit-response.server";
import { parseEnv } from "../../app/http/env.server";
import { createTestDatabase } from "../support/test-server";

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
    expect(await checkRateLimit(context, "login")).toBeNull();
    const blocked = await checkRateLimit(context, "login", { json: true });
    expect(blocked?.status).toBe(429);
    expect(Number(blocked?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked?.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
    expect(await checkRateLimit({ ...context, clientAddress: "10.0.0.2" }, "login")).toBeNull();
  });
});
