// The generated shop behind `npm run bench:dashboard`: the rows hold what the
// dashboard's figures rely on (lines that add up to their order, refunds
// within what was paid, times inside the two years), they look like a shop
// (returning customers, discounts, evening orders near the shop's midnight),
// and one seed gives the same rows every time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SHOP_TIME_ZONE } from "../../app/lib/site";
import { generatedSpan } from "../../scripts/dashboard-orders-calendar";
import { insertDashboardOrders, type DashboardOrdersResult } from "../../scripts/dashboard-orders";
import { createTestDatabase } from "../support/test-server";

const END = Date.UTC(2026, 2, 8, 18, 30); // the day Denver moves to daylight time
const COUNT = 3000;
const SEED = 11;

const databases: { db: Db; cleanup: () => void }[] = [];

async function generated(seed: number) {
  const database = await createTestDatabase();
  databases.push(database);
  const result = await insertDashboardOrders(database.db, { count: COUNT, end: END, seed });
  return { db: database.db, result };
}

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return (await db.all<T>(query))[0]!;
}

let db: Db;
let result: DashboardOrdersResult;

beforeAll(async () => {
  ({ db, result } = await generated(SEED));
});

afterAll(() => {
  for (const database of databases) database.cleanup();
});

describe("generated dashboard orders", () => {
  it("writes the orders, lines, customers, refunds and points it reports", async () => {
    const counts = await one<Record<string, number>>(db, sql`select
      (select count(*) from orders) as orders, (select count(*) from order_items) as orderItems,
      (select count(distinct customer_email) from orders) as customers, (select count(*) from users) as users,
      (select count(*) from refunds) as refunds, (select count(*) from reward_points) as rewardPoints`);
    expect(counts).toEqual({
      orders: COUNT,
      orderItems: result.orderItems,
      customers: result.customers,
      users: result.users,
      refunds: result.refunds,
      rewardPoints: result.rewardPoints,
    });
    expect(result.customers).toBe(COUNT / 5);
  });

  it("gives every order lines whose prices, discounts and points add up to the order's", async () => {
    const wrong = await one<Record<string, number>>(db, sql`select
      sum(o.subtotal_cents <> l.subtotal) as subtotal, sum(o.discount_cents <> l.discount) as discount, sum(o.points_cents <> l.points) as points,
      sum(o.total_cents <> o.subtotal_cents + o.shipping_cents - o.discount_cents) as total, sum(o.points_cents > o.discount_cents) as pointsOverDiscount,
      sum(o.shipping_cents not in (0, 500, 1500)) as shipping, sum((o.shipping_method = 'express') <> (o.shipping_cents = 1500)) as method,
      sum(l.lines not between 1 and 4) as lineCount
      from orders o join (select order_id, sum(unit_price_cents * quantity) as subtotal, sum(discount_cents) as discount,
        sum(points_cents) as points, count(*) as lines from order_items group by order_id) l on l.order_id = o.id`);
    expect(wrong).toEqual({ subtotal: 0, discount: 0, points: 0, total: 0, pointsOverDiscount: 0, shipping: 0, method: 0, lineCount: 0 });

    const badLines = await one<Record<string, number>>(db, sql`select
      sum(i.discount_cents > i.unit_price_cents * i.quantity) as discountOverPrice, sum(i.points_cents > i.discount_cents) as pointsOverDiscount,
      sum(i.quantity not between 1 and 3) as quantity, sum(i.name <> f.name) as name,
      sum(i.unit_price_cents <> case i.size when '2ml' then f.sample_price_cents else f.price end) as price
      from order_items i join fragrances f on f.id = i.fragrance_id`);
    expect(badLines).toEqual({ discountOverPrice: 0, pointsOverDiscount: 0, quantity: 0, name: 0, price: 0 });
  });

  it("never refunds more than an order's total, and a refunded order had its whole total back", async () => {
    const refunds = await one<Record<string, number>>(db, sql`select
      sum(r.refunded > o.total_cents) as overRefunded, sum(o.status = 'refunded' and r.refunded <> o.total_cents) as refundedNotWhole,
      sum(o.status not in ('shipped', 'delivered', 'refunded')) as wrongStatus, sum(r.first_at < o.created_at or r.last_at >= ${END}) as wrongTime
      from orders o join (select order_id, sum(amount_cents) as refunded, min(created_at) as first_at, max(created_at) as last_at
        from refunds where status = 'succeeded' group by order_id) r on r.order_id = o.id`);
    expect(refunds).toEqual({ overRefunded: 0, refundedNotWhole: 0, wrongStatus: 0, wrongTime: 0 });
    const refundedWithout = await one<{ n: number }>(db, sql`select count(*) as n from orders o where o.status = 'refunded' and o.total_cents > 0
      and not exists (select 1 from refunds r where r.order_id = o.id and r.status = 'succeeded')`);
    expect(refundedWithout.n).toBe(0);
  });

  it("places every order within the two years before the end, and changes its status after that", async () => {
    const span = generatedSpan(END, 2);
    const times = await one<{ first: number; last: number; badChange: number; badDelivery: number }>(db, sql`select min(created_at) as first, max(created_at) as last,
      sum(status_changed_at < created_at or status_changed_at >= ${END}) as badChange,
      sum(delivered_at is not null and (status <> 'delivered' or delivered_at < created_at)) as badDelivery from orders`);
    expect(times.first).toBeGreaterThanOrEqual(span.start);
    expect(times.last).toBeLessThan(END);
    expect(span.end - span.start).toBeGreaterThan(729 * 86_400_000);
    expect(times.first - span.start).toBeLessThan(3 * 86_400_000);
    expect(times).toMatchObject({ badChange: 0, badDelivery: 0 });
  });

  it("looks like a shop: returning customers, discounts, points, cancellations, refunds, recent orders not yet delivered", async () => {
    const shares = await one<Record<string, number>>(db, sql`select
      avg(discount_code is not null) as code, avg(points_cents > 0) as points, avg(status = 'cancelled') as cancelled,
      avg(status = 'failed') as failed, avg(status = 'refunded') as refunded, avg(user_id is not null) as withAccount,
      avg(exists (select 1 from refunds r where r.order_id = orders.id and r.kind = 'part')) as partRefunded from orders`);
    expect(shares.code).toBeGreaterThan(0.1);
    expect(shares.code).toBeLessThan(0.2);
    expect(shares.points).toBeGreaterThan(0.02);
    expect(shares.points).toBeLessThan(0.09);
    expect(shares.cancelled).toBeGreaterThan(0.015);
    expect(shares.cancelled).toBeLessThan(0.045);
    expect(shares.failed).toBeGreaterThan(0.008);
    expect(shares.refunded).toBeGreaterThan(0.003);
    expect(shares.partRefunded).toBeGreaterThan(0.025);
    expect(shares.withAccount).toBeGreaterThan(0.2);

    // Most orders come from a customer who ordered before.
    const returning = await one<{ share: number }>(db, sql`select avg(exists (select 1 from orders earlier
      where earlier.customer_email = o.customer_email and earlier.created_at < o.created_at)) as share from orders o`);
    expect(returning.share).toBeGreaterThan(0.5);

    const recent = await db.all<{ status: string }>(sql`select distinct status from orders where created_at > ${END - 2 * 86_400_000}`);
    expect(recent.map((row) => row.status)).toEqual(expect.arrayContaining(["paid"]));
    const old = await one<{ delivered: number }>(db, sql`select avg(status = 'delivered') as delivered from orders where created_at < ${END - 30 * 86_400_000}`);
    expect(old.delivered).toBeGreaterThan(0.85);

    // The weeks before Christmas sell more than the same weeks of spring.
    const december = await one<{ n: number }>(db, sql`select count(*) as n from orders where created_at >= ${Date.UTC(2025, 11, 1)} and created_at < ${Date.UTC(2025, 11, 22)}`);
    const april = await one<{ n: number }>(db, sql`select count(*) as n from orders where created_at >= ${Date.UTC(2025, 3, 1)} and created_at < ${Date.UTC(2025, 3, 22)}`);
    expect(december.n).toBeGreaterThan(april.n);
  });

  it("places many orders in the last hour before the shop's midnight", async () => {
    const hours = (await db.all<{ created_at: number }>(sql`select created_at from orders`)).map((row) =>
      Number(new Intl.DateTimeFormat("en-US", { hour: "2-digit", hourCycle: "h23", timeZone: SHOP_TIME_ZONE }).format(row.created_at)),
    );
    const lastHour = hours.filter((hour) => hour === 23).length;
    const earlyMorning = hours.filter((hour) => hour === 4).length;
    expect(lastHour).toBeGreaterThan(COUNT * 0.03);
    expect(lastHour).toBeGreaterThan(earlyMorning * 5);
  });

  it("keeps the points ledger in step with the orders: spends as the orders' points, earnings on paid orders only", async () => {
    const ledger = await one<Record<string, number>>(db, sql`select
      (select count(*) from orders where points_cents > 0) as ordersWithPoints,
      (select count(*) from reward_points p join orders o on o.id = p.order_id where p.kind = 'spent' and -p.delta = o.points_cents and p.user_id = o.user_id) as matchingSpends,
      (select count(*) from reward_points where kind = 'spent') as spends,
      (select count(*) from reward_points p join orders o on o.id = p.order_id where p.kind = 'earned' and o.status not in ('paid', 'shipped', 'delivered')) as earnedUnpaid,
      (select count(*) from reward_points where kind = 'earned') as earnings,
      (select min(points) from reward_balances) as lowestBalance`);
    expect(ledger.matchingSpends).toBe(ledger.ordersWithPoints);
    expect(ledger.spends).toBe(ledger.ordersWithPoints);
    expect(ledger.earnedUnpaid).toBe(0);
    expect(ledger.earnings).toBeGreaterThan(0);
    expect(ledger.lowestBalance).toBeGreaterThanOrEqual(0);
  });

  it("gives the same rows for the same seed, and other rows for another seed", async () => {
    const fingerprint = async (target: Db) => ({
      orders: await target.all(sql`select public_id, customer_email, user_id, subtotal_cents, shipping_cents, discount_cents, points_cents,
        total_cents, discount_code, status, created_at, status_changed_at from orders order by id`),
      lines: await one(target, sql`select count(*), sum(quantity), sum(discount_cents), sum(points_cents), group_concat(fragrance_id || size, ',') from order_items`),
      refunds: await one(target, sql`select count(*), sum(amount_cents), sum(created_at) from refunds`),
      points: await one(target, sql`select count(*), sum(delta) from reward_points`),
    });
    const again = await generated(SEED);
    expect(await fingerprint(again.db)).toEqual(await fingerprint(db));
    const other = await generated(SEED + 1);
    expect((await fingerprint(other.db)).orders).not.toEqual((await fingerprint(db)).orders);
  });
});
