// `npm run load`: builds (unless --no-build), starts the production server on
// a free loopback port over a temporary seeded database, and runs simulated
// shoppers against it: 200 at once for 60 s by default. Each visit browses the
// home page and the shop, searches, opens products, adds to the cart, sometimes
// registers or logs in, and checks out with the test card. Prints per-step
// latency percentiles and errors, then the order accounting: orders the
// shoppers saw confirmed against the rows in the database.
//
// Then, on the same server, the scarce-stock phase (issue 34): one fragrance's
// 10 ml stock is set to 50 by one 'counted' movement in the ledger, and 200
// shoppers arrive in the same second and race for it through the same forms
// (add to cart, some ask for 2 or 3 in the cart, checkout with the test card),
// reading each page for --think like the first phase's shoppers. It must sell exactly
// 50, oversell none (order lines, the ledger and stock_levels agree for every
// fragrance and size), lose no order (every confirmed order exists and its
// stock is in the ledger as sold), and refuse everyone else with a clear
// message: "… is sold out." on adding, "Only 0 left of …" in the cart, or the
// checkout's 409 "Not enough in stock: Only 0 left of …". It runs every time:
// without it a run says nothing about the stock guard under contention.
//
// Then the limited-code phase (issue 35): a code for 15% off limited to 50 uses
// (LOAD50) is inserted into the database, and 200 shoppers with distinct
// e-mails fill a cart, Apply the code and place the order at once, reading
// each page like the others. Exactly 50 orders must carry the code (uses = 50,
// 50 redemptions in force), everyone else is told "This discount code has been
// used up." beside the code field (a 400), no 5xx, and every order's discount
// is 15% of its subtotal, its total adds up and its lines' shares sum to it.
// Its release part: 5 payment-API orders take a 5-use code, fail unpaid (the
// server's expiry, run as of a day later) and the 5 uses can be taken again.
//
// Options: --shoppers N (1-1000), --seconds S (5-300), --seed N, --think MIN-MAX
// (milliseconds between a shopper's clicks, default 2000-6000), --no-build,
// --cpu-prof (writes a V8 CPU profile of the server into ./load-profile/),
// --scarce-shoppers N (0-1000, default 200; 0 skips the scarce-stock phase),
// --scarce-bottles N (1-1000, default 50), --code-shoppers N (0-1000, default 200;
// 0 skips the limited-code phase), --code-uses N (1-1000, default 50), --slowest N
// (lists each step's N slowest requests of the first phase: when in the run they were
// sent and the page cache's X-Cache answer, to tell a moment's stampede from a steady tail).
// Exits 1 when a request failed, an order is lost, doubled or unexplained, or
// the scarce-stock or limited-code phase broke any of its rules.
// Everything is bounded: loopback only, requests time out after 30 s, and the
// server is stopped at the end whatever happens.
import { mkdtempSync, rmSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accountOrders } from "./load/order-accounting";
import { accountLimitedCode, CODE_STEPS, codeViolations, insertLimitedCodes, runLimitedCodePhase, type CodeOutcomes, type CodeSetup } from "./load/limited-code";
import { accountScarceStock, runScarcePhase, SCARCE_STEPS, scarceViolations, setScarceStock, type ScarceOutcomes, type ScarceSetup } from "./load/scarce-stock";
import { runSession, STEPS, type SessionShared } from "./load/shopper-session";
import { seededRandom } from "./seeded-random";
import { createStats } from "./load/stats";
import { buildUnlessSkipped, startProductionServer } from "./production-server";

function option(name: string, fallback: number, min: number, max: number) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

