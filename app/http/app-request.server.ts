import type { ServerBuild } from "#remix-runtime";
import { mustNotStore, PRIVATE_NO_STORE } from "~/lib/cache-policy";
import { checkRequestTarget, multipartLimitFor, type Refusal } from "~/lib/request-limits";
import type { LoadContext } from "./load-context.server";
import { apiError } from "./json-api.server";
import { isForeignOriginRequest } from "./origin.server";
import { discardBody, readCheckedBody } from "./request-body.server";
import { servePageFromCache, type PageStore } from "./page-cache.server";
import { createRouteMethods } from "./route-methods.server";

/** What either runtime hands over: a request line, headers and a body not yet read. */
export type IncomingRequest = {
  method: string;
  /** Absolute URL as the client sent it (path not decoded). */
  url: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  signal?: AbortSignal;
  /** Keeps work going after the response (a stale cached page's new copy). */
  waitUntil?: (task: Promise<unknown>) => void;
};

export type RemixHandler = (request: Request, context: LoadContext) => Promise<Response>;

const BODY_HEADERS = ["content-type", "content-length", "transfer-encoding", "content-encoding"];

/**
 * The one request path of the Node server and the Worker, around Remix:
 * malformed addresses, foreign-origin posts, methods a URL does not answer and
 * bodies a route cannot read are refused here, before any loader or action
 * runs, with the app's own error page (JSON `{ message }` under /api); an
 * anonymous catalogue request is answered from `pageStore` when it can be
 * (decision 0025); every other response gets its cache policy.
 */
export function createAppRequestHandler({
  build,
  handleRemix,
  pageStore,
}: {
  build: Pick<ServerBuild, "routes">;
  handleRemix: RemixHandler;
  pageStore?: PageStore;
}) {
  const routeMethods = createRouteMethods(build);

  /** A refusal as the app shows it: JSON under /api and /webhooks, else the error page in the site's shell. */
  async function renderRefusal(incoming: IncomingRequest, context: LoadContext, refusal: Refusal, url: URL | null) {
    // The body is not wanted, but the connection is: read it to its end.
    await discardBody(incoming.body);
    const headers = new Headers(refusal.allow ? { Allow: refusal.allow } : {});
    const api = url ? url.pathname.startsWith("/api/") || url.pathname.startsWith("/webhooks/") || url.pathname.endsWith(".data") : false;
    if (api) return apiError(refusal.status, refusal.message, undefined, { headers });
    // The catch-all page renders the refusal (its loader throws it), with the
    // visitor's cookies so the header shows their theme and cart.
    const page = new Request(new URL("/not-found", url?.origin ?? "http://localhost"), {
      headers: cookieHeaders(incoming.headers),
      signal: incoming.signal,
    });
    const rendered = await handleRemix(page, { ...context, refusal });
    const response = new Response(rendered.body, rendered);
    headers.forEach((value, name) => response.headers.set(name, value));
    return response;
  }

  async function respond(incoming: IncomingRequest, context: LoadContext): Promise<Response> {
    let url: URL;
    try {
      url = new URL(incoming.url);
    } catch {
      return renderRefusal(incoming, context, { status: 400, message: "This address is not valid." }, null);
    }
    // Remix's pre-single-fetch data requests (?_data=routeId) are no part of
    // this app, and Remix answers unknown ids with its own error text.
    if (url.searchParams.has("_data")) url.searchParams.delete("_data");
    const refuse = (refusal: Refusal) => renderRefusal(incoming, context, refusal, url);
    const badTarget = checkRequestTarget(url.pathname + url.search);
    if (badTarget) return refuse(badTarget);

    const method = incoming.method;
    if (isForeignOriginRequest({ method, headers: incoming.headers, url: incoming.url })) {
      return refuse({ status: 403, message: "Cross-site requests are not allowed." });
    }
    const { allowed, isApi, routeId } = routeMethods(url);
    context.requestLog.route = routeId;
    if (!allowed.includes(method)) {
      return refuse({ status: 405, message: `This address does not answer ${method.slice(0, 16)} requests.`, allow: allowed.join(", ") });
    }
    if (method === "GET" || method === "HEAD") {
      const request = new Request(url, { method, headers: withoutBodyHeaders(incoming.headers), signal: incoming.signal });
      const shared = pageStore
        ? await servePageFromCache({
            request,
            context,
            store: pageStore,
            render: (fresh) => handleRemix(fresh, context),
            waitUntil: incoming.waitUntil,
          })
        : null;
      return shared ?? handleRemix(request, context);
    }
    const body = await readCheckedBody(isApi ? "json" : "form", incoming.headers, incoming.body, {
      multipartLimit: multipartLimitFor(url.pathname),
    });
    if ("refusal" in body) return refuse(body.refusal);
    const headers = new Headers(incoming.headers);
    headers.delete("transfer-encoding");
    headers.set("content-length", String(body.bytes.byteLength));
    return handleRemix(
      new Request(url, { method, headers, body: body.bytes.byteLength ? body.bytes : undefined, signal: incoming.signal }),
      context,
    );
  }

  return async function handleAppRequest(incoming: IncomingRequest, context: LoadContext): Promise<Response> {
    let response: Response;
    try {
      response = await respond(incoming, context);
    } catch (error) {
      // Our own code failed before or around Remix: log and report it, show nothing of it but its reference.
      context.reportError(error, { method: incoming.method, url: incoming.url });
      response = new Response(`Something went wrong on our side. Please try again in a moment.\nReference: ${context.requestId}\n`, {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    response = withRequestId(response, context.requestId);
    // The page cache marks what it answered (X-Cache): that carries its own shared policy.
    if (response.headers.has("X-Cache")) return response;
    let pathname = "/";
    try {
      pathname = new URL(incoming.url).pathname;
    } catch {
      // An address that does not parse is refused above; its answer is private.
    }
    const setsCookie = response.headers.has("Set-Cookie");
    const hasCredentials = incoming.headers.has("Cookie") || incoming.headers.has("Authorization");
    if (mustNotStore({ method: incoming.method, pathname, hasCredentials, contentType: response.headers.get("Content-Type"), setsCookie })) {
      response = new Response(response.body, response);
      response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    }
    return response;
  };
}

/** Every answer names its request (X-Request-Id); a response's headers may be immutable (a fetch's), so copy when they are. */
function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set("X-Request-Id", requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("X-Request-Id", requestId);
    return copy;
  }
}

function cookieHeaders(source: Headers): Headers {
  const headers = new Headers();
  const cookie = source.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const accept = source.get("Accept-Language");
  if (accept) headers.set("Accept-Language", accept);
  return headers;
}

function withoutBodyHeaders(source: Headers): Headers {
  const headers = new Headers(source);
  for (const name of BODY_HEADERS) headers.delete(name);
  return headers;
}
