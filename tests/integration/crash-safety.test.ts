// Crash safety: the real production server (a separate process, as `npm start`
// runs it) is killed with SIGKILL at random moments while orders are being
// placed, over and over, and restarted on the same database file. Every order
// must be complete (order, lines, discount redemption, emptied cart) or absent,
// never half-written; retrying the same form or Idempotency-Key must complete
// it exactly once. The kill moments are random but seeded: the seed is printed,
// and CRASH_SEED=<seed> repeats a run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db/client";
import { fragrances, orderItems, orders } from "../../db/schema";
import { cartTotals, DEFAULT_SHIPPING } from "../../app/lib/cart-totals";
import { seededRandom } from "../../scripts/seeded-random";
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/production-server";
import { checkoutFields } from "../support/checkout-form";
import { createShopper, type Shopper } from "../support/shopper";
import { allCodeUsesInForce, codeUsesInForce } from "../support/promotion-uses";

// Two servers over two database files take turns with the CPU: while one
// restarts (most of a round's time), the other places orders.
const LANES = 2;
const KILLS_PER_LANE = 25;
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const WELCOME = { code: "WELCOME10", percentOff: 10 };

/** Set when a lane fails, so the other stops too instead of outliving the test. */
let stopAll = false;

/** One production server, its database file and the test's own connection to it. */
type Lane = { name: string; dir: string; databaseUrl: string; port: number; server: ProductionServer | null; db: Db };

const lanes: Lane[] = [];

async function start(lane: Lane) {
  lane.server = await startProductionServer({
    databaseUrl: lane.databaseUrl,
    port: lane.port,
    env: {
      // Every attempt comes from 127.0.0.1: the per-address limits are raised, as in the browser tests.
      RATE_LIMIT_MULTIPLIER: "1000",
      // One serving process: what is at stake is each write's atomicity, and a
      // start then costs one process's start-up instead of three (100 restarts' worth of CPU).
      WEB_CONCURRENCY: "1",
    },
  });
}

beforeAll(async () => {
  console.log(`crash-safety seed: ${SEED} (CRASH_SEED=${SEED} repeats it)`);
  for (let index = 0; index < LANES; index++) {
    const dir = mkdtempSync(join(tmpdir(), "onbrand-crash-"));
    const databaseUrl = `file:${join(dir, "shop.db")}`;
    const lane: Lane = { name: `lane${index}`, dir, databaseUrl, port: await freePort(), server: null, db: createDb({ url: databaseUrl }) };
    lanes.push(lane);
    await start(lane);
  }
}, 120_000);

afterAll(async () => {
  for (const lane of lanes) {
    await lane.server?.stop("SIGKILL");
    rmSync(lane.dir, { recursive: true, force: true });
  }
});

type Line = { fragranceId: number; quantity: number; unitPriceCents: number };

/** One order being placed: through the checkout form or the JSON API. */
type Attempt = {
  kind: "form" | "api";
  key: string;
  email: string;
  lines: Line[];
  discount: boolean;
  totalCents: number;
  /** Sends the order (again): answers the order's public id, or null for any other answer. */
  send: () => Promise<string | null>;
  shopper: Shopper;
};

/** A shopper of the lane's server, across its restarts (the port stays). */
function newShopper(lane: Lane) {
  const baseUrl = `http://127.0.0.1:${lane.port}`;
  return createShopper({
    baseUrl,
    fetch: (path, init) => fetch(`${baseUrl}${path}`, { redirect: "manual", signal: AbortSignal.timeout(15_000), ...init }),
  });
}

async function price({ db }: Lane, fragranceId: number) {
  const row = await db.select({ price: fragrances.price }).from(fragrances).where(eq(fragrances.id, fragranceId)).get();
  return row!.price;
}