const SHOPPERS = option("shoppers", 200, 1, 1000);
const SECONDS = option("seconds", 60, 5, 300);
const SEED = option("seed", Math.floor(Math.random() * 2 ** 31), 0, 2 ** 31);
const SCARCE_SHOPPERS = option("scarce-shoppers", 200, 0, 1000);
const SCARCE_BOTTLES = option("scarce-bottles", 50, 1, 1000);
const CODE_SHOPPERS = option("code-shoppers", 200, 0, 1000);
const CODE_USES = option("code-uses", 50, 1, 1000);
const SLOWEST = option("slowest", 0, 0, 100);
// A person reads a page for a few seconds before the next click (uniform in
// --think MIN-MAX, milliseconds). The default, 2-6 s, is shorter than the 7 s
// mean of the classic TPC-W shopper and keeps 200 shoppers at roughly 45
// requests/s; 1000-3000 doubles that.
const THINK_MS = (() => {
  const index = process.argv.indexOf("--think");
  const [min, max] = (index >= 0 ? process.argv[index + 1]! : "2000-6000").split("-").map(Number);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min! < 0 || max! < min! || max! > 60_000) {
    throw new Error("--think must be MIN-MAX in milliseconds, at most 60000");
  }
  return { min: min!, max: max! };
})();
// Every shopper starts within the first few seconds, not all in one millisecond.
const RAMP_MS = 5000;
const REQUEST_TIMEOUT_MS = 30_000;

