import type { Db } from "../../db/client";
import type { EdgeRateLimiters, Outbox, Photos, PngRenderer } from "~/lib/runtime-ports";
import type { AppEnv } from "~/lib/settings.server";
import { jsonLogger, type Logger } from "~/lib/logger";

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
  /** The request's log (its lines carry the request id); a test's plain context has none. */
  log?: Logger;
};

const STDERR_LOG = jsonLogger("error", console.error);

/** Where a use case writes a failure it handled: the request's log, or stderr without one. */
export function logOf(context: Pick<ServiceContext, "log">): Logger {
  return context.log ?? STDERR_LOG;
}

/** A use case's answer when a rate limit refused it: the route answers 429 with Retry-After. */
export type RateLimited = { ok: false; reason: "rate-limited"; retryAfterSeconds: number };
