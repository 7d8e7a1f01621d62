// Pages against a static file of the same bytes: requests per second for
// /product/1 and /shop as an anonymous shopper sees them, next to a static
// file holding the same bytes served by the same process (with the same
// compression), so the page cache's goal (decision 0025: pages at half the
// static rate or better) is measured in one run on one machine. "cache hits"
// is the share of the page's responses that said X-Cache: HIT.
// `npm run bench` prints this table; `npm run bench:pages` prints only it.
// A benchmark, not a test.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildUnlessSkipped, startProductionServer } from "./production-server";

export const CACHED_PAGES = ["/product/1", "/shop"];
// Under /build, whose static middleware looks files up on each request; the
// server lists the files at the top of public/ only once, at start.
const COPIES = fileURLToPath(new URL("../public/build", import.meta.url));

async function measure(url: string) {
  let hits = 0;
  let answers = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration: 10,
    headers: { "accept-encoding": "gzip" },
    setupClient: (client) =>
      client.on("headers", ({ headers }: { headers: string[] }) => {
        answers += 1;
        for (let index = 0; index < headers.length; index += 2) {
          if (headers[index]!.toLowerCase() === "x-cache" && headers[index + 1] === "HIT") hits += 1;
        }
      }),
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx, hitShare: answers ? hits / answers : 0 };
}

/** One row per page: its rate, a same-bytes static file's rate, the ratio and the cache hit share. */
export async function pagesVersusStatic(baseUrl: string, pages = CACHED_PAGES) {
  const rows = [];
  for (const path of pages) {
    const body = await (await fetch(baseUrl + path)).text();
    const name = `bench-copy-${path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.html`;
    const copy = join(COPIES, name);
    writeFileSync(copy, body);
    try {
      const page = await measure(baseUrl + path);
      const file = await measure(`${baseUrl}/build/${name}`);
      rows.push({
        page: path,
        "page req/s": page.rps,
        "page p99 (ms)": page.p99,
        "static req/s": file.rps,
        "static p99 (ms)": file.p99,
        "page / static": `${Math.round((page.rps / file.rps) * 100)}%`,
        "cache hits": `${Math.round(page.hitShare * 100)}%`,
        errors: page.errors + file.errors,
        bytes: body.length,
      });
    } finally {
      rmSync(copy, { force: true });
    }
  }
  return rows;
}

async function main() {
  buildUnlessSkipped();
  const dir = mkdtempSync(join(tmpdir(), "onbrand-bench-pages-"));
  const server = await startProductionServer({ databaseUrl: `file:${join(dir, "shop.db")}` });
  try {
    console.table(await pagesVersusStatic(server.baseUrl));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