async function main() {
  buildUnlessSkipped();
  // Ctrl-C or a SIGTERM (say from `timeout`) ends the run; on exit the server is
  // stopped (production-server.ts) and the temporary database removed.
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) process.once(signal, () => process.exit(code));
  const dir = mkdtempSync(join(tmpdir(), "onbrand-load-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const databaseUrl = `file:${join(dir, "shop.db")}`;
  const server = await startProductionServer({
    databaseUrl,
    // Every simulated shopper comes from 127.0.0.1: per-address limits are raised, as in the browser tests.
    env: { RATE_LIMIT_MULTIPLIER: "1000" },
    nodeArgs: process.argv.includes("--cpu-prof") ? ["--cpu-prof", "--cpu-prof-dir=load-profile"] : [],
  });
  const stats = createStats();
  const shared: SessionShared = {
    baseUrl: server.baseUrl,
    stats,
    fragranceCount: ((await (await fetch(`${server.baseUrl}/healthz`)).json()) as { fragrances: number }).fragrances,
    accounts: [],
    confirmed: [],
    uncertain: [],
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    nextEmail: (() => {
      let counter = 0;
      return () => `shopper-${SEED}-${(counter += 1)}@example.com`;
    })(),
  };
  console.log(`Server ready at ${server.baseUrl}; ${SHOPPERS} shoppers for ${SECONDS} s (seed ${SEED})...`);

  // The generator's own event loop: when it lags, every latency it measures includes the lag
  // (on a machine shared with other work, the shoppers' clock is then not the server's).
  const generatorLag = monitorEventLoopDelay({ resolution: 20 });
  generatorLag.enable();
  const started = Date.now();
  const endAt = started + RAMP_MS + SECONDS * 1000;
  const shouldStop = () => Date.now() >= endAt;
  let visits = 0;
  let elapsedSeconds = 0;
  const scarceStats = createStats();
  let scarce: { setup: ScarceSetup; outcomes: ScarceOutcomes; seconds: number } | null = null;
  const codeStats = createStats();
  let limited: { setup: CodeSetup; outcomes: CodeOutcomes; seconds: number } | null = null;
  try {
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const random = seededRandom(SEED + index);
        const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, endAt - Date.now()))));
        const think = () => pause(THINK_MS.min + random() * (THINK_MS.max - THINK_MS.min));
        await pause(random() * RAMP_MS);
        while (!shouldStop()) {
          visits += 1;
          await runSession(shared, random, think, shouldStop);
        }
      }),
    );
    elapsedSeconds = (Date.now() - started) / 1000;
    generatorLag.disable();
    if (SCARCE_SHOPPERS > 0) {
      // The same seed picks the same fragrance; what the first phase sold of it does not matter (the count resets it).
      const fragranceId = 1 + (SEED % shared.fragranceCount);
      const setup = await setScarceStock(databaseUrl, fragranceId, SCARCE_BOTTLES);
      console.log(`Scarce stock: ${SCARCE_SHOPPERS} shoppers race for ${SCARCE_BOTTLES} bottles (10 ml) of ${setup.name} (#${fragranceId}, was ${setup.before})...`);
      const scarceStarted = Date.now();
      const outcomes = await runScarcePhase({
        baseUrl: server.baseUrl,
        setup,
        shoppers: SCARCE_SHOPPERS,
        random: seededRandom(SEED + 1_000_003),
        stats: scarceStats,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        seed: SEED,
        thinkMs: THINK_MS,
      });
      scarce = { setup, outcomes, seconds: (Date.now() - scarceStarted) / 1000 };
    }
    if (CODE_SHOPPERS > 0) {
      const setup = await insertLimitedCodes(databaseUrl, CODE_USES);
      console.log(`Limited code: ${CODE_SHOPPERS} shoppers race for ${CODE_USES} uses of ${setup.code} (15% off), then ${setup.releaseCode}'s uses are released by failed payments...`);
      const codeStarted = Date.now();
      // Any fragrance but the one the scarce phase sold out.
      const scarceId = scarce?.setup.fragranceId;
      const fragranceIds = Array.from({ length: shared.fragranceCount }, (_, index) => index + 1).filter((id) => id !== scarceId);
      const outcomes = await runLimitedCodePhase({
        baseUrl: server.baseUrl,
        databaseUrl,
        setup,
        shoppers: CODE_SHOPPERS,
        fragranceIds,
        random: seededRandom(SEED + 2_000_003),
        stats: codeStats,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        seed: SEED,
        thinkMs: THINK_MS,
      });
      limited = { setup, outcomes, seconds: (Date.now() - codeStarted) / 1000 };
    }
  } finally {
    await server.stop();
  }
  const accounting = await accountOrders(
    databaseUrl,
    [...shared.confirmed, ...(scarce?.outcomes.confirmed ?? []), ...(limited?.outcomes.confirmed ?? [])],
    [...shared.uncertain, ...(scarce?.outcomes.uncertain ?? []), ...(limited?.outcomes.uncertain ?? [])],
  );
  const scarceAccounting = scarce ? await accountScarceStock(databaseUrl, scarce.setup, scarce.outcomes) : null;
  const codeAccounting = limited ? await accountLimitedCode(databaseUrl, limited.setup) : null;
  rmSync(dir, { recursive: true, force: true });

  const rows = stats.rows(STEPS);
  const requests = rows.reduce((sum, row) => sum + row.requests, 0);
  console.log(`\n${visits} visits, ${requests} requests in ${elapsedSeconds.toFixed(0)} s (${(requests / elapsedSeconds).toFixed(0)} requests/s), seed ${SEED}`);
  console.table(rows);
  for (const line of stats.errorExamples()) console.log(`  error: ${line}`);
  const lagMs = (nanoseconds: number) => Math.round(nanoseconds / 1e6);
  console.log(
    `The load generator's own event loop lagged p99 ${lagMs(generatorLag.percentile(99))} ms, max ${lagMs(generatorLag.max)} ms: each figure above can include that much of the generator's own waiting.`,
  );
  if (SLOWEST > 0) {
    console.log(`The ${SLOWEST} slowest requests of each step (sent at: seconds into the run)`);
    console.table(stats.slowest(SLOWEST).map(({ step, ms, atSeconds, cache }) => ({ step, ms: Math.round(ms), "sent at (s)": Number(atSeconds.toFixed(1)), "X-Cache": cache ?? "" })));
  }
  // Both phases' orders, so that a row of either is explained by a submit of either.
  const phases = [scarce && `${scarce.outcomes.confirmed.length} in the scarce-stock phase`, limited && `${limited.outcomes.confirmed.length} in the limited-code phase`].filter(Boolean);
  console.log(phases.length ? `Orders (every phase: ${shared.confirmed.length} confirmed in the first, ${phases.join(", ")})` : "Orders");
  console.table([
    {
      "confirmed to shoppers": accounting.believed,
      "rows in the database": accounting.rows,
      lost: accounting.lost,
      doubled: accounting.doubled,
      "wrong total": accounting.wrongTotal,
      "unanswered submits that became rows": accounting.unconfirmedRows,
      unexplained: accounting.unexplained,
    },
  ]);
  let failed = stats.totalErrors() > 0 || accounting.lost + accounting.doubled + accounting.wrongTotal + accounting.unexplained > 0;

  if (scarce && scarceAccounting) {
    const { setup, outcomes } = scarce;
    const scarceRows = scarceStats.rows(SCARCE_STEPS);
    const scarceRequests = scarceRows.reduce((sum, row) => sum + row.requests, 0);
    console.log(`\nScarce stock: ${SCARCE_SHOPPERS} shoppers, ${SCARCE_BOTTLES} bottles of ${setup.name} (10 ml), ${scarceRequests} requests in ${scarce.seconds.toFixed(1)} s`);
    console.table(scarceRows);
    for (const line of scarceStats.errorExamples()) console.log(`  error: ${line}`);
    const violations = scarceViolations(setup, outcomes, scarceAccounting, accounting.lost);
    console.log("Scarce stock");
    console.table([
      {
        bottles: setup.bottles,
        "orders confirmed": outcomes.confirmed.length,
        "units confirmed": scarceAccounting.unitsConfirmed,
        "sold (ledger)": scarceAccounting.soldInLedger,
        "units in orders": scarceAccounting.unitsInOrders,
        "on hand after": scarceAccounting.onHand,
        oversold: Math.max(0, scarceAccounting.unitsInAllLines - setup.bottles) + scarceAccounting.negativeLevels,
        "ledger ≠ on hand": scarceAccounting.ledgerMismatches,
        lost: accounting.lost + scarceAccounting.linesWithoutTheirStock,
      },
    ]);
    console.log("Refusals");
    console.table([
      {
        "sold out at add": outcomes.soldOutAtAdd,
        '"Only 0 left" in the cart': outcomes.onlyZeroInCart,
        '"Only 0 left" at checkout (409)': outcomes.onlyZeroAtCheckout,
        '"Only N left", placed again': outcomes.retriedAfterOnlyN,
        unclear: outcomes.unclear.length,
      },
    ]);
    for (const line of [...new Set(outcomes.unclear)].slice(0, 10)) console.log(`  unclear: ${line}`);
    for (const violation of violations) console.log(`  VIOLATION: ${violation}`);
    if (violations.length === 0) console.log(`  ok: exactly ${setup.bottles} sold, none oversold, none lost, every refusal a clear message`);
    failed ||= violations.length > 0;
  }

  if (limited && codeAccounting) {
    const { setup, outcomes } = limited;
    const codeRows = codeStats.rows(CODE_STEPS);
    console.log(`\nLimited code: ${CODE_SHOPPERS} shoppers, ${setup.uses} uses of ${setup.code}, ${codeRows.reduce((sum, row) => sum + row.requests, 0)} requests in ${limited.seconds.toFixed(1)} s`);
    console.table(codeRows);
    for (const line of codeStats.errorExamples()) console.log(`  error: ${line}`);
    const violations = codeViolations(setup, CODE_SHOPPERS, outcomes, codeAccounting);
    console.log(`${setup.code}`);
    console.table([
      {
        "use limit": setup.uses,
        "orders confirmed": outcomes.codeOrders,
        "orders with the code": codeAccounting.ordersWithCode,
        "promotions.uses": codeAccounting.uses,
        "redemptions in force": codeAccounting.inForce,
        '"used up" at Apply': outcomes.usedUpAtApply,
        '"used up" at Place Order': outcomes.usedUpAtPlace,
        "wrong amounts": codeAccounting.wrongAmounts.length,
        unclear: outcomes.unclear.length,
      },
    ]);
    console.log(`Answers by status: Apply ${JSON.stringify(outcomes.statuses.apply)}, Place Order ${JSON.stringify(outcomes.statuses.place)}`);
    const { release } = outcomes;
    console.log(`${setup.releaseCode}`);
    console.table([
      {
        "pending orders with it": release.taken,
        "one more refused": release.refusedWhileTaken,
        "failed unpaid": release.expired,
        "taken again": release.retaken,
        "one more refused after": release.refusedAfter,
        "promotions.uses": codeAccounting.release.uses,
        "in force": codeAccounting.release.inForce,
        released: codeAccounting.release.released,
      },
    ]);
    for (const line of [...new Set(outcomes.unclear)].slice(0, 10)) console.log(`  unclear: ${line}`);
    for (const violation of violations) console.log(`  VIOLATION: ${violation}`);
    if (violations.length === 0) console.log(`  ok: exactly ${Math.min(setup.uses, CODE_SHOPPERS)} orders with ${setup.code}, every other shopper told it is used up, amounts right; released uses taken again`);
    failed ||= violations.length > 0;
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
