import type { LogFields, Logger } from "~/lib/logger";

/** What one request's log line says (issue 37): never an e-mail, a cookie, a token, a body or an address's query. */
export type RequestLogEntry = {
  requestId: string;
  method: string;
  /** The Remix route id that answered ("routes/checkout._index"), or what answered instead ("static"). */
  route: string | null;
  status: number;
  durationMs: number;
  /** Body bytes sent (after compression on Node; Cloudflare compresses after the Worker). */
  bytes: number;
  /** The page cache's answer (X-Cache): HIT, MISS, STALE; null when the page cache was not asked. */
  cache: string | null;
  /** The signed-in user's id, written as a keyed hash only. */
  userId?: number;
  /** The client's address as the rate limiter sees it. */
  client: string;
  /** The client went away before the whole answer was sent. */
  aborted?: boolean;
};

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * A user's id as an HMAC with the session secret: lines of one user can be
 * found together, but an id cannot be read back from the log (ids are small
 * integers, so a plain hash could be reversed by counting).
 */
export async function userHash(userId: number, secret: string): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key, encoder.encode(`user:${userId}`)));
  return Array.from(mac.subarray(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The log line's fields, in a stable order. */
export async function requestLogFields(entry: RequestLogEntry, secret: string): Promise<LogFields> {
  return {
    requestId: entry.requestId,
    method: entry.method,
    route: entry.route,
    status: entry.status,
    durationMs: Math.round(entry.durationMs * 10) / 10,
    bytes: entry.bytes,
    cache: entry.cache,
    user: entry.userId === undefined ? null : await userHash(entry.userId, secret),
    client: entry.client,
    ...(entry.aborted ? { aborted: true } : {}),
  };
}

/** Writes the line: a 5xx as an error, anything else as info. Never throws (a log line must not fail a request). */
export async function logRequest(logger: Logger, entry: RequestLogEntry, secret: string): Promise<void> {
  try {
    const fields = await requestLogFields(entry, secret);
    if (entry.status >= 500) logger.error(fields, "request");
    else logger.info(fields, "request");
  } catch {
    // Nothing sensible to do: the answer has gone out already.
  }
}

/**
 * The response with its body counted as it streams, and a promise that settles
 * with the byte count once the body has been sent or abandoned (Workers: the
 * line is written then, inside waitUntil).
 */
export function countedResponse(response: Response): { response: Response; sent: Promise<{ bytes: number; aborted: boolean }> } {
  // A new Response either way: the one given may have immutable headers (an edge cache's copy).
  if (!response.body) return { response: new Response(null, response), sent: Promise.resolve({ bytes: 0, aborted: false }) };
  let bytes = 0;
  let settle!: (value: { bytes: number; aborted: boolean }) => void;
  const sent = new Promise<{ bytes: number; aborted: boolean }>((resolve) => (settle = resolve));
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          settle({ bytes, aborted: false });
          return;
        }
        bytes += value.byteLength;
        controller.enqueue(value);
      } catch (error) {
        settle({ bytes, aborted: true });
        controller.error(error);
      }
    },
    cancel(reason) {
      settle({ bytes, aborted: true });
      return reader.cancel(reason);
    },
  });
  return { response: new Response(body, response), sent };
}
