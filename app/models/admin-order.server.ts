import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, orderItems, orders, refunds } from "../../db/schema";
import { PARTIALLY_REFUNDED, type OrderSearch, type OrderSort } from "~/lib/order-search-schema";
import type { OrderAction, OrderStatus } from "~/lib/order-status";
import { queueEmail, type OutgoingEmail } from "./email-outbox.server";
import { orderTotalCents } from "./order-amounts.server";
import { releasePromotionStatement } from "./promotion.server";
import { giveBackSpentPointsStatement, reverseEarnedPointsStatement } from "./reward.server";
import { releaseOrderStockStatement } from "./stock.server";

// Order records for the admin panel: the searchable list, one order, and the
// status changes of fulfilment. Orders themselves are written by checkout.

/**
 * The WHERE of the orders list. A status filter is served by the
 * orders(status, created_at) index and a date range by orders(created_at),
 * both already in the list's newest-first order; an order number seeks the
 * primary key or the public id's unique index (a prefix is a range on it).
 * The e-mail is matched anywhere in the address regardless of case, which no
 * B-tree index can seek: it is tested on every entry of the narrow
 * orders(customer_email, created_at) index instead of every table row
 * (decision 0028 has the timings at 10,000 orders).
 */
function orderSearchWhere(search: OrderSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search.publicIdPrefix !== undefined) {
    // Hex digits only, so every public id starting with the prefix sorts below prefix + "g".
    const prefix = and(gte(orders.publicId, search.publicIdPrefix), lt(orders.publicId, `${search.publicIdPrefix}g`));
    conditions.push(search.id !== undefined ? or(eq(orders.id, search.id), prefix) : prefix);
  } else if (search.id !== undefined) {
    conditions.push(eq(orders.id, search.id));
  }
  if (search.emailContains) {
    // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB
    // pattern too complex"), so a long typed address answered 500 on Workers;
    // instr takes the typed text as it is (no % or _ to escape). The text is
    // lower-cased already, the address here, for any case it was stored in.
    // Matched on the narrow orders(customer_email, created_at) index alone (a
    // covering scan), not row by row through the table in date order.
    conditions.push(sql`${orders.id} in (select id from orders where instr(lower(customer_email), ${search.emailContains}) > 0)`);
  }
  if (search.status === PARTIALLY_REFUNDED) {
    conditions.push(inArray(orders.status, ["paid", "shipped", "delivered"]));
    conditions.push(sql`exists (select 1 from ${refunds} where ${refunds.orderId} = "orders"."id" and ${refunds.status} = 'succeeded')`);
  } else if (search.status) conditions.push(eq(orders.status, search.status));
  // Instants, not days: parseOrderSearch has already turned the admin's From/To
  // (the shop's calendar days) into the UTC instants of Denver's midnights.
  if (search.createdFrom !== undefined) conditions.push(gte(orders.createdAt, new Date(search.createdFrom)));
  if (search.createdBefore !== undefined) conditions.push(lt(orders.createdAt, new Date(search.createdBefore)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * One page of orders matching the search, newest first (or oldest first: the
 * dashboard's "not yet shipped"), and how many match in all. The same indexes
 * serve both orders, read forwards or backwards.
 */
export async function listOrdersForAdmin({
  db,
  search = {},
  sort = "newest",
  page,
  pageSize,
}: {
  db: Db;
  search?: OrderSearch;
  sort?: OrderSort;
  page: number;
  pageSize: number;
}) {
  const where = orderSearchWhere(search);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: orders.id,
        publicId: orders.publicId,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        totalCents: orderTotalCents,
        status: orders.status,
        // Counted for the page's rows only, not grouped over the whole table. The
        // outer id is spelled out: drizzle leaves columns of a one-table query
        // unqualified, and a bare "id" here would be order_items.id.
        itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = "orders"."id")`,
        refundedCents: sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.orderId} = "orders"."id" and ${refunds.status} = 'succeeded')`,
      })
      .from(orders)
      .where(where)
      .orderBy(...(sort === "oldest" ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(orders).where(where).get(),
  ]);
  return { orders: rows, total: total?.value ?? 0 };
}

/** A refund the provider has made, recorded with the status change that caused it. */
export type SettledRefund = { amountCents: number; idempotencyKey: string; reference: string; kind: "order" | "cancel" };

export type OrderStatusChange = {
  orderId: number;
  userId: number;
  action: OrderAction;
  from: OrderStatus;
  to: OrderStatus;
  /** Only for "ship": stored on the order (null clears nothing, it means none was given). */
  trackingNumber?: string | null;
  /** The money the provider gave back: a row of the refunds ledger, its reference in the audit row. */
  refund?: SettledRefund;
  /** The shipping notice, queued with the change. */
  email?: OutgoingEmail;
};

