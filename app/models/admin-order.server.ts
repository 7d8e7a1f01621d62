import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, orders } from "../../db/schema";

// Read-only order records for the admin panel; orders are written by checkout.

export async function listOrdersForAdmin({ db, page, pageSize }: { db: Db; page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        totalCents: orders.totalCents,
        status: orders.status,
        itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`,
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .groupBy(orders.id)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(orders).get(),
  ]);
  return { orders: rows, total: total?.value ?? 0 };
}

export async function getOrderForAdmin({ db, orderId }: { db: Db; orderId: number }) {
  const order = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
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
      discountCents: orders.discountCents,
      discountCode: orders.discountCode,
      totalCents: orders.totalCents,
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
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { ...order, items };
}
