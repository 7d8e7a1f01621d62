// A local HTTP server standing in for an HTTP e-mail API: it records every
// request (method, path, headers, JSON body) and answers with the status set.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { countWaiter } from "./count-waiter";

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export async function startHttpRecorder() {
  const requests: RecordedRequest[] = [];
  const recorded = countWaiter(() => requests.length);
  let status = 200;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the test then sees what was not JSON.
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(status < 300 ? { id: `recorded-${requests.length}` } : { message: "Recorder refused this request" }));
      recorded.arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/emails`,
    requests,
    /** The status every following request gets. */
    answerWith(next: number) {
      status = next;
    },
    /** Resolves once `count` requests in all have arrived. */
    waitForCount: recorded.waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
