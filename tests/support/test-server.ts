// Integration harness: the real Express app and Remix request handler over a
// fresh, migrated and seeded libSQL file. Nothing of our own stack is mocked.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import type { ServerBuild } from "@remix-run/node";
import { drizzle } from "drizzle-orm/libsql";
import { BUSY_TIMEOUT_MS, schema, type Db } from "../../db/client";
import { setupDatabase } from "../../db/setup";
import { parseEnv } from "../../app/lib/settings.server";
import { createApp } from "../../server/app";
import { nodePhotos } from "../../server/photos-node";
import { createNodeLogger } from "../../server/logger";
import type { ErrorReporter } from "../../app/http/error-reporter.server";

export type TestServer = {
  db: Db;
  /** The database file's URL (`file:…`); admin photos live in `images/` beside it. */
  databaseUrl: string;
  baseUrl: string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
  /** Every line the server logged (pino, as on stdout), parsed, oldest first. */
  logs: Record<string, unknown>[];
  /** The same lines as written, to search for what must never be in them. */
  logText: () => string;
};

export async function createTestDatabase({ seed = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "onbrand-test-"));
  const url = `file:${join(dir, "shop.db")}`;
  const { db } = await setupDatabase({ url, seed });
  return { db, url, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    /** Sees every SQL statement the app runs (drizzle's own query log), e.g. to count lookups. */
    onQuery?: (sql: string) => void;
    /** Where server errors are reported (default: nowhere, as with SENTRY_DSN unset). */
    errorReporter?: ErrorReporter;
  } = {},
): Promise<TestServer> {
  const { db, url, cleanup } = await createTestDatabase();
  const { onQuery } = options;
  // The same file through a second client whose statements are logged; the test's own reads stay unlogged.
  const appDb: Db = onQuery ? drizzle(createClient({ url, timeout: BUSY_TIMEOUT_MS }), { schema, logger: { logQuery: (sql) => onQuery(sql) } }) : db;
  // @ts-expect-error the server build is plain JS written by `remix build`.
  const build = (await import("../../build/server/index.js")) as ServerBuild;
  const env = parseEnv({ NODE_ENV: "production", ...options.env });
  // Photos go beside the temporary database file (data directory rule of server/photos-node.ts).
  // The server's log lines are kept for the test instead of going to stdout.
  const written: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const logger = createNodeLogger(env.logLevel, {
    write: (line: string) => {
      written.push(line);
      logs.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  const app = createApp({
    build,
    db: appDb,
    env,
    sessionSecret: "integration-test-secret",
    photos: nodePhotos(url),
    logger,
    errorReporter: options.errorReporter,
    release: "test-release",
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    db,
    databaseUrl: url,
    baseUrl,
    fetch: (path, init) => fetch(`${baseUrl}${path}`, { redirect: "manual", ...init }),
    logs,
    logText: () => written.join(""),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      cleanup();
    },
  };
}
