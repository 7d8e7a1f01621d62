import { readdirSync } from "node:fs";
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Db } from "../db/client";
import { checkRequestTarget } from "../app/lib/request-limits";
import { createAppRequestHandler, type IncomingRequest } from "../app/http/app-request.server";
import type { AppEnv } from "../app/lib/settings.server";
import { createLoadContext } from "../app/http/load-context.server";
import type { Photos } from "../app/lib/runtime-ports";
import { createMemoryPageStore } from "../app/http/page-cache.server";
import { securityHeaders } from "../app/http/security-headers.server";
import { createOutboxSender, type OutboxSender } from "../app/services/email/outbox-sender.server";
import { renderPng } from "./png-renderer";
import type { Logger } from "../app/lib/logger";
import { requestIdFor } from "../app/lib/request-id";
import { logRequest } from "../app/http/request-log.server";
import { NO_ERROR_REPORTS, type ErrorReporter } from "../app/http/error-reporter.server";
import { createNodeLogger } from "./logger";
import { nodePhotos } from "./photos-node";
import { smtpTransport } from "./smtp-transport";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The request body as a web stream that starts reading only when asked. A
 * body refused unread (too large by its Content-Length, wrong type) or cut off
 * at the limit is drained and dropped, so the client still reads the answer
 * on an open connection instead of a reset.
 */
function requestBody(req: ExpressRequest): ReadableStream<Uint8Array> {
  let started = false;
  let open = true;
  const stop = () => {
    open = false;
    req.removeAllListeners("data");
    req.resume();
  };
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        req.on("data", (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on("end", () => {
          if (open) controller.close();
          open = false;
        });
        req.on("error", (error) => {
          if (open) controller.error(error);
          open = false;
        });
      }
      req.resume();
    },
    cancel: stop,
    // No read ahead: nothing is taken from the socket until the guard reads.
  }, { highWaterMark: 0 });
}

/** Express's request as the shared request path takes it (see app/http/app-request.server.ts). */
function incomingRequest(req: ExpressRequest, res: ExpressResponse, logger: Logger): IncomingRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Stop loaders and actions when the client goes away before the answer is sent.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  // req.hostname and req.protocol follow TRUST_PROXY, as in Remix's Express adapter.
  const port = /:(\d+)$/.exec(req.get("Host") ?? "")?.[1];
  return {
    method: req.method,
    url: `${req.protocol}://${req.hostname || "localhost"}${port ? `:${port}` : ""}${req.originalUrl}`,
    headers,
    body: hasBody ? requestBody(req) : null,
    signal: controller.signal,
    // The process outlives the response: the work just runs on, and a failure is only logged.
    waitUntil: (task) => void task.catch((error: unknown) => logger.error({ err: error, requestId: res.locals.requestId }, "background work failed")),
  };
}

