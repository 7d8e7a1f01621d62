// Deployable-bundle check (part of `npm run test:workers`): `wrangler deploy
// --dry-run` reads wrangler.toml and the Workers build exactly as a deploy
// would, offline, and writes what it would upload to a temporary directory.
// We measure that upload the way Cloudflare limits it: gzip-compressed size.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const MIB = 1024 * 1024;
/** Cloudflare's Worker size limits, compressed (Workers docs, "Platform limits"). */
const FREE_PLAN_LIMIT = 3 * MIB;
const PAID_PLAN_LIMIT = 10 * MIB;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  if (!existsSync("build/worker/index.js")) throw new Error("build/worker/index.js is missing: run `npm run build` first.");
  const outdir = mkdtempSync(join(tmpdir(), "onbrand-deploy-"));
  try {
    const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_UPDATE_NOTIFIER: "1", FORCE_COLOR: "0" },
    });
    if (result.status !== 0 || !result.stdout.includes("--dry-run: exiting now.")) {
      console.error(result.stdout, result.stderr);
      throw new Error(`wrangler deploy --dry-run refused the Workers build (exit ${result.status})`);
    }
    // Every module wrangler would upload (it adds a README.md of its own that is not uploaded).
    const modules = readdirSync(outdir).filter((name) => name !== "README.md");
    if (!modules.includes("index.js")) throw new Error(`no index.js in the dry-run output: ${modules.join(", ")}`);
    let raw = 0;
    let compressed = 0;
    for (const name of modules) {
      const content = readFileSync(join(outdir, name));
      raw += content.byteLength;
      compressed += gzipSync(content).byteLength;
    }
    const wranglerFigure = /Total Upload: .*/.exec(result.stdout)?.[0];
    console.log(`workers: wrangler deploy --dry-run accepts the build (${modules.length} modules; ${wranglerFigure ?? "no size line"})`);
    const plan =
      compressed <= FREE_PLAN_LIMIT
        ? `fits the free plan's limit of 3 MiB compressed (${((compressed / FREE_PLAN_LIMIT) * 100).toFixed(0)}% of it)`
        : compressed <= PAID_PLAN_LIMIT
          ? `over the free plan's 3 MiB: needs the paid plan (limit 10 MiB compressed, ${((compressed / PAID_PLAN_LIMIT) * 100).toFixed(0)}% of it)`
          : "over the paid plan's limit of 10 MiB compressed: Cloudflare will refuse it";
    console.log(`workers: Worker size ${kib(compressed)} gzip (${kib(raw)} raw): ${plan}`);
    // exitCode, not exit(): the temporary directory is removed first.
    if (compressed > PAID_PLAN_LIMIT) process.exitCode = 1;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
