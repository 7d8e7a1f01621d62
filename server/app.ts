import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import type { Db } from "../db/client";
import type { AppEnv } from "../app/utils/env.server";
import { createLoadContext } from "../app/utils/load-context.server";
import { isForeignOriginRequest } from "../app/utils/origin.server";
import { BASE_SECURITY_HEADERS } from "../app/utils/security-headers.server";
import { renderPng } from "./png-renderer";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The Node HTTP app: compression, static files, then the Remix handler. */
export function createApp({
  build,
  db,
  env,
  sessionSecret,
}: {
  build: ServerBuild;
  db: Db;
  env: AppEnv;
  sessionSecret: string;
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.raw.TRUST_PROXY === "true");
  app.use(compression());

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
      serveStatic: { immutable: true, maxAge: ONE_YEAR * 1000, index: false, etag: false, lastModified: false },
    }),
  );

  app.use((req, res, next) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    next();
  });
  app.use(express.static("public", { maxAge: "1h", index: false, ignore: ["_headers"] } as never));

  // Non-GET requests from another site are refused before any action runs.
  app.use((req, res, next) => {
    const probe = new Request(`http://${req.headers.host ?? "localhost"}${req.originalUrl}`, {
      method: req.method === "GET" || req.method === "HEAD" ? req.method : "POST",
      headers: {
        ...(req.headers.origin ? { Origin: req.headers.origin } : {}),
        ...(req.headers.host ? { Host: req.headers.host } : {}),
      },
    });
    if (req.method !== "GET" && req.method !== "HEAD" && isForeignOriginRequest(probe)) {
      res.status(403).json({ message: "Cross-site requests are not allowed." });
      return;
    }
    next();
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.isProduction ? "production" : "development",
      getLoadContext: (req) =>
        createLoadContext({ db, env, sessionSecret, clientAddress: req.ip ?? "unknown", renderPng }),
    }),
  );
  return app;
}
