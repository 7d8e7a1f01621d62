// A realistic shop history for `npm run bench:dashboard` and the tests that
// check the dashboard's figures at scale: orders over two years with their
// lines, discounts, points, refunds, customers and accounts (the rows are
// planned in scripts/dashboard-orders-plan.ts). Built in memory, then written
// with multi-row inserts, a batch of statements at a time: 100,000 orders take
// seconds where one insert per row would take minutes.
import { sql } from "drizzle-orm";
import { runBatch, type BatchStatements, type Db } from "../db/client";
import { sqlLiteral } from "../db/sql-literal";
import { planDashboardOrders, type CatalogueItem, type PlannedOrder } from "./dashboard-orders-plan";
import { seededRandom } from "./seeded-random";

export type DashboardOrdersOptions = {
  /** Orders to place (default 100,000). */
  count?: number;
  /** The generated history ends just before this instant (ms), e.g. the bench's "now". */
  end: number;
  years?: number;
  seed: number;
  /** Distinct customers by e-mail (default count / 5: 20,000 for 100,000 orders). */
  customers?: number;
};

export type DashboardOrdersResult = {
  orders: number;
  orderItems: number;
  customers: number;
  users: number;
  refunds: number;
  rewardPoints: number;
  /** Milliseconds spent building the rows and writing them (with `analyze`). */
  planMs: number;
  insertMs: number;
};

// 500 rows of the widest table (orders) is ~150 kB of SQL; 40 statements are one batch (one transaction).
const ROWS_PER_STATEMENT = 500;
const STATEMENTS_PER_BATCH = 40;

const FIRST_NAMES = ["Ada", "Ben", "Chloé", "Dev", "Elena", "Farah", "Gus", "Hana", "Iker", "June", "Kofi", "Lena", "Mateo", "Noor", "Otto", "Priya"];
const LAST_NAMES = ["Alvarez", "Brooks", "Chen", "Diallo", "Evans", "Fischer", "García", "Haddad", "Ito", "Jensen", "Kowalski", "Larsen", "Moreau", "Nguyen"];
const PLACES = [
  ["Denver", "CO", "80202"],
  ["Boulder", "CO", "80302"],
  ["Austin", "TX", "78701"],
  ["Portland", "OR", "97205"],
  ["Brooklyn", "NY", "11201"],
  ["Chicago", "IL", "60607"],
  ["Seattle", "WA", "98101"],
  ["Phoenix", "AZ", "85004"],
  ["Atlanta", "GA", "30303"],
  ["Salt Lake City", "UT", "84101"],
] as const;
const CARDS = [
  ["visa", "4242"],
  ["mastercard", "5454"],
  ["amex", "0005"],
] as const;

/** Writes `rows` into `table`, ROWS_PER_STATEMENT to an insert, STATEMENTS_PER_BATCH inserts to a batch. */
async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly unknown[][]) {
  const statements: string[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    const values = rows.slice(at, at + ROWS_PER_STATEMENT).map((row) => `(${row.map(sqlLiteral).join(",")})`);
    statements.push(`insert into ${table} (${columns.join(", ")}) values ${values.join(",")}`);
  }
  for (let at = 0; at < statements.length; at += STATEMENTS_PER_BATCH) {
    const items = statements.slice(at, at + STATEMENTS_PER_BATCH).map((text) => db.run(sql.raw(text)));
    await runBatch(db, items as unknown as BatchStatements);
  }
}

function customerEmail(customer: number) {
  return `customer${customer}@example.com`;
}

function orderRow(order: PlannedOrder, id: number, publicId: string, userId: number | null, seed: number) {
  const [city, state, zip] = PLACES[order.customer % PLACES.length]!;
  const paid = order.status !== "pending";
  const [brand, last4] = CARDS[order.customer % CARDS.length]!;
  const sent = order.status === "shipped" || order.status === "delivered";
  const name = `${FIRST_NAMES[order.customer % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(order.customer / FIRST_NAMES.length) % LAST_NAMES.length]}`;
  return [
    id, publicId, `dashboard-${seed}-${order.index}`, userId, name, customerEmail(order.customer),
    `${100 + (order.customer % 900)} Main St`, city, state, zip, "US",
    order.subtotalCents, order.shippingCents, order.discountCents, order.pointsCents, order.totalCents, order.discountCode, order.status,
    paid ? "stripe" : null, paid ? `pi_generated_${id}` : null, paid ? brand : null, paid ? last4 : null,
    sent ? `1Z${String(id).padStart(12, "0")}` : null, order.shippingMethod, order.deliveredAt, order.createdAt, order.statusChangedAt,
  ];
}

