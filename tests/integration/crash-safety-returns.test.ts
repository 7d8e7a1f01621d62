// Crash safety of an admin's return steps (issue 33, decision 0049): the real
// production server is killed with SIGKILL while refunds and exchanges of
// return requests are being made, and restarted on the same database file.
// After each crash a request is in one state (the refund made or not, the
// replacement order there or not, and the request moved only with them); the
// admin pressing the button again finishes it exactly once: one refund in the
// ledger for the request's amount, one replacement order. The kill moments are
// random but seeded, like crash-safety.test.ts: RETURNS_CRASH_SEED repeats a run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db/client";
import { orders, refunds, returnRequests } from "../../db/schema";
import { returnExchangeKey, returnRefundKey } from "../../app/lib/return-actions";
import { seededRandom } from "../../scripts/seeded-random";
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/production-server";
import { insertReturnRequest, userWithSession } from "../support/admin";

const KILLS = 8;
const SEED = Number(process.env.RETURNS_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

let dir: string;
let databaseUrl: string;
let port: number;
let server: ProductionServer | null = null;
let db: Db;
let adminHeaders: Record<string, string>;

const start = async () => {
  server = await startProductionServer({ databaseUrl, port, env: { RATE_LIMIT_MULTIPLIER: "1000", WEB_CONCURRENCY: "1" } });
};

beforeAll(async () => {
  console.log(`crash-safety (returns) seed: ${SEED} (RETURNS_CRASH_SEED=${SEED} repeats it)`);
  dir = mkdtempSync(join(tmpdir(), "onbrand-crash-returns-"));
  databaseUrl = `file:${join(dir, "shop.db")}`;
  port = await freePort();
  await start();
  db = createDb({ url: databaseUrl });
  adminHeaders = (await userWithSession(db, "admin")).headers;
}, 120_000);

afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** A request an admin has approved and received, waiting for its refund or its replacement. */
async function receivedRequest(reason: "unopened" | "defective") {
  const request = await insertReturnRequest(db, { reason });
  await db.update(returnRequests).set({ status: "received" }).where(eq(returnRequests.id, request.requestId));
  return request;
}

/** The admin presses the step's button: the status answered, or null when the server was gone. */
const press = (requestId: number, intent: "refund" | "exchange") =>
  fetch(`http://127.0.0.1:${port}/admin/returns/${requestId}`, {
    method: "POST",
    body: new URLSearchParams({ intent }),
    headers: adminHeaders,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  }).then(
    (response) => response.status,
    () => null,
  );

async function state(requestId: number, orderId: number) {
  const request = (await db.select().from(returnRequests).where(eq(returnRequests.id, requestId)).get())!;
  const ledger = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).all();
  const replacements = await db.select().from(orders).where(eq(orders.idempotencyKey, returnExchangeKey(requestId))).all();
  return { request, ledger, replacements };
}

/** One state: the request moved only with what it stands for, and never two of anything. */
function expectOneState(reason: "unopened" | "defective", requestId: number, now: Awaited<ReturnType<typeof state>>) {
  expect(now.ledger.length, "refund rows").toBeLessThanOrEqual(reason === "unopened" ? 1 : 0);
  expect(now.replacements.length, "replacement orders").toBeLessThanOrEqual(reason === "defective" ? 1 : 0);
  if (now.ledger[0]) expect(now.ledger[0]).toMatchObject({ idempotencyKey: returnRefundKey(requestId), amountCents: 4000 });
  if (now.request.status === "refunded") expect(now.ledger[0]?.status).toBe("succeeded");
  if (now.request.status === "exchanged") expect(now.request.exchangeOrderId).toBe(now.replacements[0]?.id);
  expect(["received", reason === "unopened" ? "refunded" : "exchanged"]).toContain(now.request.status);
}

describe("crash safety of return steps", () => {
  it(`kills the production server ${KILLS} times while refunds and replacements are made; a second press finishes each exactly once`, async () => {
    const random = seededRandom(SEED);
    // How long a step takes here, so the kills land while one is being made.
    const probe = await receivedRequest("unopened");
    const started = performance.now();
    expect(await press(probe.requestId, "refund")).toBe(302);
    const windowMs = Math.max(20, 2 * (performance.now() - started));
    const outcomes = { finished: 0, unfinished: 0 };

    for (let kill = 0; kill < KILLS; kill++) {
      const round = [
        { reason: "unopened" as const, intent: "refund" as const, ...(await receivedRequest("unopened")) },
        { reason: "defective" as const, intent: "exchange" as const, ...(await receivedRequest("defective")) },
      ];
      const answers = round.map((step) => press(step.requestId, step.intent));
      // The kill moment is the point of the test, so it is random, not synchronised.
      await new Promise((resolve) => setTimeout(resolve, random() * windowMs));
      await server!.stop("SIGKILL");
      const answered = await Promise.all(answers);
      await start();

      for (const [index, step] of round.entries()) {
        const before = await state(step.requestId, step.orderId);
        expectOneState(step.reason, step.requestId, before);
        // An answer the admin saw is a step that was made.
        if (answered[index] === 302) expect(before.request.status).not.toBe("received");
        outcomes[before.request.status === "received" ? "unfinished" : "finished"] += 1;

        // The admin presses again: an unfinished step finishes; a finished one is refused.
        expect(await press(step.requestId, step.intent)).toBe(before.request.status === "received" ? 302 : 409);
        expect(await press(step.requestId, step.intent)).toBe(409);
        const after = await state(step.requestId, step.orderId);
        expectOneState(step.reason, step.requestId, after);
        if (step.reason === "unopened") {
          expect(after.request.status).toBe("refunded");
          expect(after.ledger.map((row) => row.status)).toEqual(["succeeded"]);
        } else {
          expect(after.request.status).toBe("exchanged");
          expect(after.replacements).toHaveLength(1);
          expect(after.replacements[0]).toMatchObject({ status: "paid", totalBeforeTaxCents: 0, taxCents: 0 });
        }
      }
    }
    console.log(`crash-safety (returns): ${KILLS} kills, ${2 * KILLS} steps: ${JSON.stringify(outcomes)} before the second press`);
  }, 300_000);
});
