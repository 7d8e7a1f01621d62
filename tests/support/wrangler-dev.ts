// The Workers build served the way the README tells an operator to: `wrangler
// dev` (workerd, local and offline) over a local D1 database migrated with
// `wrangler d1 migrations apply` and seeded from `npm run db:seed-sql`'s SQL.
// Shared by the Workers smoke test and the browser suite's Workers projects;
// everything lives in a persist directory the caller owns, so a developer's
// own .wrangler state is never touched.
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
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

/**
 * Rows of one SQL statement against the local D1 database in `persist`.
 * Asynchronous on purpose: a wrangler run takes seconds, and blocking the event
 * loop that long hides workerd closing an idle keep-alive socket, so the
 * caller's next POST is written into a closed connection (EPIPE, "other side
 * closed") instead of a new one.
 */
export async function queryLocalD1<Row>(persist: string, sql: string): Promise<Row[]> {
  try {
    return await runLocalD1<Row>(persist, sql);
  } catch (error) {
    // workerd's local D1 now and then fails a read with an internal assertion
    // ({"error":{"text":"false == true"}}, once in seven runs); asked again, it
    // answers. Any other failure is reported as it is.
    if (!String(error).includes('"false == true"')) throw error;
    return runLocalD1<Row>(persist, sql);
  }
}

function runLocalD1<Row>(persist: string, sql: string): Promise<Row[]> {
  const args = [WRANGLER, "d1", "execute", "DB", "--local", "--persist-to", persist, "--json", "--command", sql];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: wranglerEnv, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrangler d1 execute failed:\n${stdout}${stderr}`));
      resolve((JSON.parse(stdout) as { results: Row[] }[])[0]!.results);
    });
  });
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
  args.push("--show-interactive-dev-session=false", "--log-level", "warn");
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
 * The SQLite file behind the local D1 database in `persist` (miniflare keeps
 * one per database, named by a hash, beside its metadata.sqlite). Tests open it
 * with libSQL to arrange and check rows, as they open the Node server's file.
 */
export function localD1File(persist: string) {
  const dir = join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${dir}: was it migrated?`);
  return join(dir, file);
}
