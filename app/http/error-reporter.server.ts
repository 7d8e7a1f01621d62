import { createStackParser, createTransport, Scope, type ErrorEvent } from "@sentry/core";
import { nodeStackLineParser, ServerRuntimeClient } from "@sentry/core/server";
import { scrubEvent } from "~/lib/error-scrubbing";

// Server errors go to Sentry when SENTRY_DSN is set (issue 37), through the
// official SDK's runtime-neutral client (@sentry/core: what @sentry/cloudflare
// and @sentry/vercel-edge are built on) with a fetch transport, so the Node
// server and the Worker report the same way through one adapter. No default
// integrations: nothing hooks the process, patches fetch or reads the console;
// only what this adapter is handed is sent, after scrubEvent.

export type ErrorDetails = {
  requestId: string;
  /** The Remix route id, when known. */
  route: string | null;
  method: string;
  /** The request's address; the query is dropped before sending. */
  url: string;
};

export type ErrorReporter = {
  /** Sends the error once; the promise settles when it has been sent or given up (never rejects). */
  report(error: unknown, details: ErrorDetails): Promise<void>;
};

/** SENTRY_DSN unset: nothing leaves the shop. */
export const NO_ERROR_REPORTS: ErrorReporter = { report: () => Promise.resolve() };

const SEND_TIMEOUT_MS = 5000;

export function createSentryReporter({
  dsn,
  release,
  environment,
  runtime,
}: {
  dsn: string;
  release: string;
  environment: string;
  runtime: "node" | "cloudflare";
}): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn,
    release,
    environment,
    platform: "javascript",
    runtime: { name: runtime },
    integrations: [],
    sendDefaultPii: false,
    stackParser: createStackParser(nodeStackLineParser()),
    transport: (options) =>
      createTransport(options, async (request) => {
        const response = await fetch(options.url, { method: "POST", body: typeof request.body === "string" ? request.body : new Uint8Array(request.body), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
        await response.arrayBuffer();
        return {
          statusCode: response.status,
          headers: { "x-sentry-rate-limits": response.headers.get("X-Sentry-Rate-Limits"), "retry-after": response.headers.get("Retry-After") },
        };
      }),
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
  });
  client.init();

  return {
    async report(error, { requestId, route, method, url }) {
      try {
        const scope = new Scope();
        scope.setClient(client);
        scope.setTag("request_id", requestId);
        if (route) scope.setTag("route", route);
        scope.setTag("runtime", runtime);
        scope.addEventProcessor((event) => ({ ...event, request: { method, url } }));
        client.captureException(error, { originalException: error }, scope);
        await client.flush(SEND_TIMEOUT_MS);
      } catch {
        // Reporting must never turn an error into a second one.
      }
    },
  };
}

/** The reporter the settings ask for: Sentry with SENTRY_DSN, otherwise one that sends nothing. */
export function errorReporterFor(
  settings: { sentry: { dsn: string; environment: string } | null },
  { release, runtime }: { release: string; runtime: "node" | "cloudflare" },
): ErrorReporter {
  return settings.sentry ? createSentryReporter({ ...settings.sentry, release, runtime }) : NO_ERROR_REPORTS;
}
