// A serving process renders the pages every visit starts with once, before it
// takes its first visitor (docs/decisions/0055-single-render-per-cold-page.md). A fresh
// process compiles each code path on first use and has an empty page cache;
// without this the first crowd after a start (or a deploy, or a replaced
// process) pays for that, and under `npm run load` the home page's whole tail
// was those first seconds. The pages are asked for over a private loopback
// port, through the same app and middleware as any request, for the Host
// visitors will use, so the kept copies serve them.
import { createServer, request, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { jsonLogger, type Logger } from "../app/lib/logger";

/** The anonymous pages each visit starts with: the home page, the shop. */
export const WARM_UP_PATHS = ["/", "/shop"] as const;
const TIMEOUT_MS = 10_000;

/** The Host a visitor sends: the public origin's, else the address the server listens on. */
export function warmUpHost({ publicOrigin, host, port }: { publicOrigin?: string; host: string; port: number }): string {
  if (publicOrigin) return new URL(publicOrigin).host;
  const named = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `${named}:${port}`;
}

/**
 * Serves `paths` once each with `app` on a loopback port of this process alone
 * (exclusive: under node:cluster it is not shared with the other processes),
 * then closes it. A failure is logged and the server starts anyway: it only
 * costs the first visitors what it always did.
 */
export async function warmUp(app: RequestListener, hostHeader: string, { paths = WARM_UP_PATHS, logger = jsonLogger("warn", console.error) }: { paths?: readonly string[]; logger?: Logger } = {}) {
  const server = createServer(app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ port: 0, host: "127.0.0.1", exclusive: true }, resolve);
    });
    const { port } = server.address() as AddressInfo;
    for (const path of paths) await get(port, path, hostHeader);
  } catch (error) {
    logger.warn({ err: error }, "warm-up failed");
  } finally {
    server.close();
  }
}

function get(port: number, path: string, hostHeader: string) {
  return new Promise<void>((resolve, reject) => {
    const sent = request(
      { host: "127.0.0.1", port, path, headers: { Host: hostHeader, Accept: "text/html", "Accept-Encoding": "gzip" }, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.once("end", resolve);
        response.once("error", reject);
      },
    );
    sent.once("timeout", () => sent.destroy(new Error(`${path} took over ${TIMEOUT_MS} ms`)));
    sent.once("error", reject);
    sent.end();
  });
}
