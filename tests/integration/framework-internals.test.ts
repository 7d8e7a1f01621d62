// Browser code that reads Remix 2's page globals, which no Remix document
// promises (decision 0043). If an upgrade renames them, the code falls back
// quietly, so the failure would only show as a flaky page or a stale service
// worker; this test names it instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let html: string;
beforeAll(async () => {
  server = await startTestServer();
  html = await (await server.fetch("/")).text();
});
afterAll(async () => {
  await server?.close();
});

describe("the page globals our browser code reads", () => {
  it("has window.__remixContext with single fetch on and the data stream (app/entry.client.tsx decodes it before hydrating)", () => {
    const context = /window\.__remixContext = (\{.*?\});/.exec(html)?.[1];
    expect(context, "window.__remixContext is no longer in the page").toBeTruthy();
    expect(JSON.parse(context!).future).toMatchObject({ v3_singleFetch: true });
    expect(html).toContain("window.__remixContext.stream = new ReadableStream(");
  });

  it("has window.__remixManifest with the build's version (app/components/offline-notice.tsx keys the service worker by it)", () => {
    const version = /window\.__remixManifest = \{[\s\S]*?"version": "([^"]+)"/.exec(html)?.[1];
    expect(version, "window.__remixManifest.version is no longer in the page").toMatch(/^[0-9a-f]{6,}$/);
  });
});
