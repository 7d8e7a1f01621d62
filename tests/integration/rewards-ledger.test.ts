// The Scent Rewards ledger's statements for the order pipeline (issue 35,
// decision 0052), run inside runBatch against a real libSQL file: what a paid
// order earns at the tier held before it (the spend of the 365 days before
// it), once; points spent given back once; a refund's proportional reversal,
// capped at the balance; the SQL rate agreeing with pointsEarned; and two
// batches spending the whole balance at once, of which exactly one lands.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, runBatch, type Db } from "../../db/client";
import { orders, refunds, rewardBalances, rewardMembers, rewardPoints } from "../../db/schema";
import { DEFAULT_TIER_THRESHOLDS, pointsEarned, pointsToReverse, tierFor, TIER_SPEND_WINDOW_MS } from "../../app/lib/rewards";
import { isPointsBalanceError } from "../../app/models/reward-spend.server";
import { earnedPointsSql, earnOrderPointsStatement, giveBackSpentPointsStatement, reverseEarnedPointsStatement } from "../../app/models/reward.server";
import { insertOrder, userWithSession } from "../support/admin";
import { createTestDatabase } from "../support/test-server";

let db: Db;
let url: string;
let cleanup: () => void;
beforeAll(async () => {
  ({ db, url, cleanup } = await createTestDatabase({ seed: false }));
});
afterAll(() => cleanup());

const DAY = 24 * 60 * 60_000;
const thresholds = DEFAULT_TIER_THRESHOLDS;

async function member() {
  const { user } = await userWithSession(db, "customer");
  await db.insert(rewardMembers).values({ userId: user.id });
  return user.id;
}

/** An order of `userId`'s: merchandise `subtotal` less `discount`, placed `daysAgo`, in `status`. */
async function order(userId: number, { subtotal, discount = 0, daysAgo = 0, status = "paid" }: { subtotal: number; discount?: number; daysAgo?: number; status?: "paid" | "pending" | "refunded" | "cancelled" }) {
  const id = await insertOrder(db, { items: [{ name: "Velvet Rose", unitPriceCents: subtotal, quantity: 1, fragranceId: null }] });
  await db
    .update(orders)
    .set({ userId, status, discountCents: discount, totalBeforeTaxCents: subtotal + 500 - discount, createdAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orders.id, id));
  return id;
}

const balanceOf = async (userId: number) => (await db.select().from(rewardBalances).where(eq(rewardBalances.userId, userId)).get())?.points ?? 0;
const rowsOf = (orderId: number) =>
  db.select({ delta: rewardPoints.delta, kind: rewardPoints.kind, key: rewardPoints.key }).from(rewardPoints).where(eq(rewardPoints.orderId, orderId)).orderBy(rewardPoints.id);
const earn = (orderId: number) => runBatch(db, [earnOrderPointsStatement(db, orderId, { thresholds })]);

