// The search part of `npm run bench`: the same queries against a production
// server over the 120-fragrance catalogue and over 10,000 generated
// fragrances, in one run, with the time each takes and the ratio between them.
// Requests go one at a time (after a warm-up), so a time is one request's
// server time plus a localhost round trip, not a queue. Both servers run
// together and take turns, request by request: on a shared machine whose load
// moves during a run, both sizes see the same load, so the ratio holds better
// than the absolute times.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupDatabase } from "../db/setup";
import { SHOPPER_QUERIES } from "../db/seed/shopper-queries";
import { growCatalogue } from "./bench-catalogue";

const SEARCH_PATHS = [
  { label: "common word", path: "/shop?search=rose" },
  { label: "rare word", path: "/shop?search=shalimar" },
  { label: "typo (corrected)", path: "/shop?search=vanila" },
  { label: "two words", path: "/shop?search=rose%20vanilla" },
  { label: "predictive", path: "/resources/search?q=rose" },
  { label: "predictive, typo", path: "/resources/search?q=vanila" },
];
const SIZES = [120, 10_000];
const WARM_UP = 20;
const SAMPLES = 200;
// `--shopper-queries`: the 30 queries of the relevance check, on the shop and in
// the header, fewer samples each (the whole set takes a few minutes).
const SHOPPER_WARM_UP = 5;
const SHOPPER_SAMPLES = 40;

type Timing = { meanMs: number; p95Ms: number };

async function timeOne(url: string) {
  const start = performance.now();
  // A cookie the page cache does not know makes every request a real search,
  // not the anonymous cache's copy of the first (decision 0025).
  const response = await fetch(url, { headers: { "accept-encoding": "gzip", cookie: "bench=search" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

function summary(durations: number[]): Timing {
  durations.sort((a, b) => a - b);
  const meanMs = durations.reduce((sum, ms) => sum + ms, 0) / durations.length;
  return { meanMs, p95Ms: durations[Math.ceil(durations.length * 0.95) - 1]! };
}

/** One path on every server, the servers taking turns. */
async function time(baseUrls: string[], path: string, warmUp = WARM_UP, samples = SAMPLES): Promise<Timing[]> {
  const durations = baseUrls.map((): number[] => []);
  for (let i = 0; i < warmUp + samples; i++) {
    for (const [index, baseUrl] of baseUrls.entries()) {
      const ms = await timeOne(`${baseUrl}${path}`);
      if (i >= warmUp) durations[index]!.push(ms);
    }
  }
  return durations.map(summary);
}

async function catalogueOf(size: number, dir: string) {
  const url = `file:${join(dir, `shop-${size}.db`)}`;
  const { db } = await setupDatabase({ url });
  if (size > 120) await growCatalogue(db, size);
  return url;
}

export async function benchSearch({
  freePort,
  waitForServer,
}: {
  freePort: () => Promise<number>;
  waitForServer: (url: string, server: ChildProcess) => Promise<void>;
}) {
  const dir = mkdtempSync(join(tmpdir(), "onbrand-bench-search-"));
  const servers: ChildProcess[] = [];
  const results = new Map<number, Timing[]>(SIZES.map((size) => [size, []]));
  const shopper: { query: string; shop: Timing[]; header: Timing[] }[] = [];
  try {
    const baseUrls: string[] = [];
    for (const size of SIZES) {
      console.log(`Search: ${size} fragrances...`);
      const databaseUrl = await catalogueOf(size, dir);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const server = spawn("node", ["--import", "tsx", "server/node.ts"], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", DATABASE_URL: databaseUrl },
        stdio: ["ignore", "ignore", "inherit"],
      });
      servers.push(server);
      await waitForServer(`${baseUrl}/healthz`, server);
      baseUrls.push(baseUrl);
    }
    for (const { path } of SEARCH_PATHS) {
      const timings = await time(baseUrls, path);
      SIZES.forEach((size, index) => results.get(size)!.push(timings[index]!));
    }
    if (process.argv.includes("--shopper-queries")) {
      for (const [query] of SHOPPER_QUERIES) {
        const q = encodeURIComponent(query);
        shopper.push({
          query,
          shop: await time(baseUrls, `/shop?search=${q}`, SHOPPER_WARM_UP, SHOPPER_SAMPLES),
          header: await time(baseUrls, `/resources/search?q=${q}`, SHOPPER_WARM_UP, SHOPPER_SAMPLES),
        });
      }
    }
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
  const small = results.get(SIZES[0]!)!;
  const large = results.get(SIZES[1]!)!;
  console.log(`\nSearch at ${SIZES[0]} and ${SIZES[1]!.toLocaleString("en-US")} fragrances (one request at a time, ${SAMPLES} each; goal: ratio <= 1.2, predictive p95 < 30 ms)`);
  console.table(
    SEARCH_PATHS.map(({ label, path }, index) => ({
      query: label,
      path,
      [`mean ${SIZES[0]} (ms)`]: small[index]!.meanMs.toFixed(1),
      [`mean ${SIZES[1]} (ms)`]: large[index]!.meanMs.toFixed(1),
      ratio: (large[index]!.meanMs / small[index]!.meanMs).toFixed(2),
      [`p95 ${SIZES[0]} (ms)`]: small[index]!.p95Ms.toFixed(1),
      [`p95 ${SIZES[1]} (ms)`]: large[index]!.p95Ms.toFixed(1),
    })),
  );
  if (shopper.length) printShopperQueries(shopper);
}

function printShopperQueries(rows: { query: string; shop: Timing[]; header: Timing[] }[]) {
  const ratio = (timings: Timing[]) => timings[1]!.meanMs / timings[0]!.meanMs;
  console.log(`\nThe ${rows.length} shopper queries on the shop and in the header (${SHOPPER_SAMPLES} requests each; mean ms at ${SIZES[0]} → ${SIZES[1]!.toLocaleString("en-US")}, ratio; header p95 at ${SIZES[1]!.toLocaleString("en-US")})`);
  console.table(
    rows.map(({ query, shop, header }) => ({
      query,
      shop: `${shop[0]!.meanMs.toFixed(1)} → ${shop[1]!.meanMs.toFixed(1)}`,
      "shop ratio": ratio(shop).toFixed(2),
      header: `${header[0]!.meanMs.toFixed(1)} → ${header[1]!.meanMs.toFixed(1)}`,
      "header ratio": ratio(header).toFixed(2),
      "header p95": header[1]!.p95Ms.toFixed(1),
    })),
  );
  const ratios = rows.flatMap(({ shop, header }) => [ratio(shop), ratio(header)]);
  const within = ratios.filter((value) => value <= 1.2).length;
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worstP95 = Math.max(...rows.map(({ header }) => header[1]!.p95Ms));
  console.log(
    `${within} of ${ratios.length} within 1.2×; median ratio ${median.toFixed(2)}, highest ${sorted.at(-1)!.toFixed(2)}; ` +
      `header p95 at ${SIZES[1]!.toLocaleString("en-US")} at most ${worstP95.toFixed(1)} ms`,
  );
}
