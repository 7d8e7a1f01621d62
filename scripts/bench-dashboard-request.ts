// The whole request for bench:dashboard: the built Express app and Remix
// handler (server/app.ts, as the Node server and the integration tests run
// them) over the bench's own database file, asked over HTTP on 127.0.0.1 by a
// signed-in admin with two-factor on. The service's time leaves out the
// session and admin check, the attention list, rendering the page with its
// SVG charts, and compression; this is what the admin waits for on the server.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import type { Db } from "../db/client";
import { csvLine } from "../app/lib/csv";
import { ORDER_EXPORT_HEADER } from "../app/lib/order-export-rows";
import { parseEnv } from "../app/lib/settings.server";
import { createSession } from "../app/models/session.server";
import { createUser } from "../app/services/credentials.server";
import { createApp } from "../server/app";
import { createNodeLogger } from "../server/logger";
import { nodePhotos } from "../server/photos-node";
// Precedent: scripts/load/ takes its shopper from tests/support too; this one has no vitest in it.
import { giveTwoFactor } from "../tests/support/two-factor";

const PROBLEM_LEVELS = new Set(["warn", "error", "fatal"]);

export type BenchServer = {
  /** GET as the signed-in admin; redirects are not followed, so a sign-in or enrolment redirect shows as its status. */
  get: (path: string) => Promise<Response>;
  /** The server's log lines at warn and above (a failed request's reason). */
  problems: () => string;
  close: () => Promise<void>;
};

/** The run's durations in ms, sorted, after one untimed warm-up call. */
export async function timeRuns(runs: number, call: () => Promise<unknown>) {
  await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** A run's duration at the q-th quantile (nearest rank) of sorted times. */
function quantile(sorted: readonly number[], q: number) {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/** One line of the bench's table: label, query, median and p90. */
export function timingLine(label: string, query: string, sorted: readonly number[]) {
  return `  ${label.padEnd(14)} ?${query.padEnd(44)} median ${quantile(sorted, 0.5).toFixed(1).padStart(7)} ms   p90 ${quantile(sorted, 0.9).toFixed(1).padStart(7)} ms`;
}

/**
 * The app over `db` (the bench's file, at `databaseUrl`), listening on a free
 * port, and an admin as issue 36 requires one: role admin, a confirmed
 * authenticator, and a live session whose token goes as a bearer token.
 */
export async function startBenchServer(db: Db, databaseUrl: string): Promise<BenchServer> {
  // Built by `npm run build:node`; a computed path, as server/node.ts imports it.
  const buildPath = new URL("../build/server/index.js", import.meta.url).href;
  const build = (await import(buildPath).catch((error: unknown) => {
    throw new Error(`no server build (run npm run build:node first): ${String(error)}`);
  })) as ServerBuild;
  const env = parseEnv({ NODE_ENV: "production" });
  // The request log would be one line a request on stdout, amid the table: kept back, and only problems shown.
  const problems: string[] = [];
  const logger = createNodeLogger(env.logLevel, {
    write: (line: string) => {
      if (PROBLEM_LEVELS.has((JSON.parse(line) as { level?: string }).level ?? "")) problems.push(line);
    },
  });
  const app = createApp({
    build,
    db,
    env,
    sessionSecret: randomBytes(32).toString("hex"),
    photos: nodePhotos(databaseUrl),
    logger,
    release: "bench",
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;

  const user = await createUser({ db, email: `bench-admin-${Date.now()}@example.com`, password: randomBytes(18).toString("base64url"), role: "admin" });
  if (!user) throw new Error("the bench admin could not be created");
  await giveTwoFactor(db, user.id);
  const { token } = await createSession({ db, userId: user.id });
  const headers = { Authorization: `Bearer ${token}` };

  return {
    get: (path) => fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: "manual" }),
    problems: () => problems.join(""),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Fails unless the answer is a 200 holding `mustContain`: a redirect or an error page is never timed as a fast answer. */
function checked(server: BenchServer, path: string, response: Response, body: string, mustContain: string) {
  if (response.status === 200 && body.includes(mustContain)) return;
  const where = response.headers.get("location");
  throw new Error(
    `GET ${path} answered ${response.status}${where ? ` → ${where}` : ""}${response.status === 200 ? ` without "${mustContain}"` : ""}\n${server.problems()}`,
  );
}

/** The dashboard page in full (status, headers and every byte of the body), checked. */
export async function getDashboardPage(server: BenchServer, query: string) {
  const path = `/admin/dashboard?${query}`;
  const response = await server.get(path);
  checked(server, path, response, await response.text(), "Revenue");
}

/** The orders export once, read to its end: its time, bytes (as decoded, not as compressed on the wire) and rows. */
export async function timeOrdersExport(server: BenchServer, query: string) {
  const path = `/admin/dashboard/orders.csv?${query}`;
  const started = performance.now();
  const response = await server.get(path);
  const body = await response.text();
  const ms = performance.now() - started;
  checked(server, path, response, body, csvLine(ORDER_EXPORT_HEADER));
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/csv")) throw new Error(`GET ${path} answered ${type}, not text/csv`);
  return { ms, bytes: Buffer.byteLength(body), rows: body.split("\r\n").filter(Boolean).length - 1 };
}
