import { asc, eq, inArray, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { databaseErrorText } from "../../db/errors";
import { sizedLineName } from "./order.server";
import { fragrances, orderItems, orders, returnRequestItems, returnRequests } from "../../db/schema";
import type { ReturnReason, ReturnRequestStatus } from "../lib/returns";
import { queueEmail, type OutgoingEmail } from "./email-outbox.server";

// Shoppers' return and exchange requests: what an order's returns page reads
// (the order's lines with their ids, the requests made so far) and the one
// write that stores a request with its lines and its e-mail.

/** An order with what returns need: its lines by id, its totals and when it was delivered. */
export async function getOrderForReturns({ db, publicId }: { db: Db; publicId: string }) {
  if (!/^[0-9a-f]{32}$/.test(publicId)) return null;
  const order = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      userId: orders.userId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      status: orders.status,
      deliveredAt: orders.deliveredAt,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .get();
  if (!order) return null;
  const lines = await db
    .select({
      orderItemId: orderItems.id,
      fragranceId: orderItems.fragranceId,
      name: sizedLineName,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { ...order, lines };
}

export type StoredReturnRequest = {
  id: number;
  number: string;
  status: ReturnRequestStatus;
  reason: ReturnReason;
  note: string | null;
  /** Why an admin rejected it. */
  decisionNote: string | null;
  createdAt: Date;
  items: { orderItemId: number; name: string; quantity: number; refundCents: number; exchangeFragranceName: string | null }[];
};

/** An order's requests, oldest first, each with its lines (names from the order's snapshot). */
export async function listReturnRequests({ db, orderId }: { db: Db; orderId: number }): Promise<StoredReturnRequest[]> {
  const requests = await db
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      status: returnRequests.status,
      reason: returnRequests.reason,
      note: returnRequests.note,
      decisionNote: returnRequests.decisionNote,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.id));
  if (requests.length === 0) return [];
  const items = await db
    .select({
      requestId: returnRequestItems.requestId,
      orderItemId: returnRequestItems.orderItemId,
      name: sizedLineName,
      quantity: returnRequestItems.quantity,
      refundCents: returnRequestItems.refundCents,
      exchangeFragranceName: fragrances.name,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .leftJoin(fragrances, eq(fragrances.id, returnRequestItems.exchangeFragranceId))
    .where(
      inArray(
        returnRequestItems.requestId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(returnRequestItems.id));
  return requests.map((request) => ({
    ...request,
    items: items.filter((item) => item.requestId === request.id).map(({ requestId: _, ...item }) => item),
  }));
}

/** The fragrances an exchange may send instead, by name. */
export async function listExchangeFragrances({ db }: { db: Db }) {
  return db.select({ id: fragrances.id, name: fragrances.name }).from(fragrances).orderBy(asc(fragrances.name));
}

/** Those of `ids` that name a fragrance, with their names. */
export async function findFragranceNames({ db, ids }: { db: Db; ids: readonly number[] }) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: fragrances.id, name: fragrances.name }).from(fragrances).where(inArray(fragrances.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type NewReturnRequest = {
  number: string;
  orderId: number;
  reason: ReturnReason;
  note: string | null;
  items: readonly { orderItemId: number; quantity: number; refundCents: number; exchangeFragranceId: number | null }[];
};

function isNumberTaken(error: unknown) {
  const text = databaseErrorText(error);
  return text.includes("UNIQUE") && text.includes("return_requests.order_id");
}

/**
 * The request, its lines and the shopper's e-mail in one batch: all or
 * nothing. "number-taken" when another request of the same order took the
 * number first: the caller's view of the order is stale and it checks again.
 */
export async function createReturnRequest({
  db,
  request,
  email,
}: {
  db: Db;
  request: NewReturnRequest;
  email: OutgoingEmail;
}): Promise<{ ok: true } | { ok: false; reason: "number-taken" }> {
  // The new request's id, looked up inside the batch by its unique number.
  const requestId = sql`(select ${returnRequests.id} from ${returnRequests} where ${returnRequests.orderId} = ${request.orderId} and ${returnRequests.number} = ${request.number})`;
  try {
    await runBatch(db, [
      db.insert(returnRequests).values({ number: request.number, orderId: request.orderId, reason: request.reason, note: request.note }),
      ...request.items.map((item) =>
        db.insert(returnRequestItems).values({
          requestId,
          orderItemId: item.orderItemId,
          quantity: item.quantity,
          refundCents: item.refundCents,
          exchangeFragranceId: item.exchangeFragranceId,
        }),
      ),
      queueEmail(db, email),
    ]);
    return { ok: true };
  } catch (error) {
    if (isNumberTaken(error)) return { ok: false, reason: "number-taken" };
    throw error;
  }
}

/** The latest request's status per order, for the shopper's order history. */
export async function latestReturnStatuses({ db, orderIds }: { db: Db; orderIds: readonly number[] }) {
  const statuses = new Map<number, ReturnRequestStatus>();
  if (orderIds.length === 0) return statuses;
  const rows = await db
    .select({ orderId: returnRequests.orderId, status: returnRequests.status })
    .from(returnRequests)
    .where(inArray(returnRequests.orderId, [...orderIds]))
    .orderBy(asc(returnRequests.id));
  for (const row of rows) statuses.set(row.orderId, row.status);
  return statuses;
}
