// Times the admin dashboard at 100,000 orders: `npm run bench:dashboard`
// (`-- --count 20000` for a quicker run, `-- --runs 5` for fewer runs,
// `-- --service-only` for the service and its plans without a build). A
// fresh database gets two years of generated orders
// (scripts/dashboard-orders.ts), then the dashboard's service answers for the
// last 30 days and for a whole year, 20 times each after one warm-up; then the
// whole request, GET /admin/dashboard as a signed-in admin through the built
// app (scripts/bench-dashboard-request.ts, needs `npm run build:node`), and
// the orders export once; then every SQL statement one answer runs is printed
// with SQLite's query plan, so a lost index or a scan of every order shows.
// The target is a median under 300 ms. A benchmark, not a test: it
// never fails on a figure (but fails on an answer that is not the page).
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Client, InValue } from "@libsql/client";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { schema, type Db } from "../db/client";
import { setupDatabase } from "../db/setup";
import { parseDashboardPeriod, type DashboardPeriod } from "../app/lib/dashboard-period";
import { addDays, daysBetween } from "../app/lib/shop-day-buckets";
import { shopDateTime, shopDay } from "../app/lib/shop-time";
import { loadDashboard } from "../app/services/dashboard.server";
import { insertDashboardOrders } from "./dashboard-orders";
import { getDashboardPage, startBenchServer, timeOrdersExport, timeRuns, timingLine } from "./bench-dashboard-request";

/** What the bench calls: app/services/dashboard.server.ts's loadDashboard. */
type LoadDashboard = (args: { db: Db; period: DashboardPeriod; now: number }) => Promise<unknown>;

/** The bench's "now": fixed, so every run generates the same rows (Nov 20, 2026, 12:00 in Denver). */
const BENCH_NOW = Date.UTC(2026, 10, 20, 19, 0);
const SEED = 38;

function periodOf(query: string): DashboardPeriod {
  const parsed = parseDashboardPeriod(new URLSearchParams(query), BENCH_NOW);
  if (!parsed.ok) throw new Error(`bad bench period ${query}: ${JSON.stringify(parsed.errors)}`);
  return parsed.period;
}

