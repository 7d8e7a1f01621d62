// Times the admin orders list at 10,000 orders: `npm run bench:orders`.
// A fresh database gets generated orders (insertGeneratedOrders, also used by
// the integration test that checks the answers at this size), then each
// filter the list offers runs through the real model query, page 1 and a deep
// page, with SQLite's query plan so a lost index shows.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { setupDatabase } from "../db/setup";
import { parseOrderSearch } from "../app/lib/order-search-schema";
import { listOrdersForAdmin } from "../app/models/admin-order.server";

/** The first generated order's time; order i is placed i × 864 s later (100 a day). */
export const GENERATED_ORDERS_START = Date.UTC(2026, 0, 1);

/**
 * `count` orders with one line each: public id = i in hex (32 digits), e-mail
 * shopper{i % 500}@example.com, every 7th shipped, the rest paid.
 */
export async function insertGeneratedOrders(db: Db, count: number) {
  await db.run(sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into orders (public_id, idempotency_key, customer_name, customer_email, shipping_address, shipping_city, shipping_country,
      subtotal_cents, shipping_cents, total_cents, status, created_at, status_changed_at)
    select printf('%032x', i), 'generated-' || i, 'Shopper ' || i, 'shopper' || (i % 500) || '@example.com', '1 Main St', 'Denver', 'US',
      4000, 500, 4500, case when i % 7 = 0 then 'shipped' else 'paid' end, ${GENERATED_ORDERS_START} + i * 864000, ${GENERATED_ORDERS_START} + i * 864000
    from n`);
  await db.run(sql`insert into order_items (order_id, name, unit_price_cents, quantity) select id, 'Velvet Rose', 4000, 1 from orders`);
}

const QUERIES = [
  ["no filter", ""],
  ["status=shipped", "status=shipped"],
  ["date range (one day)", "from=2026-01-02&to=2026-01-02"],
  ["status + date range", "status=shipped&from=2026-01-02&to=2026-01-31"],
  ["e-mail contains", "email=shopper42@"],
  ["e-mail + status", "email=shopper42@&status=shipped"],
  ["order number prefix", "number=0000000000000000000000000000270f"],
  ["#id", "number=%235000"],
] as const;

const RUNS = 30;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "onbrand-bench-orders-"));
  try {
    const { db } = await setupDatabase({ url: `file:${join(dir, "shop.db")}`, seed: false });
    await insertGeneratedOrders(db, 10_000);
    await db.run(sql`analyze`);
    console.log(`admin orders list over 10,000 orders: median of ${RUNS} runs (page query and count together)\n`);
    for (const [label, query] of QUERIES) {
      const parsed = parseOrderSearch(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(`bad bench query ${query}`);
      const time = async (page: number) => {
        const times: number[] = [];
        let total = 0;
        for (let run = 0; run < RUNS; run += 1) {
          const started = performance.now();
          total = (await listOrdersForAdmin({ db, search: parsed.search, page, pageSize: 25 })).total;
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        return { ms: times[Math.floor(RUNS / 2)]!, total };
      };
      const first = await time(1);
      const deep = await time(Math.max(1, Math.ceil(first.total / 25 / 2)));
      console.log(`${label.padEnd(24)} ${String(first.total).padStart(6)} rows   page 1 ${first.ms.toFixed(2).padStart(6)} ms   middle page ${deep.ms.toFixed(2).padStart(6)} ms`);
    }
    console.log("\nquery plans (page query):");
    for (const [label, where] of [
      ["no filter", "1"],
      ["status", "status = 'shipped'"],
      ["date range", "created_at >= 1767312000000 and created_at < 1767398400000"],
      ["e-mail contains", "id in (select id from orders where customer_email like '%shopper42@%' escape '\\')"],
      ["order number prefix", "public_id >= '0000000000000000000000000000270f' and public_id < '0000000000000000000000000000270fg'"],
    ] as const) {
      const plan = await db.all<{ detail: string }>(sql.raw(`explain query plan select id from orders where ${where} order by created_at desc, id desc limit 25`));
      console.log(`${label.padEnd(24)} ${plan.map((row) => row.detail).join(" | ")}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
