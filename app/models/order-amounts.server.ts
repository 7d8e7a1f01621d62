import { sql } from "drizzle-orm";
import { orders } from "../../db/schema";

/**
 * What the shopper was charged: the total before tax (the column the table's
 * CHECK holds to subtotal + shipping − discount) plus the sales tax (decision
 * 0058). Every query that answers an order's `totalCents` reads this.
 */
export const orderTotalCents = sql<number>`(${orders.totalBeforeTaxCents} + ${orders.taxCents})`.mapWith(Number);

/** The same sum for a row read whole (`select()`). */
export function chargedCents(order: { totalBeforeTaxCents: number; taxCents: number }): number {
  return order.totalBeforeTaxCents + order.taxCents;
}
