// Requests exactly as written: any method (fetch refuses TRACE and CONNECT),
// a path that is not normalised or re-encoded, and any headers and body.
import http from "node:http";
import type { TestServer } from "./test-server";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function rawRequest(
  server: TestServer,
  { method = "GET", path, headers = {}, body }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Uint8Array },
): Promise<RawResponse> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    // A length for every body: Node sends DELETE and OPTIONS bodies unframed otherwise.
    const chunked = Object.keys(headers).some((name) => name.toLowerCase() === "transfer-encoding");
    const length = body === undefined || chunked ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
    const request = http.request({ host: hostname, port, method, path, headers: { ...length, ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Signs of a page the app did not render itself: a framework default page or a stack trace. */
export const FOREIGN_PAGE = /Cannot (GET|POST|PUT|DELETE|PATCH)|URIError|<pre>|at \S+ \(.*:\d+:\d+\)|Unexpected Server Error|ErrorResponseImpl|node_modules/;
