// The Workers build served the way the README tells an operator to: `wrangler
// dev` (workerd, local and offline) over a local D1 database migrated with
// `wrangler d1 migrations apply` and seeded from `npm run db:seed-sql`'s SQL.
// Shared by the Workers suite (tests/workers) and the browser suite's Workers
// projects; everything lives in a persist directory the caller owns, so a
// developer's own .wrangler state is never touched. The one place wrangler is
// driven from tests: its commands, and its getPlatformProxy API to read the
// local D1 and R2 (never miniflare's files under the persist directory).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import type { D1Database, D1PreparedStatement, R2Bucket } from "@cloudflare/workers-types";
import { catalogueSeedSql } from "../../db/seed/seed-sql";
import { waitForServer } from "../../scripts/production-server";

// wrangler's own entry, run with this Node (no npx lookup per call).
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");

export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CI: "true",
  NO_UPDATE_NOTIFIER: "1",
  FORCE_COLOR: "0",
};

/** Runs one wrangler command to completion; throws with its output when it fails. */
export function wrangler(args: string[]) {
  const result = spawnSync(process.execPath, [WRANGLER, ...args], { env: wranglerEnv, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Migrates and seeds the local D1 database in `persist` (`seedTwice` proves the seed is idempotent). */
export function prepareLocalD1(persist: string, { seedTwice = false } = {}) {
  if (!existsSync("build/worker/index.js")) throw new Error("build/worker/index.js is missing: run `npm run build` first.");
  const seedFile = join(persist, "seed.sql");
  writeFileSync(seedFile, catalogueSeedSql());
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const seed = ["d1", "execute", "DB", "--local", "--persist-to", persist, "--file", seedFile];
  wrangler(seed);
  if (seedTwice) wrangler(seed);
}

export type WranglerDev = { base: string; child: ChildProcess; output: () => string; stop: () => void };

/**
 * `wrangler dev` on 127.0.0.1:`port` over the database in `persist`, with extra
 * `vars` (wrangler.toml's [vars] stay); resolves once /healthz answers.
 * `detached` puts it in its own process group so `stop()` ends workerd too;
 * a caller that is itself killed as a group (Playwright's webServer) passes false.
 */
export async function startWranglerDev({
  persist,
  port,
  vars = {},
  detached = true,
  config,
}: {
  persist: string;
  port: number;
  vars?: Record<string, string>;
  detached?: boolean;
  /** Another wrangler configuration than ./wrangler.toml. */
  config?: string;
}): Promise<WranglerDev> {
  const args = [WRANGLER, "dev", "--local", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist];
  if (config) args.push("--config", config);
  // "log": the Worker's console.log lines (its request log, issue 37) are part of the output tests read.
  args.push("--show-interactive-dev-session=false", "--log-level", "log");
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn(process.execPath, args, { env: wranglerEnv, detached, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (!child.pid || child.exitCode !== null) return;
    try {
      if (detached) process.kill(-child.pid, "SIGTERM");
      else child.kill("SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    await waitForServer(`${base}/healthz`, child, { timeoutMs: 90_000, intervalMs: 250 });
  } catch (error) {
    stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${output}`);
  }
  return { base, child, output: () => output, stop };
}

/**
 * wrangler.toml minus its [assets] section, written into `dir`, for a `wrangler
 * dev --config` of the same build over the same local state. wrangler dev's
 * trigger endpoint for Cron Triggers (`/cdn-cgi/handler/scheduled?time=`)
 * answers 500 for any Worker that has static assets (a DataCloneError in the
 * local assets router; a four-line Worker with [assets] fails the same way,
 * without [assets] it runs).
 */
export function writeConfigWithoutAssets(dir: string) {
  // A config's paths are its own directory's: the Worker's path is made absolute.
  const config = join(dir, "wrangler.without-assets.toml");
  const withoutAssets = readFileSync("wrangler.toml", "utf8")
    .replace(/^\[assets\]\n(?:(?!\[).*\n)*/m, "")
    .replace(/^main = "(.+)"$/m, (_line, main: string) => `main = ${JSON.stringify(resolve(main))}`);
  if (withoutAssets.includes("[assets]") || !withoutAssets.includes(`main = "${resolve("build/worker/index.js")}"`)) {
    throw new Error("could not adapt wrangler.toml: its [assets] section or main line changed shape");
  }
  writeFileSync(config, withoutAssets);
  return config;
}

/**
 * The bindings of wrangler.toml over the local state in `persist`, through
 * wrangler's documented getPlatformProxy (its `persist.path` is the directory
 * `--persist-to` names plus "v3", as wrangler's API reference says): the D1
 * database and the R2 bucket `wrangler dev --persist-to persist` serves, read
 * from Node. `dispose()` ends the proxy's workerd.
 *
 * The proxy is a second workerd over the same SQLite file, and local D1 runs
 * every statement, a SELECT too, as a write transaction that does not wait for
 * a lock: one that meets a write of `wrangler dev` fails at once with
 * SQLITE_BUSY, on either side ("internal error" here, a 500 from the app). So
 * keep to few statements while the app writes (`wrangler d1 execute --local`
 * has the same effect, and takes seconds per statement); a statement failed
 * that way is asked again here.
 */
export async function openLocalBindings(persist: string): Promise<LocalBindings> {
  // Loaded here: wrangler's API is large, and most users of this file only run its commands.
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<{ DB: D1Database; PHOTOS: R2Bucket }>({
    configPath: "wrangler.toml",
    persist: { path: join(persist, "v3") },
    remoteBindings: false,
  });
  const d1 = retryingD1(proxy.env.DB);
  return {
    d1,
    photos: proxy.env.PHOTOS,
    async query<Row>(sql: string, ...params: unknown[]) {
      return (await d1.prepare(sql).bind(...params).all<Row>()).results;
    },
    dispose: () => proxy.dispose(),
  };
}

export type LocalBindings = {
  /** The local D1 database (binding DB), for drizzle's D1 driver or plain SQL. */
  d1: D1Database;
  /** The local R2 bucket of admin photos (binding PHOTOS). */
  photos: R2Bucket;
  /** Rows of one SQL statement with bound parameters. */
  query: <Row>(sql: string, ...params: unknown[]) => Promise<Row[]>;
  dispose: () => Promise<void>;
};

/**
 * A local D1 failure worth asking again: the binding reports a lock held by the
 * other workerd (and workerd's occasional internal assertions) as "internal error".
 */
const TRANSIENT_D1 = /internal error|SQLITE_BUSY/;

async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 5 || !TRANSIENT_D1.test(String(error))) throw error;
      // The other side's write transaction is a few milliseconds long.
      await pause(20 * attempt);
    }
  }
}

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const retrying = {
    bind: (...values: unknown[]) => retryingStatement(statement.bind(...values)),
    first: (column?: string) => retried(() => (column === undefined ? statement.first() : statement.first(column))),
    all: () => retried(() => statement.all()),
    raw: (options?: { columnNames?: boolean }) => retried(() => statement.raw(options as { columnNames: true })),
    run: () => retried(() => statement.run()),
  };
  return retrying as unknown as D1PreparedStatement;
}

/** `database` with every statement asked again on a transient failure (no batches: the tests only read). */
function retryingD1(database: D1Database): D1Database {
  const retrying = {
    prepare: (sql: string) => retryingStatement(database.prepare(sql)),
    exec: (sql: string) => retried(() => database.exec(sql)),
  };
  return retrying as unknown as D1Database;
}
