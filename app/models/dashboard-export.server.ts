import { and, asc, eq, gt, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, orders, refunds } from "../../db/schema";
import type { OrderFigures } from "~/lib/daily-figures-rows";
import type { ExportLine, ExportOrder } from "~/lib/order-export-rows";
import { SALE_STATUSES } from "~/lib/order-status";
import { orderTotalCents } from "./order-amounts.server";

// The dashboard's exports read the period's sales orders a page at a time,
// oldest first, by keyset (created_at, id): each page seeks on the
// orders(created_at) index just past the last order of the page before, so
// page 200 costs what page 1 does and nothing holds all the orders at once.
// Sales are the dashboard's (SALE_STATUSES); the sums are not shared with its
// SQL on purpose, so that the figures export checks the dashboard.

/** Where the previous page ended: its last order. */
export type ExportCursor = { createdAt: number; id: number };

export type ExportPageQuery = {
  db: Db;
  /** The period's instants, [start, end). */
  start: number;
  end: number;
  after: ExportCursor | null;
  limit: number;
};

function pageWhere({ start, end, after }: Pick<ExportPageQuery, "start" | "end" | "after">): SQL | undefined {
  return and(
    inArray(orders.status, [...SALE_STATUSES]),
    // The cursor's time is also a lower bound of the range, so the seek starts there, not at the period's start.
    gte(orders.createdAt, new Date(after ? Math.max(start, after.createdAt) : start)),
    lt(orders.createdAt, new Date(end)),
    after ? or(gt(orders.createdAt, new Date(after.createdAt)), and(eq(orders.createdAt, new Date(after.createdAt)), gt(orders.id, after.id))) : undefined,
  );
}

// Correlated with the outer order; drizzle leaves the columns of a one-table
// query unqualified, hence the spelled-out "orders"."id".
const refundedCents = sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.orderId} = "orders"."id" and ${refunds.status} = 'succeeded')`;
// The same less the sales tax given back: revenue is counted before tax (decision 0058).
const refundedBeforeTaxCents = sql<number>`(select coalesce(sum(${refunds.amountCents} - ${refunds.taxCents}), 0) from ${refunds} where ${refunds.orderId} = "orders"."id" and ${refunds.status} = 'succeeded')`;
// The order's tax less the tax its refunds gave back: what the figures' tax column sums.
const taxKeptCents = sql<number>`(${orders.taxCents} - (select coalesce(sum(${refunds.taxCents}), 0) from ${refunds} where ${refunds.orderId} = "orders"."id" and ${refunds.status} = 'succeeded'))`;

const unitsOf = (size: "10ml" | "2ml") =>
  sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = "orders"."id" and ${orderItems.size} = ${size})`;

function orderPage(query: ExportPageQuery) {
  return query.db.select({ id: orders.id }).from(orders).where(pageWhere(query)).orderBy(asc(orders.createdAt), asc(orders.id)).limit(query.limit);
}

/** A page of sales orders with their lines and refunds, for the orders export (two queries). */
export async function loadExportOrders(query: ExportPageQuery): Promise<ExportOrder[]> {
  const { db } = query;
  const [rows, lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        publicId: orders.publicId,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        status: orders.status,
        shippingCents: orders.shippingCents,
        discountCents: orders.discountCents,
        pointsCents: orders.pointsCents,
        shippingTaxCents: orders.shippingTaxCents,
        totalCents: orderTotalCents,
        refundedCents,
      })
      .from(orders)
      .where(pageWhere(query))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(query.limit),
    // The same page's lines, chosen by the same query as a subquery (no list
    // of ids: D1 binds at most 100 parameters to a statement).
    db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        size: orderItems.size,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
        discountCents: orderItems.discountCents,
        pointsCents: orderItems.pointsCents,
        taxCents: orderItems.taxCents,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderPage(query)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
  ]);
  const byOrder = new Map<number, ExportLine[]>();
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId);
    if (list) list.push(line);
    else byOrder.set(orderId, [line]);
  }
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime(), lines: byOrder.get(row.id) ?? [] }));
}

/** A page of sales orders' amounts, one row per order (its lines and refunds summed), for the figures export. */
export async function loadExportOrderFigures(query: ExportPageQuery): Promise<(OrderFigures & { id: number })[]> {
  const rows = await query.db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      // Revenue is counted before tax (decision 0058): tax is owed to the state.
      totalCents: orders.totalBeforeTaxCents,
      discountCents: orders.discountCents,
      pointsCents: orders.pointsCents,
      refundedCents: refundedBeforeTaxCents,
      units10ml: unitsOf("10ml"),
      units2ml: unitsOf("2ml"),
      taxCents: taxKeptCents,
    })
    .from(orders)
    .where(pageWhere(query))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(query.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
}