/** A guest fills a cart and opens the checkout (applying the welcome code when asked). */
async function prepareForm(lane: Lane, random: () => number, email: string, discount: boolean): Promise<Attempt> {
  const shopper = newShopper(lane);
  const lines: Line[] = [];
  for (const fragranceId of new Set([1 + Math.floor(random() * 100), 1 + Math.floor(random() * 100)])) {
    expect((await shopper.addToCart(fragranceId)).status).toBe(302);
    lines.push({ fragranceId, quantity: 1, unitPriceCents: await price(lane, fragranceId) });
  }
  let html = await (await shopper.get("/checkout")).text();
  const key = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)![1]!;
  if (discount) {
    const applied = await shopper.post("/checkout", { ...checkoutFields({ email }), idempotencyKey: key, discountCode: WELCOME.code, intent: "apply-discount" });
    expect(applied.status).toBe(200);
    html = await applied.text();
  }
  const totalCents = Number(/name="expectedTotals.standard"[^>]*value="(\d+)"/.exec(html)![1]);
  expect(totalCents).toBe(cartTotals(lines, discount ? WELCOME.percentOff : 0, DEFAULT_SHIPPING).totalCents);
  const fields = {
    ...checkoutFields({ email }),
    discountCode: discount ? WELCOME.code : "",
    idempotencyKey: key,
    expectedTotal: totalCents,
    intent: "place-order",
  };
  const send = async () => {
    const response = await shopper.post("/checkout", fields);
    return /^\/orders\/([0-9a-f]{32})$/.exec(response.headers.get("Location") ?? "")?.[1] ?? null;
  };
  return { kind: "form", key, email, lines, discount, totalCents, send, shopper };
}

/** An API client's order, with its own Idempotency-Key. */
async function prepareApi(lane: Lane, random: () => number, email: string, discount: boolean, key: string): Promise<Attempt> {
  const shopper = newShopper(lane);
  const fragranceId = 1 + Math.floor(random() * 100);
  const quantity = 1 + Math.floor(random() * 3);
  const lines = [{ fragranceId, quantity, unitPriceCents: await price(lane, fragranceId) }];
  const totalCents = cartTotals(lines, discount ? WELCOME.percentOff : 0, DEFAULT_SHIPPING).totalCents;
  const body = {
    amount: totalCents,
    orderDetails: {
      customerName: "Crash Tester",
      customerEmail: email,
      shippingAddress: { name: "Crash Tester", address: "1 Larimer St", city: "Denver", state: "CO", zipCode: "80202", country: "United States" },
      items: lines.map((line) => ({ fragranceId: line.fragranceId, name: "ignored", quantity: line.quantity, price: line.unitPriceCents })),
      ...(discount ? { discountCode: WELCOME.code } : {}),
    },
  };
  const send = async () => {
    const response = await shopper.postJson("/api/create-payment-intent", body, { "Idempotency-Key": key });
    if (response.status !== 200 && response.status !== 201) return null;
    return ((await response.json()) as { orderId: string }).orderId;
  };
  return { kind: "api", key, email, lines, discount, totalCents, send, shopper };
}

/** What the database holds for an attempt, read by the test's own connection. */
async function stored({ db }: Lane, attempt: Attempt) {
  const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, attempt.key));
  const order = rows[0];
  const items = order
    ? await db.select({ fragranceId: orderItems.fragranceId, quantity: orderItems.quantity, unitPriceCents: orderItems.unitPriceCents }).from(orderItems).where(eq(orderItems.orderId, order.id))
    : [];
  const redemptions = (await codeUsesInForce(db, attempt.email)).map((use) => ({ orderId: use.orderId }));
  const cartCount = attempt.kind === "form" ? (await attempt.shopper.cart()).count : null;
  return { rows, order, items, redemptions, cartCount };
}

/** Complete (every part of the order) or absent (nothing of it, the cart untouched). */
function expectCompleteOrAbsent(attempt: Attempt, state: Awaited<ReturnType<typeof stored>>) {
  expect(state.rows.length, `orders for ${attempt.key}`).toBeLessThanOrEqual(1);
  if (state.order) {
    expect(state.order.totalBeforeTaxCents).toBe(attempt.totalCents);
    const byId = (a: { fragranceId: number | null }, b: { fragranceId: number | null }) => a.fragranceId! - b.fragranceId!;
    expect([...state.items].sort(byId)).toEqual([...attempt.lines].sort(byId));
    expect(state.redemptions).toEqual(attempt.discount ? [{ orderId: state.order.id }] : []);
    if (attempt.kind === "form") expect(state.cartCount, "the cart is emptied with the order").toBe(0);
  } else {
    expect(state.items).toEqual([]);
    expect(state.redemptions, "no redemption without its order").toEqual([]);
    if (attempt.kind === "form") expect(state.cartCount, "the cart is untouched").toBe(attempt.lines.length);
  }
}

