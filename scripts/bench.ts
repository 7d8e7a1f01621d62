// `npm run bench`: builds, starts the production server on a free port over a
// temporary database, and prints Lighthouse (mobile) scores, LCP, JavaScript
// and HTML bytes for /, /shop and /product/1, then requests per second for
// /shop and /product/1 against a static file of the same bytes with the page
// cache's hit share (scripts/bench-page-cache.ts), then the search comparison at 120 and 10,000
// fragrances (scripts/bench-search.ts; `--search-only` runs just that). After
// Lighthouse it loads the same pages on a slow phone connection
// (scripts/bench-slow-network.ts; `--slow-only` runs just that).
// A benchmark, not a test: it never fails on a figure.
// Targets: performance >= 95, accessibility 100, JavaScript < 100 KB gzip.
// "JS (gzip)" sums the compressed bodies of every script the page loaded while
// Lighthouse watched (lazy chunks included); "JS + headers" is Lighthouse's
// transfer size, which also counts each response's headers.
// Byte figures are KiB (1,024 bytes), the unit Lighthouse reports in.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { pagesVersusStatic } from "./bench-page-cache";
import { benchSearch } from "./bench-search";
import { SLOW_PROFILE, slowNetworkFigures } from "./bench-slow-network";
import { buildUnlessSkipped, freePort, startProductionServer, waitForServer } from "./production-server";

const PAGES = ["/", "/shop", "/product/1"];
const LOAD_PAGES = ["/shop", "/product/1"];
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type PageFigures = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  scripts: number;
  jsBytes: number;
  jsTransferBytes: number;
  htmlBytes: number;
};

/** The gzip body of a response, as the server sends it (headers not counted). */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
    });
    req.on("error", reject);
    req.end();
  });
}

async function audit(baseUrl: string): Promise<PageFigures[]> {
  // Debian's Chromium with a debugging port; Lighthouse drives it over CDP.
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "onbrand-bench-chrome-"));
  const chrome = spawn(
    CHROMIUM,
    ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run", `--user-data-dir=${profile}`, `--remote-debugging-port=${debugPort}`, "about:blank"],
    { stdio: "ignore" },
  );
  await waitForServer(`http://127.0.0.1:${debugPort}/json/version`, chrome);
  const figures: PageFigures[] = [];
  try {
    for (const path of PAGES) {
      // Lighthouse's default config is the mobile one (Moto G Power, simulated slow 4G).
      const result = await lighthouse(`${baseUrl}${path}`, { port: debugPort, output: "json", logLevel: "error" });
      const lhr = result!.lhr;
      const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number; url: string }[] })?.items ?? [];
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // Every script the page loaded while Lighthouse watched, lazy chunks included.
      const scripts = requests.filter((r) => r.resourceType === "Script");
      const jsBodies = await Promise.all(scripts.map((r) => gzipBodyBytes(r.url)));
      figures.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        scripts: scripts.length,
        jsBytes: jsBodies.reduce((sum, bytes) => sum + bytes, 0),
        jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        htmlBytes: requests.filter((r) => r.resourceType === "Document").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      });
    }
  } finally {
    chrome.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(profile, { recursive: true, force: true });
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  buildUnlessSkipped();
  if (process.argv.includes("--search-only")) return benchSearch({ freePort, waitForServer });
  const dir = mkdtempSync(join(tmpdir(), "onbrand-bench-"));
  const server = await startProductionServer({ databaseUrl: `file:${join(dir, "shop.db")}` });
  const { baseUrl } = server;
  const slow = async () => {
    const { downKbps, roundTripMs, cpuSlowdown } = SLOW_PROFILE;
    console.log(`\nSlow phone: ${downKbps} kbps down, ${roundTripMs} ms round trip, CPU ${cpuSlowdown}x slower, 390x844, first visit (goal: product LCP under 3 s)`);
    console.table(await slowNetworkFigures(baseUrl));
  };
  try {
    if (process.argv.includes("--slow-only")) return await slow();
    console.log(`Server ready at ${baseUrl}; running Lighthouse (mobile)...`);
    const pages = await audit(baseUrl);
    console.log("\nLighthouse, mobile (targets: performance >= 95, accessibility 100, JS < 100 KB gzip)");
    console.table(
      pages.map((p) => ({
        page: p.path,
        performance: p.performance,
        accessibility: p.accessibility,
        "best-practices": p.bestPractices,
        seo: p.seo,
        "LCP (ms)": p.lcpMs,
        "TBT (ms)": p.tbtMs,
        scripts: p.scripts,
        "JS (gzip)": kb(p.jsBytes),
        "JS + headers": kb(p.jsTransferBytes),
        "HTML (gzip)": kb(p.htmlBytes),
      })),
    );
    await slow();
    console.log("Server throughput: anonymous pages against a static file of the same bytes (autocannon, 10 connections, 10 s each)...");
    console.table(await pagesVersusStatic(baseUrl, LOAD_PAGES));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  await benchSearch({ freePort, waitForServer });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
