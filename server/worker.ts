import { createRequestHandler } from "@remix-run/cloudflare";
import type { D1Database, ExecutionContext, ScheduledController } from "@cloudflare/workers-types";
// The Remix compiler bundles this entry together with the app (remix.config.js `server`).
import * as build from "@remix-run/dev/server-build";
import { createDb, type Db } from "../db/client";
import { getSessionSecret } from "../app/models/app-meta.server";
import { parseEnv, SettingsError, type AppEnv } from "../app/lib/settings.server";
import { createLoadContext } from "../app/http/load-context.server";
import { edgeRateLimiters } from "../app/lib/rate-limits";
import { createAppRequestHandler } from "../app/http/app-request.server";
import { createEdgePageStore, type EdgeCache } from "../app/http/page-cache.server";
import { securityHeaders } from "../app/http/security-headers.server";
import { createOutboxSender } from "../app/services/email/outbox-sender.server";
import { pruneExpiredRows, releaseUnpaidOrders } from "../app/services/housekeeping.server";
import { finishPendingRefunds } from "../app/services/finish-pending-refunds.server";
import { renderPng } from "./png-renderer-workers";
import { workersPhotos } from "./photos-workers";
import { jsonLogger, type Logger } from "../app/lib/logger";
import { requestIdFor } from "../app/lib/request-id";
import { countedResponse, logRequest } from "../app/http/request-log.server";
import { errorReporterFor, type ErrorReporter } from "../app/http/error-reporter.server";

type WorkerEnv = {
  DB?: D1Database;
  [key: string]: unknown;
};

const handleAppRequest = createAppRequestHandler({
  build: build as never,
  handleRemix: createRequestHandler(build as never, process.env.NODE_ENV),
  // Anonymous catalogue pages, kept by this location's edge cache (decision 0025).
  pageStore: createEdgePageStore((globalThis as unknown as { caches: { default: EdgeCache } }).caches.default),
});

// One database client per isolate; D1 bindings are cheap to wrap per request.
let tursoDb: Db | undefined;
let cachedSecret: string | undefined;
// The log and the error reporter, made at an isolate's first request (settings arrive with it).
let observability: { logger: Logger; errorReporter: ErrorReporter; release: string } | undefined;

function observabilityFor(appEnv: AppEnv) {
  const release = appEnv.release ?? "unknown";
  observability ??= {
    // console.log of one JSON object per line: what Workers Logs index and `wrangler tail` shows.
    logger: jsonLogger(appEnv.logLevel),
    errorReporter: errorReporterFor(appEnv, { release, runtime: "cloudflare" }),
    release,
  };
  return observability;
}

/** The settings from wrangler.toml's [vars] and secrets, through the same schema as on Node. */
function settingsOf(env: WorkerEnv) {
  try {
    return parseEnv({ NODE_ENV: process.env.NODE_ENV, ...env });
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
}

function databaseFor(env: WorkerEnv, { database }: AppEnv): Db {
  if (env.DB) return createDb({ d1: env.DB });
  tursoDb ??= createDb(database);
  return tursoDb;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const appEnv = settingsOf(env);
    // A Worker has no start-up to stop: a bad setting answers every request with a plain 503 and is logged.
    if (appEnv instanceof SettingsError) {
      console.error(appEnv.message);
      return new Response("The shop is not configured correctly. Its operator has been told.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
      });
    }
    const started = performance.now();
    const requestId = requestIdFor(request.headers.get("X-Request-Id"), appEnv.trustProxy);
    const { logger, errorReporter, release } = observabilityFor(appEnv);
    const db = databaseFor(env, appEnv);
    cachedSecret ??= await getSessionSecret({ db, configured: appEnv.sessionSecret });
    const clientAddress = request.headers.get("CF-Connecting-IP") ?? "unknown";
    const outbox = createOutboxSender({ db, env: appEnv });
    const context = createLoadContext({
      db,
      env: appEnv,
      sessionSecret: cachedSecret,
      clientAddress,
      renderPng,
      emailDelivery: outbox.configured,
      // Counted at the edge without a D1 write where wrangler.toml binds a rate limiter (decision 0032).
      rateLimiters: edgeRateLimiters(env),
      // Admin photos: the Images binding re-encodes, R2 keeps them (decision 0036).
      photos: workersPhotos(env),
      requestId,
      release,
      logger,
      errorReporter,
      waitUntil: (task) => ctx.waitUntil(task),
    });
    const response = await handleAppRequest(
      {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body,
        signal: request.signal,
        // Keeps a stale cached page's new render alive after the response.
        waitUntil: (task) => ctx.waitUntil(task),
      },
      context,
    );
    // E-mail this request queued goes out after the response, through the HTTP e-mail API (no SMTP on Workers).
    if (context.outbox.queued) ctx.waitUntil(outbox.deliver());
    // The body is counted as it streams; the request's one log line is written when it has been sent.
    const { response: secured, sent } = countedResponse(response);
    for (const [name, value] of Object.entries(securityHeaders(appEnv))) {
      // A page may tighten its own Referrer-Policy (the reset page's address holds a token), as on Node.
      if (name === "Referrer-Policy" && secured.headers.has(name)) continue;
      secured.headers.set(name, value);
    }
    const { requestLog } = context;
    ctx.waitUntil(
      sent.then(({ bytes, aborted }) =>
        logRequest(
          logger,
          {
            requestId,
            method: request.method,
            route: requestLog.route ?? null,
            status: secured.status,
            durationMs: performance.now() - started,
            bytes,
            cache: secured.headers.get("X-Cache"),
            userId: requestLog.userId,
            client: clientAddress,
            aborted,
          },
          cachedSecret ?? "",
        ),
      ),
    );
    return secured;
  },

  // The Cron Trigger in wrangler.toml: retries, and anything an earlier invocation left due (decision 0026).
  async scheduled(controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const appEnv = settingsOf(env);
    if (appEnv instanceof SettingsError) throw appEnv;
    const db = databaseFor(env, appEnv);
    ctx.waitUntil(createOutboxSender({ db, env: appEnv }).deliver());
    // The cron runs every minute; rows nothing will read again are pruned on the hour.
    // So are partial refunds a crash left pending (decision 0048).
    if (new Date(controller.scheduledTime).getUTCMinutes() === 0) {
      ctx.waitUntil(pruneExpiredRows({ db }));
      ctx.waitUntil(finishPendingRefunds({ db, env: appEnv }));
      // Orders unpaid for a day give their stock back (decision 0050).
      ctx.waitUntil(releaseUnpaidOrders({ db }));
    }
  },
};
