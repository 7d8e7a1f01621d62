import type { Db } from "../../db/client";
import type { EdgeRateLimiters, Outbox, Photos, PngRenderer } from "~/lib/runtime-ports";
import type { Refusal } from "~/lib/request-limits";
import type { AppEnv } from "~/lib/settings.server";
import { jsonLogger, type Logger } from "~/lib/logger";
import { NO_ERROR_REPORTS, type ErrorReporter } from "./error-reporter.server";

/**
 * The one place the per-request context is built, on Node and on Workers.
 * Routes read `context.db` and `context.env`; they never create clients.
 */
export function createLoadContext({
  db,
  env,
  sessionSecret,
  clientAddress,
  renderPng,
  refusal,
  emailDelivery = false,
  rateLimiters,
  photos,
  requestId = "-",
  release = "dev",
  processStartedAt = PROCESS_STARTED_AT,
  logger = SILENT,
  errorReporter = NO_ERROR_REPORTS,
  waitUntil = (task) => void task,
}: {
  db: Db;
  env: AppEnv;
  sessionSecret: string;
  /** The shopper's IP address, for rate limits ("unknown" when not known). */
  clientAddress: string;
  /** Rasterises share images; both runtimes give one. Without it, previews use the SVG bottle. */
  renderPng?: PngRenderer;
  /** Set by the request guard when it refused the request: the catch-all page renders it. */
  refusal?: Refusal;
  /** True when the runtime has a way to send e-mail (SMTP or an HTTP e-mail API); otherwise e-mail waits in the outbox. */
  emailDelivery?: boolean;
  /** Workers only: rate limits counted by Cloudflare's rate-limiting bindings instead of the database. */
  rateLimiters?: EdgeRateLimiters;
  /** Re-encodes and stores admin photos; without it the upload form says uploads are not set up. */
  photos?: Photos;
  /** This request's id: its X-Request-Id, its log line, its error report and the "Reference" its error page shows. */
  requestId?: string;
  /** The git commit this build was made from (RELEASE, or build/release.json on Node). */
  release?: string;
  /** When this process (Node) or isolate (Workers) started: /admin/system's uptime. */
  processStartedAt?: Date;
  /** The server's log; the context's `log` adds this request's id to every line. */
  logger?: Logger;
  /** Sentry when SENTRY_DSN is set, else nothing. */
  errorReporter?: ErrorReporter;
  /** Keeps the report's sending alive after the response (a Worker's ctx.waitUntil). */
  waitUntil?: (task: Promise<unknown>) => void;
}) {
  const outbox: Outbox = { queued: false, delivery: emailDelivery };
  // What the request log line adds once the app knows it: the route that answered, the signed-in user's id.
  const requestLog: { route?: string | null; userId?: number } = {};
  const log = logger.child({ requestId });
  const reported = new WeakSet<object>();
  /**
   * A server error of this request: logged with the request's id and sent to
   * the error tracker once, however many of Remix's hooks see it.
   */
  function reportError(error: unknown, request: { method: string; url: string }) {
    if (typeof error === "object" && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    log.error({ err: error, route: requestLog.route ?? null }, "request failed");
    waitUntil(errorReporter.report(error, { requestId, route: requestLog.route ?? null, method: request.method, url: request.url }));
  }
  return {
    db,
    env,
    sessionSecret,
    clientAddress,
    renderPng,
    refusal,
    outbox,
    rateLimiters,
    photos,
    requestId,
    release,
    processStartedAt,
    requestLog,
    log,
    reportError,
  };
}

const SILENT = jsonLogger("silent");

const PROCESS_STARTED_AT = new Date();

export type LoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
}

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
