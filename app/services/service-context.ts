import type { Db } from "../../db/client";
import type { EdgeRateLimiters, Outbox, Photos, PngRenderer } from "~/lib/runtime-ports";
import type { AppEnv } from "~/lib/settings.server";

/**
 * What a use case may use besides its input: the database, the settings, the
 * client's address (for rate limits), the outbox flag and the runtime's ports.
 * The request's load context (app/http/load-context.server.ts) has this shape,
 * so a route passes `context` as it is; a test builds one from plain values.
 * A use case never sees a Request, a cookie or a header: the route reads those
 * and passes what they mean (the user, the cart id, the public origin).
 */
export type ServiceContext = {
  db: Db;
  env: AppEnv;
  clientAddress: string;
  outbox: Outbox;
  renderPng?: PngRenderer;
  rateLimiters?: EdgeRateLimiters;
  photos?: Photos;
};

/** A use case's answer when a rate limit refused it: the route answers 429 with Retry-After. */
export type RateLimited = { ok: false; reason: "rate-limited"; retryAfterSeconds: number };