/**
 * Moves an order from `from` to `to` in one batch: the order row, its audit
 * row and (when shipping) the e-mail land together or not at all. The status
 * is written only if it is still `from`: otherwise the CASE yields NULL, the
 * NOT NULL constraint refuses it and the whole batch rolls back, so of two
 * admins pressing at once exactly one moves the order and the other gets
 * "changed" (D1 has no transactions to read-then-write in).
 */
export async function changeOrderStatus({ db, change }: { db: Db; change: OrderStatusChange }): Promise<{ ok: true } | { ok: false; reason: "changed" }> {
  const now = new Date();
  const { orderId, from, to } = change;
  const details: Record<string, unknown> = { from, to };
  if (change.trackingNumber) details.trackingNumber = change.trackingNumber;
  if (change.refund) details.refundReference = change.refund.reference;
  try {
    await runBatch(db, [
      db
        .update(orders)
        .set({
          status: sql`case when ${orders.status} = ${from} then ${to} end`,
          statusChangedAt: now,
          ...(to === "shipped" ? { trackingNumber: change.trackingNumber ?? null } : {}),
          // The return and exchange windows count from this day (app/lib/returns.ts).
          ...(to === "delivered" ? { deliveredAt: now } : {}),
        })
        .where(eq(orders.id, orderId)),
      db.insert(auditLog).values({ userId: change.userId, action: change.action, entity: "order", entityId: String(orderId), details, createdAt: now }),
      ...(change.email ? [queueEmail(db, change.email)] : []),
      // An order cancelled, or refunded before it shipped, gives its stock back, once.
      ...(to === "cancelled" || (to === "refunded" && (from === "paid" || from === "pending"))
        ? [releaseOrderStockStatement(db, orderId, sql`(select ${orders.status} from ${orders} where ${orders.id} = ${orderId}) = ${to}`)]
        : []),
      // An order cancelled or fully refunded gives its code's use and the points it spent back (decisions 0051, 0052).
      ...(to === "cancelled" || to === "refunded"
        ? [
            releasePromotionStatement(db, orderId, sql`(select ${orders.status} from ${orders} where ${orders.id} = ${orderId}) = ${to}`),
            giveBackSpentPointsStatement(db, orderId, sql`(select ${orders.status} from ${orders} where ${orders.id} = ${orderId}) = ${to}`),
          ]
        : []),
      ...(change.refund
        ? [
            db.insert(refunds).values({
              orderId,
              idempotencyKey: change.refund.idempotencyKey,
              amountCents: change.refund.amountCents,
              kind: change.refund.kind,
              status: "succeeded",
              providerReference: change.refund.reference,
              createdBy: change.userId,
              createdAt: now,
              settledAt: now,
            }),
            // The money given back takes back what it earned (after the points it spent came back, above).
            reverseEarnedPointsStatement(db, orderId, { refundKey: change.refund.idempotencyKey }),
          ]
        : []),
    ]);
  } catch (error) {
    const current = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
    if (current?.status !== from) return { ok: false, reason: "changed" };
    throw error;
  }
  return { ok: true };
}

export async function getOrderForAdmin({ db, orderId }: { db: Db; orderId: number }) {
  const order = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      createdAt: orders.createdAt,
      statusChangedAt: orders.statusChangedAt,
      trackingNumber: orders.trackingNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      shippingAddress: orders.shippingAddress,
      shippingCity: orders.shippingCity,
      shippingState: orders.shippingState,
      shippingZip: orders.shippingZip,
      shippingCountry: orders.shippingCountry,
      notes: orders.notes,
      subtotalCents: orders.subtotalCents,
      shippingCents: orders.shippingCents,
      shippingMethod: orders.shippingMethod,
      deliveryEarliest: orders.deliveryEarliest,
      deliveryLatest: orders.deliveryLatest,
      discountCents: orders.discountCents,
      pointsCents: orders.pointsCents,
      discountCode: orders.discountCode,
      totalCents: orderTotalCents,
      taxCents: orders.taxCents,
      shippingTaxCents: orders.shippingTaxCents,
      status: orders.status,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentReference,
      cardBrand: orders.cardBrand,
      cardLast4: orders.cardLast4,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!order) return null;
  const items = await db
    .select({
      id: orderItems.id,
      fragranceId: orderItems.fragranceId,
      name: orderItems.name,
      size: orderItems.size,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      taxCents: orderItems.taxCents,
      taxRatePpm: orderItems.taxRatePpm,
      taxJurisdiction: orderItems.taxJurisdiction,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { ...order, items };
}

/** An order's public id by its admin id (a replacement order linked from its return request). */
export async function getOrderPublicIdById({ db, orderId }: { db: Db; orderId: number }): Promise<string | null> {
  const row = await db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.id, orderId)).get();
  return row?.publicId ?? null;
}