/**
 * Generates a shop's last `years` (default 2) before `end` into `db`, a
 * fresh database with the seeded catalogue (setupDatabase with seed: true):
 * the same seed gives the same rows. Ids continue after any existing rows.
 */
export async function insertDashboardOrders(db: Db, { count = 100_000, end, years = 2, seed, customers }: DashboardOrdersOptions): Promise<DashboardOrdersResult> {
  const started = performance.now();
  const catalogue = (
    await db.all<{ id: number; name: string; price: number; sample_price_cents: number; samples_offered: number }>(
      sql`select id, name, price, sample_price_cents, samples_offered from fragrances order by id`,
    )
  ).map((row): CatalogueItem => ({ id: row.id, name: row.name, price: row.price, samplePriceCents: row.sample_price_cents, samplesOffered: Boolean(row.samples_offered) }));
  if (catalogue.length === 0) throw new Error("insertDashboardOrders needs the catalogue: set the database up with seed: true");
  const plan = planDashboardOrders({ catalogue, count, end, years, seed, customers });
  const [{ orderBase, userBase }] = await db.all<{ orderBase: number; userBase: number }>(
    sql`select (select coalesce(max(id), 0) from orders) as orderBase, (select coalesce(max(id), 0) from users) as userBase`,
  ) as [{ orderBase: number; userBase: number }];
  // Order numbers are the public id's first 8 hex digits: random ones, as checkout's; the index at the end keeps them unique.
  const hexRandom = seededRandom(seed ^ 0x5eed);
  const hex = () => Math.floor(hexRandom() * 2 ** 32).toString(16).padStart(8, "0");
  const publicIds = plan.orders.map((order) => `${hex()}${hex()}${hex()}${order.index.toString(16).padStart(8, "0")}`);
  const userId = (user: number) => userBase + 1 + user;
  const orderId = (order: number) => orderBase + 1 + order;
  const planned = performance.now();

  // Not a password hash: these customers never sign in, and "!" matches no password.
  await insertRows(db, "users", ["id", "email", "password_hash", "role", "created_at", "updated_at"],
    plan.users.map((user, at) => [userId(at), customerEmail(user.customer), "!", "customer", user.createdAt, user.createdAt]));
  await insertRows(db, "reward_members", ["user_id", "joined_at"],
    plan.users.flatMap((user, at) => (user.member ? [[userId(at), user.createdAt]] : [])));
  await insertRows(db, "orders",
    ["id", "public_id", "idempotency_key", "user_id", "customer_name", "customer_email", "shipping_address", "shipping_city", "shipping_state", "shipping_zip", "shipping_country",
      "subtotal_cents", "shipping_cents", "discount_cents", "points_cents", "total_cents", "discount_code", "status",
      "payment_provider", "payment_reference", "card_brand", "card_last4", "tracking_number", "shipping_method", "delivered_at", "created_at", "status_changed_at"],
    plan.orders.map((order) => orderRow(order, orderId(order.index), publicIds[order.index]!, order.user === null ? null : userId(order.user), seed)));
  await insertRows(db, "order_items", ["order_id", "fragrance_id", "name", "unit_price_cents", "quantity", "size", "discount_cents", "points_cents"],
    plan.orders.flatMap((order) => order.lines.map((line) => [orderId(order.index), line.fragranceId, line.name, line.unitPriceCents, line.quantity, line.size, line.discountCents, line.pointsCents])));
  const refunded = plan.orders.filter((order) => order.refund !== null);
  await insertRows(db, "refunds", ["order_id", "idempotency_key", "amount_cents", "kind", "status", "provider_reference", "created_at", "settled_at"],
    refunded.map((order) => [orderId(order.index), `refund-dashboard-${seed}-${order.index}`, order.refund!.amountCents, order.refund!.kind, "succeeded", `re_generated_${order.index}`, order.refund!.createdAt, order.refund!.createdAt]));
  // In the order planned: a spend never comes before the points it spends (the balance's CHECK).
  await insertRows(db, "reward_points", ["user_id", "delta", "kind", "key", "order_id", "created_at"],
    plan.points.map((row) => [userId(row.user), row.delta, row.kind, row.kind === "earned" ? `order-${orderId(row.order)}-earned` : `order-${publicIds[row.order]}-spent`, orderId(row.order), row.createdAt]));
  await db.run(sql`analyze`);

  return {
    orders: plan.orders.length,
    orderItems: plan.orders.reduce((sum, order) => sum + order.lines.length, 0),
    customers: plan.customers,
    users: plan.users.length,
    refunds: refunded.length,
    rewardPoints: plan.points.length,
    planMs: planned - started,
    insertMs: performance.now() - planned,
  };
}
