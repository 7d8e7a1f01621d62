// A local HTTP server standing in for an HTTP e-mail API: it records every
// request (method, path, headers, JSON body) and answers with the status set.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export async function startHttpRecorder() {
  const requests: RecordedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
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
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
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
    waitForCount(count: number) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
