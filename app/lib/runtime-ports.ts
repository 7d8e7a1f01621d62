import type { PhotoVariant } from "./photo";

// What each runtime plugs into the shop (server/node.ts and server/worker.ts
// build them; app/http/load-context.server.ts carries them per request). Types
// only, so that use cases (app/services) and request plumbing (app/http) can
// both name them without importing each other.

/** Cloudflare's Workers rate-limiting binding (`[[ratelimits]]` in wrangler.toml). */
export type RateLimitBinding = { limit: (options: { key: string }) => Promise<{ success: boolean }> };

/** The limits a binding counts instead of the database, by limit name (decision 0032; app/lib/rate-limits.ts). */
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
 * A use case that queued an e-mail sets `queued`; the runtime then runs the
 * outbox sender once the response is out (decision 0026). `delivery` is true
 * when the runtime has a way to send e-mail at all.
 */
export type Outbox = { queued: boolean; delivery: boolean };
