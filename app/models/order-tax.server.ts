import { and, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import type { TaxRate } from "~/lib/order-tax.server";

/**
 * The sales tax of the orders a list shows without their lines (the account's
 * history): each taxed order's tax and the rates and places its lines were
 * taxed at, one entry per distinct pair, for its label. An order without tax
 * is not in the map.
 */
export async function orderTaxSummaries({ db, orderIds }: { db: Db; orderIds: readonly number[] }) {
  const summaries = new Map<number, { taxCents: number; rates: TaxRate[] }>();
  if (orderIds.length === 0) return summaries;
  const rows = await db
    .selectDistinct({ orderId: orders.id, taxCents: orders.taxCents, ratePpm: orderItems.taxRatePpm, jurisdiction: orderItems.taxJurisdiction })
    .from(orders)
    // Left: an order's tax is listed even if no line of it names a rate.
    .leftJoin(orderItems, and(eq(orderItems.orderId, orders.id), gt(orderItems.taxRatePpm, 0)))
    .where(and(inArray(orders.id, [...orderIds]), gt(orders.taxCents, 0)))
    .all();
  for (const { orderId, taxCents, ratePpm, jurisdiction } of rows) {
    const summary = summaries.get(orderId) ?? { taxCents, rates: [] };
    if (ratePpm !== null) summary.rates.push({ ratePpm, jurisdiction });
    summaries.set(orderId, summary);
  }
  return summaries;
}
