import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";

// An order's entries with its tax provider (issue 39): the calculation that
// priced its tax (Stripe Tax's taxcalc_…) and the transaction that recorded
// the sale once it was paid (tax_…), which its refunds reverse.

export async function getOrderTaxBooks({ db, orderId }: { db: Db; orderId: number }) {
  const row = await db
    .select({
      id: orders.id,
      publicId: orders.publicId,
      status: orders.status,
      taxProvider: orders.taxProvider,
      taxCalculation: orders.taxCalculation,
      taxTransaction: orders.taxTransaction,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  return row ?? null;
}

/** Keeps the sale's transaction; the first one recorded stays (the provider answers the same one when asked again). */
export async function setTaxTransaction({ db, orderId, reference }: { db: Db; orderId: number; reference: string }) {
  await db
    .update(orders)
    .set({ taxTransaction: reference })
    .where(and(eq(orders.id, orderId), isNull(orders.taxTransaction)));
}
