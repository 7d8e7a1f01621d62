// `npx tsx scripts/bench-search-engine.ts`: the search engine alone (no HTTP,
// no page rendering), in this process, over the 120-fragrance catalogue and
// over 10,000 generated fragrances, the two sizes taking turns call by call.
// "first" moves the catalogue version on before each call (outside the timed
// part), so nothing is kept: what a query costs the first time, or right after
// an admin's edit. "again" is the same call with the search memory warm
// (docs/decisions/0019). A benchmark, not a test: it never fails on a figure.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bumpCatalogueVersion } from "../app/models/catalogue-version.server";
import { searchCatalogue, searchHeader } from "../app/models/fragrance-search.server";
import { SHOP_PAGE_SIZE } from "../app/lib/shop-filters";
import type { Db } from "../db/client";
import { setupDatabase } from "../db/setup";
import { growCatalogue } from "./bench-catalogue";

const SIZES = [120, 10_000];
const SAMPLES = 100;
const CALLS: { label: string; call: (db: Db) => Promise<unknown> }[] = [
  { label: "shop: rose", call: (db) => searchCatalogue({ db, search: "rose", limit: SHOP_PAGE_SIZE }) },
  { label: "shop: shalimar", call: (db) => searchCatalogue({ db, search: "shalimar", limit: SHOP_PAGE_SIZE }) },
  { label: "shop: vanila", call: (db) => searchCatalogue({ db, search: "vanila", limit: SHOP_PAGE_SIZE }) },
  { label: "shop: rose vanilla", call: (db) => searchCatalogue({ db, search: "rose vanilla", limit: SHOP_PAGE_SIZE }) },
  { label: "shop: rose vanilla, page 2", call: (db) => searchCatalogue({ db, search: "rose vanilla", limit: SHOP_PAGE_SIZE, offset: SHOP_PAGE_SIZE }) },
  { label: "header: rose", call: (db) => searchHeader({ db, query: "rose" }) },
  { label: "header: vanila", call: (db) => searchHeader({ db, query: "vanila" }) },
];

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function timed(call: () => Promise<unknown>) {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

const dir = mkdtempSync(join(tmpdir(), "onbrand-bench-engine-"));
try {
  const dbs: Db[] = [];
  for (const size of SIZES) {
    const { db } = await setupDatabase({ url: `file:${join(dir, `shop-${size}.db`)}` });
    if (size > 120) await growCatalogue(db, size);
    dbs.push(db);
  }
  const rows = [];
  for (const { label, call } of CALLS) {
    const first = dbs.map((): number[] => []);
    const again = dbs.map((): number[] => []);
    for (let i = 0; i < SAMPLES + 5; i++) {
      for (const [index, db] of dbs.entries()) {
        await bumpCatalogueVersion({ db });
        const cold = await timed(() => call(db));
        const warm = await timed(() => call(db));
        if (i >= 5) {
          first[index]!.push(cold);
          again[index]!.push(warm);
        }
      }
    }
    const [first120, first10k] = first.map(mean) as [number, number];
    const [again120, again10k] = again.map(mean) as [number, number];
    rows.push({
      call: label,
      "first (ms)": `${first120.toFixed(2)} → ${first10k.toFixed(2)}`,
      "first ratio": (first10k / first120).toFixed(2),
      "again (ms)": `${again120.toFixed(2)} → ${again10k.toFixed(2)}`,
      "again ratio": (again10k / again120).toFixed(2),
    });
  }
  console.log(`Search engine calls, mean of ${SAMPLES}, at ${SIZES[0]} → ${SIZES[1]!.toLocaleString("en-US")} fragrances`);
  console.table(rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