/**
 * Kills the lane's server `kills` times, each time with three orders in flight,
 * restarts it, checks every order and retries it. Answers the attempts made.
 */
async function crashLane(lane: Lane, kills: number, random: () => number, outcomes: Record<"absent" | "complete" | "answered", number>) {
  const attempts: Attempt[] = [];
  let emails = 0;
  const nextEmail = () => `crash-${SEED}-${lane.name}-${(emails += 1)}@example.com`;

  // How long a checkout takes here, so the kills land while orders are being written.
  const probe = await prepareForm(lane, random, nextEmail(), false);
  const started = performance.now();
  expect(await probe.send()).toMatch(/^[0-9a-f]{32}$/);
  const windowMs = Math.max(20, 2 * (performance.now() - started));
  attempts.push(probe);

  for (let kill = 0; kill < kills && !stopAll; kill++) {
    const round = [
      await prepareForm(lane, random, nextEmail(), random() < 0.5),
      await prepareForm(lane, random, nextEmail(), random() < 0.5),
      await prepareApi(lane, random, nextEmail(), random() < 0.5, `crash-${SEED}-${lane.name}-${kill}`),
    ];
    attempts.push(...round);
    // All three in flight, then SIGKILL at a random moment of the checkout.
    const answers = round.map((attempt) => attempt.send().catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, random() * windowMs));
    await lane.server!.stop("SIGKILL");
    const answered = await Promise.all(answers);
    await start(lane);

    for (const [index, attempt] of round.entries()) {
      const before = await stored(lane, attempt);
      expectCompleteOrAbsent(attempt, before);
      // An answer the shopper saw is an order that exists.
      if (answered[index]) expect(before.order?.publicId).toBe(answered[index]);
      outcomes[answered[index] ? "answered" : before.order ? "complete" : "absent"] += 1;

      // The shopper retries the same form / key: it completes once, and again gives the same order.
      const publicId = await attempt.send();
      expect(publicId, `retry of ${attempt.kind} ${attempt.key}`).toMatch(/^[0-9a-f]{32}$/);
      if (before.order) expect(publicId).toBe(before.order.publicId);
      expect(await attempt.send()).toBe(publicId);
      const after = await stored(lane, attempt);
      expect(after.rows.map((row) => row.publicId)).toEqual([publicId]);
      expectCompleteOrAbsent(attempt, after);
    }
  }

  // Nothing anywhere else: one order per attempt, no line or redemption without its order.
  const { db } = lane;
  expect((await db.select({ n: count() }).from(orders).get())!.n).toBe(attempts.length);
  const orderIds = (await db.select({ id: orders.id }).from(orders)).map((row) => row.id);
  expect(await db.select().from(orderItems).where(notInArray(orderItems.orderId, orderIds))).toEqual([]);
  expect(await allCodeUsesInForce(db)).toHaveLength(attempts.filter((a) => a.discount).length);
  return attempts;
}

describe("crash safety", () => {
  it(`kills the production server ${LANES * KILLS_PER_LANE} times during checkout; every order is complete or absent, and a retry completes it exactly once`, async () => {
    const outcomes = { absent: 0, complete: 0, answered: 0 };
    const results = await Promise.allSettled(
      lanes.map((lane, index) =>
        crashLane(lane, KILLS_PER_LANE, seededRandom(SEED + index), outcomes).catch((error: unknown) => {
          stopAll = true;
          throw error;
        }),
      ),
    );
    const failure = results.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
    const attempts = results.map((result) => (result as PromiseFulfilledResult<Attempt[]>).value);
    console.log(`crash-safety: ${LANES * KILLS_PER_LANE} kills, ${attempts.flat().length} orders: ${JSON.stringify(outcomes)} before the retry`);
    expect(attempts.flat().length).toBe(LANES * (1 + 3 * KILLS_PER_LANE));
  }, 400_000);
});