/** `--name N` as a whole number of at least 1, or the default. */
function wholeNumberArg(name: string, fallback: number) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1`);
  return value;
}

/** Every statement one call runs, with its arguments, from a second drizzle over the same connection that logs them. */
async function recordStatements(client: Client, load: LoadDashboard, period: DashboardPeriod) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const recording = drizzle(client, { schema, logger: { logQuery: (text, params) => statements.push({ sql: text, params }) } });
  await load({ db: recording, period, now: BENCH_NOW });
  return statements;
}

/** SQLite's plan as its tree (each row names its parent), one indented line a step. */
async function printPlan(client: Client, statement: { sql: string; params: unknown[] }) {
  const plan = await client.execute({ sql: `explain query plan ${statement.sql}`, args: statement.params as InValue[] });
  const depth = new Map<number, number>([[0, 0]]);
  for (const row of plan.rows) {
    const level = (depth.get(Number(row.parent)) ?? 0) + 1;
    depth.set(Number(row.id), level);
    console.log(`${"  ".repeat(level + 1)}${String(row.detail)}`);
  }
}

/** Each period's statements with their plans. */
async function printPlans(client: Client, load: LoadDashboard, periods: readonly (readonly [string, string])[]) {
  for (const [label, query] of periods) {
    const statements = await recordStatements(client, load, periodOf(query));
    console.log(`\nquery plans, ${label} (${statements.length} statements):`);
    for (const [index, statement] of statements.entries()) {
      console.log(`  [${index + 1}] ${statement.sql.replace(/\s+/g, " ").trim()}`);
      await printPlan(client, statement);
    }
  }
}

async function main() {
  const count = wholeNumberArg("count", 100_000);
  const runs = wholeNumberArg("runs", 20);
  const dir = mkdtempSync(join(tmpdir(), "onbrand-bench-dashboard-"));
  try {
    const url = `file:${join(dir, "shop.db")}`;
    const { db } = await setupDatabase({ url, seed: true });
    // The embedded database's own connection (drizzle keeps it as $client): the plans are asked on it.
    const client = (db as unknown as { $client: Client }).$client;
    console.log(`bench:dashboard on ${availableParallelism()} CPUs, load average ${loadavg().map((value) => value.toFixed(2)).join(" ")}, node ${process.version}`);
    console.log(`now = ${shopDateTime(BENCH_NOW)}, seed ${SEED}\n`);

    const generated = await insertDashboardOrders(db, { count, end: BENCH_NOW, seed: SEED });
    console.log(`generated ${count.toLocaleString("en-US")} orders in ${((generated.planMs + generated.insertMs) / 1000).toFixed(1)} s ` +
      `(rows built in ${(generated.planMs / 1000).toFixed(1)} s, written and analyzed in ${(generated.insertMs / 1000).toFixed(1)} s)`);
    const [counts] = (await db.all(sql`select
      (select count(*) from orders) as orders, (select count(*) from order_items) as "order lines",
      (select count(distinct customer_email) from orders) as customers, (select count(*) from users) as users,
      (select count(*) from refunds) as refunds, (select count(*) from reward_points) as "reward points rows"`)) as [Record<string, number>];
    const [span] = (await db.all(sql`select min(created_at) as first, max(created_at) as last from orders`)) as [{ first: number; last: number }];
    for (const [name, value] of Object.entries(counts)) console.log(`  ${name.padEnd(20)} ${value.toLocaleString("en-US")}`);
    console.log(`  first order          ${shopDateTime(span.first)}, last ${shopDateTime(span.last)}`);

    const load: LoadDashboard = loadDashboard;
    const name = "loadDashboard (app/services/dashboard.server.ts)";
    const today = shopDay(BENCH_NOW);
    const periods = [
      ["last 30 days", "period=30d"],
      ["a whole year", `period=custom&from=${addDays(today, -364)}&to=${today}`],
    ] as const;
    console.log(`\n${name}: ${runs} runs each after one warm-up`);
    for (const [label, query] of periods) {
      const period = periodOf(query);
      console.log(timingLine(label, query, await timeRuns(runs, () => load({ db, period, now: BENCH_NOW }))));
    }

    if (process.argv.includes("--service-only")) return printPlans(client, load, periods);
    // The route takes "today" from the clock, not BENCH_NOW: ?period=30d is
    // timed as asked, and the service's 30 days again as From/To, so that the
    // request covers the same orders as the service's line above.
    const server = await startBenchServer(db, url);
    try {
      const clockToday = shopDay(Date.now());
      const same30 = `period=custom&from=${addDays(today, -29)}&to=${today}`;
      const requests = [["last 30 days", "period=30d"], ["same 30 days", same30], periods[1]] as const;
      console.log(`\nGET /admin/dashboard?… as a signed-in admin (built app, HTTP on 127.0.0.1, body read to its end): ${runs} runs each after one warm-up`);
      console.log(`  (the clock's shop day is ${clockToday}; the generated orders end ${today}, so ?period=30d has ${Math.max(0, daysBetween(today, clockToday).length - 1)} days after the last order)`);
      for (const [label, query] of requests) console.log(timingLine(label, query, await timeRuns(runs, () => getDashboardPage(server, query))));
      const csv = await timeOrdersExport(server, same30);
      console.log(`  orders.csv     ?${same30.padEnd(44)} once   ${csv.ms.toFixed(1).padStart(7)} ms   ` +
        `${csv.bytes.toLocaleString("en-US")} bytes, ${csv.rows.toLocaleString("en-US")} lines`);
    } finally {
      await server.close();
    }

    await printPlans(client, load, periods);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
