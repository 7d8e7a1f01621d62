import { createRequestHandler } from "@remix-run/cloudflare";
import type { D1Database, ExecutionContext, ScheduledController } from "@cloudflare/workers-types";
// The Remix compiler bundles this entry together with the app (remix.config.js `server`).
import * as build from "@remix-run/dev/server-build";
import { createDb, type Db } from "../db/client";
import { getSessionSecret } from "../app/models/app-meta.server";
import { parseEnv } from "../app/http/env.server";
import { createLoadContext } from "../app/http/load-context.server";
import { edgeRateLimiters } from "../app/http/rate-limit-response.server";
import { createAppRequestHandler } from "../app/http/app-request.server";
import { createEdgePageStore, type EdgeCache } from "../app/http/page-cache.server";
import { securityHeaders } from "../app/http/security-headers.server";
import { createOutboxSender } from "../app/services/email/outbox-sender.server";
import { pruneExpiredRows } from "../app/services/housekeeping.server";
import { renderPng } from "./png-renderer-workers";
import { workersPhotos } from "./photos-workers";

type WorkerEnv = {
  DB?: D1Database;
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  SESSION_SECRET?: string;
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

function databaseFor(env: WorkerEnv): Db {
  if (env.DB) return createDb({ d1: env.DB });
  tursoDb ??= createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  return tursoDb;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const appEnv = parseEnv({ NODE_ENV: process.env.NODE_ENV, ...env });
    const db = databaseFor(env);
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
    const secured = new Response(response.body, response);
    for (const [name, value] of Object.entries(securityHeaders(appEnv))) {
      // A page may tighten its own Referrer-Policy (the reset page's address holds a token), as on Node.
      if (name === "Referrer-Policy" && secured.headers.has(name)) continue;
      secured.headers.set(name, value);
    }
    return secured;
  },

  // The Cron Trigger in wrangler.toml: retries, and anything an earlier invocation left due (decision 0026).
  async scheduled(controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const appEnv = parseEnv({ NODE_ENV: process.env.NODE_ENV, ...env });
    const db = databaseFor(env);
    ctx.waitUntil(createOutboxSender({ db, env: appEnv }).deliver());
    // The cron runs every minute; rows nothing will read again are pruned on the hour.
    if (new Date(controller.scheduledTime).getUTCMinutes() === 0) ctx.waitUntil(pruneExpiredRows({ db }));
  },
};
