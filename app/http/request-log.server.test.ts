import { describe, expect, it } from "vitest";
import { countedResponse, requestLogFields, userHash } from "./request-log.server";

describe("the request log's fields", () => {
  it("names a user by a keyed hash: stable for one secret, different for another user or secret", async () => {
    const first = await userHash(7, "secret-a");
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(await userHash(7, "secret-a")).toBe(first);
    expect(await userHash(8, "secret-a")).not.toBe(first);
    expect(await userHash(7, "secret-b")).not.toBe(first);
  });

  it("has exactly the issue's fields, rounded duration, null for an anonymous user", async () => {
    const fields = await requestLogFields(
      { requestId: "r-1", method: "GET", route: "routes/shop", status: 200, durationMs: 12.3456, bytes: 900, cache: "HIT", client: "203.0.113.9" },
      "secret",
    );
    expect(fields).toEqual({ requestId: "r-1", method: "GET", route: "routes/shop", status: 200, durationMs: 12.3, bytes: 900, cache: "HIT", user: null, client: "203.0.113.9" });
  });
});

describe("countedResponse", () => {
  it("passes the body through and reports the bytes once it has been read", async () => {
    const { response, sent } = countedResponse(new Response("héllo wörld", { status: 201, headers: { "X-Cache": "MISS" } }));
    expect(await response.text()).toBe("héllo wörld");
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Cache")).toBe("MISS");
    expect(await sent).toEqual({ bytes: 13, aborted: false });
  });

  it("reports an abandoned body as aborted", async () => {
    const { response, sent } = countedResponse(new Response("some body"));
    await response.body!.cancel();
    expect(await sent).toEqual({ bytes: 0, aborted: true });
  });

  it("copies a response without a body, so its headers can be changed", async () => {
    const { response, sent } = countedResponse(new Response(null, { status: 304 }));
    response.headers.set("X-Request-Id", "r-2");
    expect(response.status).toBe(304);
    expect(await sent).toEqual({ bytes: 0, aborted: false });
  });
});
