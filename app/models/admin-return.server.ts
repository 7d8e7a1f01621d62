import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { sizedLineName } from "./order.server";
import { auditLog, fragrances, orderItems, orders, returnRequestItems, returnRequests } from "../../db/schema";
import type { ReturnAction } from "../lib/return-actions";
import type { ReturnRequestStatus } from "../lib/returns";
import { queueEmail, type OutgoingEmail } from "./email-outbox.server";
import { restockReturnStatement } from "./stock.server";

// Return requests as an admin handles them (decision 0049): the list with its
// filters, one request with its order and lines, and the one write that moves
// a request on with its audit row and its e-mail.

export type ReturnSearch = { status?: ReturnRequestStatus; query?: string };

function returnSearchWhere({ status, query }: ReturnSearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(returnRequests.status, status));
  if (query) {
    // Prefixes compared with substr, not LIKE: D1 refuses LIKE patterns over 50 bytes.
    const length = query.length;
    conditions.push(
      or(
        sql`instr(lower(${orders.customerEmail}), ${query.toLowerCase()}) > 0`,
        sql`substr(${orders.publicId}, 1, ${length}) = ${query.toLowerCase()}`,
        sql`substr(${returnRequests.number}, 1, ${length}) = ${query.toUpperCase()}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Oldest waiting first would hide new ones behind a backlog: newest first, as the orders list. */
export async function listReturnsForAdmin({ db, search, page, pageSize }: { db: Db; search: ReturnSearch; page: number; pageSize: number }) {
  const where = returnSearchWhere(search);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: returnRequests.id,
        number: returnRequests.number,
        status: returnRequests.status,
        reason: returnRequests.reason,
        createdAt: returnRequests.createdAt,
        orderId: orders.id,
        orderPublicId: orders.publicId,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        units: sql<number>`(select coalesce(sum(${returnRequestItems.quantity}), 0) from ${returnRequestItems} where ${returnRequestItems.requestId} = ${returnRequests.id})`,
        valueCents: sql<number>`(select coalesce(sum(${returnRequestItems.refundCents}), 0) from ${returnRequestItems} where ${returnRequestItems.requestId} = ${returnRequests.id})`,
      })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(returnRequests).innerJoin(orders, eq(orders.id, returnRequests.orderId)).where(where).get(),
  ]);
  return { requests: rows, total: total?.value ?? 0 };
}

/** One request with what handling it needs: its order (address, payment) and its lines with their replacements. */
export async function getReturnForAdmin({ db, requestId }: { db: Db; requestId: number }) {
  const request = await db
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      status: returnRequests.status,
      reason: returnRequests.reason,
      note: returnRequests.note,
      decisionNote: returnRequests.decisionNote,
      createdAt: returnRequests.createdAt,
      statusChangedAt: returnRequests.statusChangedAt,
      exchangeOrderId: returnRequests.exchangeOrderId,
      orderId: orders.id,
      orderPublicId: orders.publicId,
      orderStatus: orders.status,
      userId: orders.userId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      shippingAddress: orders.shippingAddress,
      shippingCity: orders.shippingCity,
      shippingState: orders.shippingState,
      shippingZip: orders.shippingZip,
      shippingCountry: orders.shippingCountry,
      deliveredAt: orders.deliveredAt,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, requestId))
    .get();
  if (!request) return null;
  const items = await db
    .select({
      orderItemId: returnRequestItems.orderItemId,
      name: sizedLineName,
      fragranceId: orderItems.fragranceId,
      size: orderItems.size,
      quantity: returnRequestItems.quantity,
      refundCents: returnRequestItems.refundCents,
      exchangeFragranceId: returnRequestItems.exchangeFragranceId,
      exchangeFragranceName: fragrances.name,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .leftJoin(fragrances, eq(fragrances.id, returnRequestItems.exchangeFragranceId))
    .where(eq(returnRequestItems.requestId, requestId))
    .orderBy(asc(returnRequestItems.id));
  return { ...request, items };
}

export type AdminReturn = NonNullable<Awaited<ReturnType<typeof getReturnForAdmin>>>;

export type ReturnStatusChange = {
  requestId: number;
  adminId: number;
  action: ReturnAction;
  from: ReturnRequestStatus;
  to: ReturnRequestStatus;
  decisionNote?: string;
  /** The exchange's replacement order, looked up by its idempotency key inside the batch. */
  exchangeOrderKey?: string;
  /** The request's number ("3F9A01BC-R1"), which the Activity view shows beside its id. */
  number: string;
  details?: Record<string, unknown>;
  email?: OutgoingEmail;
};

/**
 * Moves a request from `from` to `to` with its audit row and e-mail (and, when
 * unopened items are received, their stock back on the shelf), all in one
 * batch. The status is written only if it is still `from`: otherwise the CASE
 * yields NULL, NOT NULL refuses it and the batch rolls back, so of two admins
 * pressing at once one moves the request and the other gets "changed".
 */
export async function changeReturnStatus({ db, change }: { db: Db; change: ReturnStatusChange }): Promise<{ ok: true } | { ok: false; reason: "changed" }> {
  const now = new Date();
  const { requestId, from, to } = change;
  try {
    await runBatch(db, [
      db
        .update(returnRequests)
        .set({
          status: sql`case when ${returnRequests.status} = ${from} then ${to} end`,
          statusChangedAt: now,
          ...(change.decisionNote ? { decisionNote: change.decisionNote } : {}),
          ...(change.exchangeOrderKey
            ? { exchangeOrderId: sql`(select ${orders.id} from ${orders} where ${orders.idempotencyKey} = ${change.exchangeOrderKey})` }
            : {}),
        })
        .where(eq(returnRequests.id, requestId)),
      db.insert(auditLog).values({
        userId: change.adminId,
        action: change.action,
        entity: "return",
        entityId: String(requestId),
        details: { name: change.number, from, to, ...change.details },
        createdAt: now,
      }),
      ...(change.email ? [queueEmail(db, change.email)] : []),
      // Unopened bottles received go back on the shelf (the statement checks the reason and the new status).
      ...(to === "received" ? [restockReturnStatement(db, requestId)] : []),
    ]);
  } catch (error) {
    const current = await db.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, requestId)).get();
    if (current?.status !== from) return { ok: false, reason: "changed" };
    throw error;
  }
  return { ok: true };
}
