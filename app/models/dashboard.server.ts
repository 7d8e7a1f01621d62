import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SALE_STATUSES } from "~/lib/order-status";
import type { OffsetSegment } from "~/lib/shop-day-buckets";

// The dashboard's sums, straight from the order rows (decision 0056: at
// 100,000 orders they answer in time without kept daily figures). A period
// is [start, end) in UTC milliseconds; its days are the shop's, grouped in
// SQL by adding the zone's offset (one CASE branch per DST stretch).

/** `alias.status in ('paid', …)`: the order is a sale (SALE_STATUSES, fixed words, so written in). */
const sales = (alias: string) => sql.raw(`${alias}.status in (${SALE_STATUSES.map((status) => `'${status}'`).join(", ")})`);

export type Range = { start: number; end: number; segments: readonly OffsetSegment[] };

/**
 * A whole number written into the statement: a bound JavaScript number
 * arrives as a REAL, which turns the day's division into a fraction (and the
 * GROUP BY into one group per order: 20 times slower at a year of orders).
 */
function integer(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return sql.raw(String(value));
}

/** The shop's epoch day of a millisecond column, over a range's DST stretches. */
function shopDayOf(column: SQL, segments: readonly OffsetSegment[]): SQL {
  const [first, ...rest] = segments;
  if (!first) throw new Error("a range has at least one stretch");
  if (rest.length === 0) return sql`((${column} + ${integer(first.offsetMs)}) / 86400000)`;
  const branches = segments.slice(0, -1).map((segment) => sql`when ${column} < ${integer(segment.to)} then ${integer(segment.offsetMs)}`);
  return sql`((${column} + case ${sql.join(branches, sql` `)} else ${integer(segments.at(-1)!.offsetMs)} end) / 86400000)`;
}

export type DailySalesRow = {
  day: number;
  orders: number;
  gross_cents: number;
  shipping_cents: number;
  discount_cents: number;
  points_cents: number;
};

/** Per shop day: the sales orders placed, their totals, shipping, discounts (points apart). */
export function dailySales(db: Db, range: Range) {
  const day = shopDayOf(sql.raw("created_at"), range.segments);
  return db.all<DailySalesRow>(sql`
    select ${day} as day, count(*) as orders, sum(total_cents) as gross_cents, sum(shipping_cents) as shipping_cents,
      sum(discount_cents - points_cents) as discount_cents, sum(points_cents) as points_cents
    from orders
    where created_at >= ${range.start} and created_at < ${range.end} and ${sales("orders")}
    group by day`);
}

/** Per shop day of the order: what its refunds gave back (settled ones only). */
export function dailyRefunds(db: Db, range: Range) {
  const day = shopDayOf(sql.raw("o.created_at"), range.segments);
  return db.all<{ day: number; refunded_cents: number }>(sql`
    select ${day} as day, sum(r.amount_cents - r.tax_cents) as refunded_cents
    from refunds r join orders o on o.id = r.order_id
    where r.status = 'succeeded' and o.created_at >= ${range.start} and o.created_at < ${range.end}
      and ${sales("o")}
    group by day`);
}

export type FragranceSalesRow = { fragrance_id: number | null; size: string; units: number; revenue_cents: number };

/**
 * Units and takings (after the line's discount) per fragrance and size over
 * the range's sales. No name: the lines' index holds every other column read
 * here, and the names come from the catalogue (a removed one's lines have none).
 */
export function fragranceSales(db: Db, range: Range) {
  return db.all<FragranceSalesRow>(sql`
    select i.fragrance_id, i.size, sum(i.quantity) as units, sum(i.unit_price_cents * i.quantity - i.discount_cents) as revenue_cents
    from orders o join order_items i on i.order_id = o.id
    where o.created_at >= ${range.start} and o.created_at < ${range.end} and ${sales("o")}
    group by i.fragrance_id, i.size`);
}

/**
 * Units sold per size over the range's sales, without the per-fragrance
 * grouping (the previous period needs only these: a year in 18 ms, not 60).
 */
export async function unitsSold(db: Db, range: Range) {
  const [row] = await db.all<{ ten: number | null; two: number | null }>(sql`
    select sum(case when i.size = '10ml' then i.quantity else 0 end) as ten, sum(case when i.size = '2ml' then i.quantity else 0 end) as two
    from orders o join order_items i on i.order_id = o.id
    where o.created_at >= ${range.start} and o.created_at < ${range.end} and ${sales("o")}`);
  return { "10ml": row?.ten ?? 0, "2ml": row?.two ?? 0 };
}

/**
 * Customers over the range, by e-mail. A new customer's first sale falls in
 * the range: none before it. Every other order in the range is a returning
 * customer's: all of a customer seen before, all but the first of a new one.
 * One index seek per customer, not per order (decision 0056).
 */
export async function customerCounts(db: Db, range: Range) {
  const [row] = await db.all<{ orders: number | null; new_customers: number | null }>(sql`
    with customers as (
      select customer_email, count(*) as orders from orders o
      where o.created_at >= ${range.start} and o.created_at < ${range.end} and ${sales("o")}
      group by customer_email
    )
    select sum(orders) as orders, sum(1 - seen) as new_customers from (
      select orders, exists (
        select 1 from orders p where p.customer_email = customers.customer_email and ${sales("p")} and p.created_at < ${range.start}
      ) as seen
      from customers
    )`);
  const newCustomers = row?.new_customers ?? 0;
  return { returningOrders: (row?.orders ?? 0) - newCustomers, newCustomers };
}

/** Scent Rewards points earned in the range, by the ledger's own times (what refunds take back is apart). */
export async function pointsEarned(db: Db, range: Range) {
  const [row] = await db.all<{ earned: number | null }>(sql`
    select sum(delta) as earned from reward_points
    where created_at >= ${range.start} and created_at < ${range.end} and kind = 'earned'`);
  return row?.earned ?? 0;
}

export type CatalogueRow = { id: number; name: string; gender: string; top_notes: string; middle_notes: string; base_notes: string };

/** Every fragrance's name, gender and notes, to name and split sales by (120 rows). */
export function catalogueForSplits(db: Db) {
  return db.all<CatalogueRow>(sql`select id, name, gender, top_notes, middle_notes, base_notes from fragrances`);
}
