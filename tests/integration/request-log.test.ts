// One JSON log line per request, X-Request-Id on every answer, and a failure
// that a shopper, the log and the error tracker all name by the same id
// (issue 37). The real app over a real libSQL file; the error tracker is a
// local HTTP server that records the envelopes Sentry's SDK sends it.
import { parseEnvelope } from "@sentry/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSentryReporter } from "../../app/http/error-reporter.server";
import { checkoutFields } from "../support/checkout-form";
import { startHttpRecorder } from "../support/http-recorder";
import { createShopper } from "../support/shopper";
import { startTestServer, type TestServer } from "../support/test-server";
import { userWithSession } from "../support/admin";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let tracker: Awaited<ReturnType<typeof startHttpRecorder>>;

beforeAll(async () => {
  tracker = await startHttpRecorder();
  const { port } = new URL(tracker.url);
  server = await startTestServer({
    env: { RATE_LIMIT_MULTIPLIER: "1000" },
    errorReporter: createSentryReporter({ dsn: `http://publickey@127.0.0.1:${port}/42`, release: "test-release", environment: "test", runtime: "node" }),
  });
});
afterAll(async () => {
  await server.close();
  await tracker.close();
});

/** The request line the server wrote for this request id. */
async function lineFor(requestId: string) {
  await expect.poll(() => server.logs.some((line) => line.msg === "request" && line.requestId === requestId)).toBe(true);
  return server.logs.find((line) => line.msg === "request" && line.requestId === requestId)!;
}

describe("the request log", () => {
  it("writes one line per request with its id, route, status, duration, bytes, cache and client", async () => {
    const response = await server.fetch("/product/1", { headers: { "Accept-Encoding": "gzip" } });
    const body = await response.arrayBuffer();
    const requestId = response.headers.get("X-Request-Id")!;
    expect(requestId).toMatch(UUID);
    const line = await lineFor(requestId);
    expect(line).toMatchObject({ level: "info", method: "GET", route: "routes/product.$id", status: 200, cache: "MISS", user: null, client: "127.0.0.1" });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(typeof line.time).toBe("string");
    // The bytes sent: fetch has already undone the gzip, so the line says less than the page's size.
    expect(line.bytes).toBeGreaterThan(1000);
    expect(line.bytes).toBeLessThan(body.byteLength);
    expect(server.logs.filter((entry) => entry.requestId === requestId && entry.msg === "request")).toHaveLength(1);
  });

  it("names a signed-in user only by a keyed hash", async () => {
    const { user, token, headers } = await userWithSession(server.db, "customer");
    const response = await server.fetch("/api/auth/me", { headers });
    await response.arrayBuffer();
    const line = await lineFor(response.headers.get("X-Request-Id")!);
    expect(line.user).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(line)).not.toContain(user.email);
    expect(JSON.stringify(line)).not.toContain(token);
  });

  it("gives static files a line and an id too", async () => {
    const response = await server.fetch("/favicon.svg");
    await response.arrayBuffer();
    expect(await lineFor(response.headers.get("X-Request-Id")!)).toMatchObject({ route: "static", status: 200 });
  });

  it("does not take a client's own X-Request-Id without a trusted proxy", async () => {
    const response = await server.fetch("/about", { headers: { "X-Request-Id": "chosen-by-the-client-123" } });
    await response.arrayBuffer();
    expect(response.headers.get("X-Request-Id")).toMatch(UUID);
  });
});

describe("a checkout that fails", () => {
  it("shows the shopper a reference that is the id of its log line and of its one error report", async () => {
    const shopper = createShopper(server);
    await shopper.addToCart(1);
    // Made to fail on purpose: the order's lines have nowhere to go.
    await server.db.run(sql`ALTER TABLE order_items RENAME TO order_items_away`);
    let response: Response;
    try {
      response = await shopper.post("/checkout", checkoutFields({ email: "ana.failing@example.com" }));
    } finally {
      await server.db.run(sql`ALTER TABLE order_items_away RENAME TO order_items`);
    }
    expect(response.status).toBe(500);
    const requestId = response.headers.get("X-Request-Id")!;
    const page = await response.text();
    expect(page).toContain("Something went wrong");
    expect(page).toContain(`Reference: <code data-error-reference="">${requestId}</code>`);

    const line = await lineFor(requestId);
    expect(line).toMatchObject({ level: "error", status: 500, method: "POST" });
    const failure = server.logs.find((entry) => entry.msg === "request failed" && entry.requestId === requestId);
    expect(failure).toBeDefined();

    await expect.poll(() => tracker.requests.length).toBe(1);
    const [request] = tracker.requests;
    expect(request!.path).toBe("/api/42/envelope/?sentry_version=7&sentry_key=publickey");
    const [, items] = parseEnvelope(String(request!.body));
    const event = items[0]![1] as { tags: Record<string, string>; release: string; environment: string; request: { method: string; url: string }; exception: unknown };
    expect(event.tags).toMatchObject({ request_id: requestId, route: "routes/checkout", runtime: "node" });
    expect(event).toMatchObject({ release: "test-release", environment: "test", request: { method: "POST" } });
    const sent = String(request!.body);
    expect(sent).toContain("order_items");
    for (const secret of ["ana.failing@example.com", "4242", "__session", "Cookie", "cardNumber"]) expect(sent).not.toContain(secret);
    // Nothing of the failed order was left half-written.
    expect((await server.db.all(sql`SELECT count(*) AS n FROM orders`))[0]).toEqual({ n: 0 });
  });
});