describe("earning", () => {
  it("earns at the tier held before the order: the spend of the 365 days before it, the order left out", async () => {
    const userId = await member();
    // $100 a year and a half ago (outside the window), $120 ten days ago, then a $49.99 order: Essence until this order.
    await order(userId, { subtotal: 10_000, daysAgo: 500 });
    await order(userId, { subtotal: 12_000, daysAgo: 10 });
    await order(userId, { subtotal: 30_000, daysAgo: 5, status: "pending" });
    const first = await order(userId, { subtotal: 4_999 });
    await earn(first);
    expect(await rowsOf(first)).toEqual([{ delta: 49 * 5, kind: "earned", key: `order-${first}-earned` }]);
    // Now $169.99 within the window: Aroma, 7 per dollar, on $60.00 after a $10.00 discount.
    const second = await order(userId, { subtotal: 7_000, discount: 1_000 });
    await earn(second);
    expect(await rowsOf(second)).toEqual([{ delta: 60 * 7, kind: "earned", key: `order-${second}-earned` }]);
    expect(await balanceOf(userId)).toBe(245 + 420);
  });

  it("counts refunds against the spend, earns once, and not for a non-member, an unpaid order or under a dollar", async () => {
    const userId = await member();
    const big = await order(userId, { subtotal: 45_000, daysAgo: 30 });
    await db.insert(refunds).values({ orderId: big, idempotencyKey: `refund-${big}`, amountCents: 20_000, kind: "part", status: "succeeded" });
    // $250 counted: Aroma, not Elixir.
    const next = await order(userId, { subtotal: 1_000 });
    await earn(next);
    await earn(next);
    expect(await rowsOf(next)).toEqual([expect.objectContaining({ delta: 70, kind: "earned" })]);

    const { user: outsider } = await userWithSession(db, "customer");
    const notMember = await order(outsider.id, { subtotal: 5_000 });
    const pending = await order(userId, { subtotal: 5_000, status: "pending" });
    const cents = await order(userId, { subtotal: 99 });
    await runBatch(db, [earnOrderPointsStatement(db, notMember, { thresholds }), earnOrderPointsStatement(db, pending, { thresholds }), earnOrderPointsStatement(db, cents, { thresholds })]);
    expect([...(await rowsOf(notMember)), ...(await rowsOf(pending)), ...(await rowsOf(cents))]).toEqual([]);
  });

  it("follows `when` and takes the order as a subquery, for a batch that creates it", async () => {
    const userId = await member();
    const id = await order(userId, { subtotal: 2_000 });
    await runBatch(db, [earnOrderPointsStatement(db, id, { thresholds, when: sql`0` })]);
    expect(await rowsOf(id)).toEqual([]);
    const publicId = (await db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.id, id)).get())!.publicId;
    await runBatch(db, [earnOrderPointsStatement(db, sql`(select id from orders where public_id = ${publicId})`, { thresholds })]);
    expect(await rowsOf(id)).toEqual([expect.objectContaining({ delta: 100, key: `order-${id}-earned` })]);
  });

  it("works out the same points in SQL as pointsEarned, for any amount, spend and thresholds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -500, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        async (merchandise, spend, aroma, gap) => {
          const custom = { aromaFromCents: aroma, elixirFromCents: aroma + gap };
          const row = await db.get<{ points: number }>(sql`select ${earnedPointsSql(sql`${merchandise}`, sql`${spend}`, custom)} as points`);
          expect(Number(row.points)).toBe(pointsEarned(merchandise, tierFor(spend, custom)));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("giving back and reversing", () => {
  it("gives back what a failed order spent, once", async () => {
    const userId = await member();
    await db.insert(rewardPoints).values({ userId, delta: 1_000, kind: "adjusted", note: "Opening" });
    const id = await order(userId, { subtotal: 5_000, discount: 700, status: "cancelled" });
    await db.insert(rewardPoints).values({ userId, delta: -700, kind: "spent", key: `order-${id}-spent`, orderId: id });
    const cancelled = sql`(select status from orders where id = ${id}) = 'cancelled'`;
    await runBatch(db, [giveBackSpentPointsStatement(db, id, sql`0`)]);
    await runBatch(db, [giveBackSpentPointsStatement(db, id, cancelled)]);
    await runBatch(db, [giveBackSpentPointsStatement(db, id, cancelled)]);
    expect((await rowsOf(id)).map((row) => row.delta)).toEqual([-700, 700]);
    expect(await balanceOf(userId)).toBe(1_000);
  });

  it("reverses in proportion per refund, a full refund taking back the rest, never more than the balance", async () => {
    const userId = await member();
    const id = await order(userId, { subtotal: 10_000 });
    await earn(id);
    expect(await balanceOf(userId)).toBe(500);
    // A quarter refunded: 125 back; the same refund again takes nothing more.
    await runBatch(db, [reverseEarnedPointsStatement(db, id, { refundKey: `refund-${id}-a`, refundedMerchandiseCents: 2_500 })]);
    await runBatch(db, [reverseEarnedPointsStatement(db, id, { refundKey: `refund-${id}-a`, refundedMerchandiseCents: 2_500 })]);
    expect(await balanceOf(userId)).toBe(375);
    // The member spends most of it; the full refund is due 375 but takes only the 75 left.
    await db.insert(rewardPoints).values({ userId, delta: -300, kind: "spent", key: `elsewhere-${id}` });
    await runBatch(db, [reverseEarnedPointsStatement(db, id, { refundKey: `refund-${id}-b`, refundedMerchandiseCents: 10_000 })]);
    expect(await balanceOf(userId)).toBe(0);
    expect((await rowsOf(id)).map((row) => [row.kind, row.delta, row.key])).toEqual([
      ["earned", 500, `order-${id}-earned`],
      ["reversed", -125, `refund-${id}-a-points`],
      ["reversed", -75, `refund-${id}-b-points`],
    ]);
    // With the balance back, a later refund's reversal takes what is still due, and no more in all than was earned.
    await db.insert(rewardPoints).values({ userId, delta: 1_000, kind: "adjusted", note: "Gift" });
    await runBatch(db, [reverseEarnedPointsStatement(db, id, { refundKey: `refund-${id}-c`, refundedMerchandiseCents: 10_000 })]);
    expect((await rowsOf(id)).reduce((sum, row) => sum + row.delta, 0)).toBe(0);
  });

  it("reads what was refunded from the order's succeeded refunds when not told, matching pointsToReverse", async () => {
    const userId = await member();
    const id = await order(userId, { subtotal: 7_777, discount: 777 });
    await earn(id);
    await db.insert(refunds).values({ orderId: id, idempotencyKey: `r-${id}`, amountCents: 3_000, kind: "part", status: "succeeded" });
    await runBatch(db, [reverseEarnedPointsStatement(db, id, { refundKey: `r-${id}` })]);
    const due = pointsToReverse({ earned: 350, merchandisePaidCents: 7_000, refundedCents: 3_000, alreadyReversed: 0 });
    expect((await rowsOf(id)).map((row) => row.delta)).toEqual([350, -due]);
  });
});

describe("two checkouts spending at once", () => {
  it("lets exactly one batch spend the whole balance; the other fails the balance's CHECK and writes nothing", async () => {
    const userId = await member();
    await db.insert(rewardPoints).values({ userId, delta: 800, kind: "adjusted", note: "Opening" });
    // Two connections to the same file, as two server processes.
    const [a, b] = [createDb({ url }), createDb({ url })];
    await Promise.all([a.run(sql`PRAGMA busy_timeout = 5000`), b.run(sql`PRAGMA busy_timeout = 5000`)]);
    const spend = (conn: Db, n: number) =>
      runBatch(conn, [
        conn.insert(rewardPoints).values({ userId, delta: -800, kind: "spent", key: `race-${userId}-${n}` }),
        conn.insert(rewardPoints).values({ userId, delta: 1, kind: "adjusted", note: `same batch ${n}` }),
      ]);
    const results = await Promise.allSettled([spend(a, 1), spend(b, 2)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const failure = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(isPointsBalanceError(failure.reason)).toBe(true);
    expect(await balanceOf(userId)).toBe(1);
    const rows = await db.select({ delta: rewardPoints.delta }).from(rewardPoints).where(eq(rewardPoints.userId, userId));
    expect(rows.map((row) => row.delta).sort((x, y) => x - y)).toEqual([-800, 1, 800]);
    expect(TIER_SPEND_WINDOW_MS).toBe(365 * DAY);
  });
});
