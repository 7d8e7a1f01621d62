// The warm-up of each serving process (server/warm-up.ts, decision 0055): the
// real app, over a seeded database, renders the home page and the shop before
// it listens, and the first visitor is then answered from the kept copy.
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/lib/settings.server";
import { createApp } from "../../server/app";
import { warmUp, warmUpHost } from "../../server/warm-up";
import { createTestDatabase } from "../support/test-server";
import { jsonLogger } from "../../app/lib/logger";

describe("warm-up before the first visitor", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.cleanup());

  it("keeps the home page and the shop for the Host visitors send", async () => {
    // @ts-expect-error the server build is plain JS written by `remix build`.
    const build = (await import("../../build/server/index.js")) as ServerBuild;
    const app = createApp({ build, db: database.db, env: parseEnv({ NODE_ENV: "production" }), sessionSecret: "warm-up-test" });
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      await warmUp(app, warmUpHost({ host: "127.0.0.1", port }));
      for (const path of ["/", "/shop"]) {
        const first = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(first.status).toBe(200);
        expect(first.headers.get("X-Cache")).toBe("HIT");
        // A fresh nonce for this visitor, as for any hit.
        expect(await first.text()).toContain("<h1");
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("names the host as visitors will: the public origin's, else the listening address", () => {
    expect(warmUpHost({ publicOrigin: "https://shop.example.com", host: "0.0.0.0", port: 3000 })).toBe("shop.example.com");
    expect(warmUpHost({ host: "0.0.0.0", port: 3000 })).toBe("localhost:3000");
    expect(warmUpHost({ host: "127.0.0.1", port: 4123 })).toBe("127.0.0.1:4123");
    expect(warmUpHost({ host: "::1", port: 8080 })).toBe("[::1]:8080");
  });

  it("lets the server start when the warm-up fails", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = jsonLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    await warmUp((_request, response) => response.destroy(), "127.0.0.1:1", { logger });
    expect(lines).toEqual([expect.objectContaining({ level: "warn", msg: "warm-up failed", err: expect.objectContaining({ type: "Error" }) })]);
  });
});