/** The Node HTTP app: compression, static files, then the shared request path over Remix. */
export function createApp({
  build,
  db,
  env,
  sessionSecret,
  outbox = createOutboxSender({ db, env, smtp: smtpTransport }),
  photos = nodePhotos(env.database.url),
  logger = createNodeLogger(env.logLevel),
  errorReporter = NO_ERROR_REPORTS,
  release = env.release ?? "dev",
}: {
  build: ServerBuild;
  db: Db;
  env: AppEnv;
  sessionSecret: string;
  /** Delivers queued e-mail; the Node entry passes the one its periodic sweep also runs. */
  outbox?: OutboxSender;
  /** Admin photo uploads: sharp, and files beside the database file (decision 0036). */
  photos?: Photos;
  /** The request log and the server's messages (pino to stdout by default). */
  logger?: Logger;
  /** Sentry when SENTRY_DSN is set (server/node.ts makes it). */
  errorReporter?: ErrorReporter;
  /** The git commit of this build. */
  release?: string;
}) {
  const headers = securityHeaders({ isProduction: env.isProduction, stripe: env.stripe });
  const setSecurityHeaders = (res: ExpressResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  const handleAppRequest = createAppRequestHandler({
    build,
    handleRemix: createRequestHandler(build, env.isProduction ? "production" : "development"),
    // Anonymous catalogue pages, kept per process (decision 0025).
    pageStore: createMemoryPageStore(),
  });

  async function serve(req: ExpressRequest, res: ExpressResponse) {
    setSecurityHeaders(res);
    const context = createLoadContext({
      db,
      env,
      sessionSecret,
      clientAddress: req.ip ?? "unknown",
      renderPng,
      emailDelivery: outbox.configured,
      photos,
      requestId: res.locals.requestId as string,
      release,
      logger,
      errorReporter,
    });
    res.locals.requestLog = context.requestLog;
    let incoming: IncomingRequest;
    try {
      incoming = incomingRequest(req, res, logger);
    } catch {
      // A header value the Fetch API cannot hold.
      res.status(400).type("text/plain").send("This request could not be read.");
      return;
    }
    const response = await handleAppRequest(incoming, context);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") res.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
    // The e-mail this request queued goes out now, after the shopper has the answer; deliver() never rejects.
    if (context.outbox.queued) void outbox.deliver();
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);
  // First of all: the request's id and its one log line, written when the
  // answer has gone out (or the client left). Before compression, so the
  // bytes counted are the bytes sent.
  app.use((req, res, next) => {
    const requestId = requestIdFor(req.get("X-Request-Id"), env.trustProxy);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    let bytes = 0;
    const count = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === "string") bytes += Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ExpressResponse;
    res.write = ((...args: unknown[]) => {
      count(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (typeof args[0] !== "function") count(args[0], args[1]);
      return end(...args);
    }) as typeof res.end;
    res.once("close", () => {
      const requestLog = res.locals.requestLog as { route?: string | null; userId?: number } | undefined;
      const cache = res.getHeader("X-Cache");
      void logRequest(
        logger,
        {
          requestId,
          method: req.method,
          route: requestLog ? (requestLog.route ?? null) : "static",
          status: res.statusCode,
          durationMs: performance.now() - started,
          bytes,
          cache: typeof cache === "string" ? cache : null,
          userId: requestLog?.userId,
          client: req.ip ?? "unknown",
          aborted: !res.writableFinished,
        },
        sessionSecret,
      );
    });
    next();
  });
  app.use(compression());

  // An address that cannot name a file or page (bad percent-encoding, NUL,
  // overlong) skips the static middleware, whose answer would be Express's page.
  app.use((req, res, next) => {
    if (checkRequestTarget(req.originalUrl)) serve(req, res).catch(next);
    else next();
  });

  // Fingerprinted build assets never change under the same name, so they need
  // no validators, and of the security headers only nosniff means anything for
  // a script or stylesheet. A page loads some 30 of them: the bytes add up.
  app.use(
    "/build",
    (req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    },
    // Precompressed at build time (scripts/precompress.mjs): brotli 11 or gzip 9.
    expressStaticGzip("public/build", {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: ONE_YEAR * 1000, index: false, redirect: false, etag: false, lastModified: false },
    }),
  );

  app.use((req, res, next) => {
    setSecurityHeaders(res);
    next();
  });
  // The few files at the top of public/ (favicon.svg) are listed once at
  // start: a static middleware asked about every page would stat the disk for
  // each /product/… and /shop request, about 5% of the server's time under load.
  // No trailing-slash redirects for directories: serve-static writes its own
  // HTML page for them.
  const rootFiles = new Set(
    readdirSync("public", { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== "_headers")
      .map((entry) => `/${entry.name}`),
  );
  const serveRootFile = express.static("public", { maxAge: "1h", index: false, redirect: false, fallthrough: true });
  app.use((req, res, next) => (rootFiles.has(req.path) ? serveRootFile(req, res, next) : next()));

  app.all("*", (req, res, next) => {
    serve(req, res).catch(next);
  });

  // Whatever still fails ends in a plain, deliberate answer, never Express's page or a stack trace.
  // Express knows an error handler by its four parameters, so _next stays.
  const lastResort: ErrorRequestHandler = (error: { status?: number }, req, res, _next) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    const requestId = res.locals.requestId as string;
    if (status === 500) {
      logger.error({ err: error, requestId }, "request failed");
      void errorReporter.report(error, { requestId, route: null, method: req.method, url: req.originalUrl });
    }
    res
      .status(status)
      .type("text/plain")
      .send(`${status === 500 ? "Something went wrong on our side." : "This request could not be completed."}\nReference: ${requestId}\n`);
  };
  app.use(lastResort);
  return app;
}
