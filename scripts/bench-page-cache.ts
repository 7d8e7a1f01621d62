// `npm run bench:pages`: requests per second for /product/1 and /shop as an
// anonymous shopper sees them, against a static file holding the same bytes
// served by the same process (express.static with the same compression), so
// the page cache's goal (decision 0025: pages at half the static rate or
// better) is measured in one run on one machine. A benchmark, not a test.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildUnlessSkipped, startProductionServer } from "./production-server";

const PAGES = ["/product/1", "/shop"];
const PUBLIC = fileURLToPath(new URL("../public", import.meta.url));

async function requestsPerSecond(url: string) {
  const result = await autocannon({ url, connections: 10, duration: 10, headers: { "accept-encoding": "gzip" } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  buildUnlessSkipped();
  const dir = mkdtempSync(join(tmpdir(), "onbrand-bench-pages-"));
  const server = await startProductionServer({ databaseUrl: `file:${join(dir, "shop.db")}` });
  const copies: string[] = [];
  try {
    const rows = [];
    for (const path of PAGES) {
      const body = await (await fetch(server.baseUrl + path)).text();
      // A copy of the page's bytes where express.static serves it, removed afterwards.
      const name = `bench-copy-${path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.html`;
      writeFileSync(join(PUBLIC, name), body);
      copies.push(join(PUBLIC, name));
      const page = await requestsPerSecond(server.baseUrl + path);
      const file = await requestsPerSecond(`${server.baseUrl}/${name}`);
      rows.push({
        page: path,
        "page req/s": page.rps,
        "page p99 (ms)": page.p99,
        "static req/s": file.rps,
        "static p99 (ms)": file.p99,
        "page / static": `${Math.round((page.rps / file.rps) * 100)}%`,
        errors: page.errors + file.errors,
        bytes: body.length,
      });
    }
    console.table(rows);
  } finally {
    for (const copy of copies) rmSync(copy, { force: true });
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
