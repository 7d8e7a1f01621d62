import { RemixServer } from "@remix-run/react";
import type { AppLoadContext, EntryContext } from "#remix-runtime";
import { isbot } from "isbot";
import { PassThrough, Readable } from "node:stream";
// Node resolves this to React's Node renderer (renderToPipeableStream), workerd
// to the web-streams one (renderToReadableStream); see docs/decisions/0011.
import * as ReactDOMServer from "react-dom/server";
import { coalesceChunks } from "./http/coalesce-stream";
import { NonceProvider } from "./components/hooks/nonce-provider";
import { RequestIdProvider } from "./components/hooks/error-reference";
import { contentSecurityPolicy, createNonce, stripePolicySources } from "./http/security-headers.server";

export const streamTimeout = 5000;

type RenderOptions = { nonce: string; waitForAll: boolean; onError: (error: unknown) => void };

/**
 * The Node renderer writes into reused 2 KB buffers with encodeInto; the
 * web-streams renderer allocates one Uint8Array per tag, attribute and text,
 * which made it a third slower on Node for the shop's page.
 */
function renderOnNode(element: React.ReactElement, { nonce, waitForAll, onError }: RenderOptions) {
  return new Promise<ReadableStream<Uint8Array>>((resolve, reject) => {
    const start = () => {
      const body = new PassThrough();
      stream.pipe(body);
      resolve(Readable.toWeb(body) as ReadableStream<Uint8Array>);
    };
    const stream = ReactDOMServer.renderToPipeableStream(element, {
      nonce,
      onShellReady: () => (waitForAll ? undefined : start()),
      onAllReady: () => {
        clearTimeout(timeout);
        if (waitForAll) start();
      },
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error);
      },
      onError,
    });
    const timeout = setTimeout(() => stream.abort(), streamTimeout + 1000);
  });
}

async function renderOnWorkers(element: React.ReactElement, { nonce, waitForAll, onError }: RenderOptions) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000);
  const body = await ReactDOMServer.renderToReadableStream(element, {
    nonce,
    signal: controller.signal,
    onError: (error) => {
      // An abort after the timeout is not a new error worth logging.
      if (!controller.signal.aborted) onError(error);
    },
  });
  body.allReady.then(() => clearTimeout(timeout)).catch(() => clearTimeout(timeout));
  if (waitForAll) await body.allReady;
  return body;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  const isProduction = process.env.NODE_ENV === "production";
  let status = responseStatusCode;
  const options: RenderOptions = {
    nonce,
    // Crawlers and link-preview clients get the whole document at once.
    waitForAll: isbot(request.headers.get("user-agent") || ""),
    onError(error) {
      status = 500;
      // Logged and reported with the request's id; the page the shopper sees shows only that id.
      loadContext.reportError(error, request);
    },
  };
  const element = (
    <NonceProvider value={nonce}>
      <RequestIdProvider value={loadContext.requestId}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </RequestIdProvider>
    </NonceProvider>
  );
  const body =
    "renderToPipeableStream" in ReactDOMServer ? await renderOnNode(element, options) : await renderOnWorkers(element, options);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The headers every response carries are set by the server adapters
  // (server/app.ts, server/worker.ts); the policy with this nonce is per document.
  // Stripe's sources are on every page in Stripe mode: a client-side visit to
  // /checkout keeps the policy of the page it started from.
  const stripe = loadContext.env.stripe ? stripePolicySources(loadContext.env.stripe) : null;
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { isProduction, stripe }));
  // A few large writes instead of one per renderer buffer (see coalesce-stream).
  return new Response(body.pipeThrough(coalesceChunks()), { headers: responseHeaders, status });
}

/** A loader's or action's error (a thrown Response is not one): logged and reported once, with the request's id. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  context.reportError(error, request);
}
