import type { Db } from "../../db/client";
import type { PhotoVariant } from "~/lib/photo";
import type { Refusal } from "~/lib/request-limits";
import type { AppEnv } from "./env.server";

/** Cloudflare's Workers rate-limiting binding (`[[ratelimits]]` in wrangler.toml). */
export type RateLimitBinding = { limit: (options: { key: string }) => Promise<{ success: boolean }> };

/** The limits a binding counts instead of the database, by limit name (decision 0032; app/http/rate-limit-response.server.ts). */
export type EdgeRateLimiters = Partial<Record<string, RateLimitBinding>>;

/** SVG document → PNG bytes: server/png-renderer.ts on Node, server/png-renderer-workers.ts on Workers (decision 0010). */
export type PngRenderer = (svg: string) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * Decodes an uploaded image and re-encodes it once per variant, cropped to the
 * variant's square: sharp on Node (server/photos-node.ts), Cloudflare's Images
 * binding on Workers (server/photos-workers.ts); decision 0036. Null when the
 * bytes do not decode as an image.
 */
export type PhotoEncoder = (bytes: Uint8Array, variants: readonly PhotoVariant[]) => Promise<Uint8Array[] | null>;

/** Where photos live: files under the data directory on Node, an R2 bucket on Workers. Keys come from `photoKey`. */
export type PhotoStore = {
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get: (key: string) => Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null>;
  /** Removes the keys; a missing one is no error. */
  delete: (keys: string[]) => Promise<void>;
};

/** Admin photo uploads: one encoder and one store per runtime. */
export type Photos = { encode: PhotoEncoder; store: PhotoStore };

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
}) {
  // A service that queued an e-mail sets `queued`; the runtime then runs the
  // outbox sender once the response is out (decision 0026).
  const outbox = { queued: false, delivery: emailDelivery };
  return { db, env, sessionSecret, clientAddress, renderPng, refusal, outbox, rateLimiters, photos };
}

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
