import { RemixServer } from "@remix-run/react";
import type { EntryContext } from "#remix-runtime";
import { isbot } from "isbot";
// The web-streams renderer runs on Node 20 and on Workers alike.
import { renderToReadableStream } from "react-dom/server.browser";
import { NonceProvider } from "./utils/nonce-provider";
import { contentSecurityPolicy, createNonce } from "./utils/security-headers.server";

export const streamTimeout = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  const isProduction = process.env.NODE_ENV === "production";
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1000);
  let status = responseStatusCode;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        status = 500;
        // Log on the server; the page the shopper sees never shows internals.
        if (!controller.signal.aborted) console.error(error);
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout)).catch(() => clearTimeout(timeout));

  // Crawlers and link-preview clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The headers every response carries are set by the server adapters
  // (server/app.ts, server/worker.ts); the policy with this nonce is per document.
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { isProduction }));
  return new Response(body, { headers: responseHeaders, status });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
