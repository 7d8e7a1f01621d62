import { asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox, fragrances, orders, returnRequests, reviews } from "../../db/schema";
import { SIZES, type Size } from "../lib/sizes";
import { anySizeStockCondition, sizeStock, sizeStockCondition, type StockState } from "./size-stock.server";

// What needs attention today (admin dashboard, issue 38): each a count and the
// few oldest rows, each read on the index that also serves its filtered list
// (orders(status, created_at), return_requests(status, created_at),
// reviews(approved, created_at), email_outbox(status, next_attempt_at)), so
// they stay cheap at 100,000 orders.

/** Paid orders not yet shipped: how many, and the oldest `limit` (the oldest first). */
export async function unshippedOrders({ db, limit }: { db: Db; limit: number }) {
  const paid = eq(orders.status, "paid");
  const [oldest, total] = await Promise.all([
    db
      .select({ id: orders.id, publicId: orders.publicId, createdAt: orders.createdAt })
      .from(orders)
      .where(paid)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit),
    db.select({ value: count() }).from(orders).where(paid).get(),
  ]);
  return { count: total?.value ?? 0, oldest };
}

/** Return requests waiting for a decision: how many, and the oldest `limit`. */
export async function returnsAwaitingDecision({ db, limit }: { db: Db; limit: number }) {
  const requested = eq(returnRequests.status, "requested");
  const [oldest, total] = await Promise.all([
    db
      .select({ id: returnRequests.id, number: returnRequests.number, createdAt: returnRequests.createdAt })
      .from(returnRequests)
      .where(requested)
      .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id))
      .limit(limit),
    db.select({ value: count() }).from(returnRequests).where(requested).get(),
  ]);
  return { count: total?.value ?? 0, oldest };
}

/** One size's fragrances in a stock state, the fewest on hand first, then by name. */
function sizesInState(db: Db, size: Size, state: StockState, limit: number) {
  const { table, join, onHand } = sizeStock[size];
  return db
    .select({ fragranceId: fragrances.id, name: fragrances.name, onHand })
    .from(fragrances)
    .leftJoin(table, join)
    .where(sizeStockCondition(size, state))
    .orderBy(asc(onHand), sql`${fragrances.name} collate nocase asc`, asc(fragrances.id))
    .limit(limit);
}

/** Up to `limit` sizes in a stock state over both sizes, the fewest on hand first. */
async function sizesInAnySize(db: Db, state: StockState, limit: number) {
  const perSize = await Promise.all(SIZES.map(async (size) => (await sizesInState(db, size, state, limit)).map((row) => ({ ...row, size }))));
  return perSize
    .flat()
    .sort((a, b) => a.onHand - b.onHand || a.name.localeCompare(b.name) || a.fragranceId - b.fragranceId || a.size.localeCompare(b.size))
    .slice(0, limit);
}

const countWhere = (condition: SQL) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/**
 * Sizes sold out and low, by the admin table's rule (size-stock.server.ts: a
 * sample counts only while samples are offered): the counts of sizes, and up
 * to `limit` sizes of each, the fewest on hand first. The admin table counts
 * fragrances; these count sizes, so one fragrance out of both is two.
 */
export async function stockAttention({ db, limit }: { db: Db; limit: number }) {
  const [soldOut, low, counts] = await Promise.all([
    sizesInAnySize(db, "sold-out", limit),
    sizesInAnySize(db, "low", limit),
    db
      .select({
        soldOut10ml: countWhere(sizeStockCondition("10ml", "sold-out")),
        soldOut2ml: countWhere(sizeStockCondition("2ml", "sold-out")),
        low10ml: countWhere(sizeStockCondition("10ml", "low")),
        low2ml: countWhere(sizeStockCondition("2ml", "low")),
      })
      .from(fragrances)
      .leftJoin(sizeStock["10ml"].table, sizeStock["10ml"].join)
      .leftJoin(sizeStock["2ml"].table, sizeStock["2ml"].join)
      // Only fragrances out or low in some size are summed: the rest add nothing.
      .where(or(anySizeStockCondition("sold-out"), anySizeStockCondition("low")))
      .get(),
  ]);
  return {
    soldOut,
    low,
    soldOutCount: Number(counts?.soldOut10ml ?? 0) + Number(counts?.soldOut2ml ?? 0),
    lowCount: Number(counts?.low10ml ?? 0) + Number(counts?.low2ml ?? 0),
  };
}

/** Reviews waiting for moderation. */
export async function countPendingReviews({ db }: { db: Db }) {
  return (await db.select({ value: count() }).from(reviews).where(eq(reviews.approved, false)).get())?.value ?? 0;
}

/** E-mails given up after every retry. */
export async function countFailedEmails({ db }: { db: Db }) {
  return (await db.select({ value: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")).get())?.value ?? 0;
}
