import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { MAX_LINE_QUANTITY, QUANTITY_SUM_MESSAGE } from "../lib/cart-totals";
import { formatCents } from "../lib/money";
import type { OrderLine } from "./order.server";

export type RequestedItem = { fragranceId?: number; name: string; quantity: number; price: number };

export type PricingFailure = {
  ok: false;
  /** unknown: no such fragrance; price: the claimed price is not ours; quantity: a fragrance's lines sum past the limit. */
  reason: "unknown" | "price" | "quantity";
  message: string;
  errors: Record<string, string[]>;
};

/**
 * Maps requested items to catalogue fragrances (by id, else by exact name) and
 * checks each claimed price against the database. Lines of one fragrance
 * merge into one, and the per-line quantity limit applies to that sum (the
 * only place this rule is checked: lines named by id and by name only meet
 * here). The lines returned carry the database's names and prices, never the
 * client's.
 */
export async function priceRequestedItems({
  db,
  items,
}: {
  db: Db;
  items: readonly RequestedItem[];
}): Promise<{ ok: true; lines: OrderLine[] } | PricingFailure> {
  const ids = items.flatMap((item) => (item.fragranceId ? [item.fragranceId] : []));
  const names = items.flatMap((item) => (item.fragranceId ? [] : [item.name.trim().toLowerCase()]));
  const columns = { id: fragrances.id, name: fragrances.name, price: fragrances.price };
  const [byId, byName] = await Promise.all([
    ids.length ? db.select(columns).from(fragrances).where(inArray(fragrances.id, ids)) : [],
    names.length ? db.select(columns).from(fragrances).where(inArray(sql`lower(${fragrances.name})`, names)) : [],
  ]);
  const lines = new Map<number, OrderLine>();
  const firstIndex = new Map<number, number>();
  for (const [index, item] of items.entries()) {
    const found = item.fragranceId
      ? byId.find((row) => row.id === item.fragranceId)
      : byName.find((row) => row.name.toLowerCase() === item.name.trim().toLowerCase());
    const key = `orderDetails.items.${index}`;
    if (!found) {
      const message = `Unknown fragrance: ${item.fragranceId ? `id ${item.fragranceId}` : item.name}.`;
      return { ok: false, reason: "unknown", message, errors: { [key]: [message] } };
    }
    if (item.price !== found.price) {
      const message = `The price of ${found.name} is ${found.price} cents (${formatCents(found.price)}), not ${item.price}.`;
      return { ok: false, reason: "price", message, errors: { [`${key}.price`]: [message] } };
    }
    if (!firstIndex.has(found.id)) firstIndex.set(found.id, index);
    const existing = lines.get(found.id);
    lines.set(found.id, {
      fragranceId: found.id,
      name: found.name,
      unitPriceCents: found.price,
      quantity: (existing?.quantity ?? 0) + item.quantity,
    });
  }
  const over = [...lines.values()].filter((line) => line.quantity > MAX_LINE_QUANTITY);
  if (over.length) {
    // The list as a whole, and the first line of each fragrance that is over.
    const errors: Record<string, string[]> = { "orderDetails.items": [QUANTITY_SUM_MESSAGE] };
    for (const line of over) errors[`orderDetails.items.${firstIndex.get(line.fragranceId)}.quantity`] = [QUANTITY_SUM_MESSAGE];
    return { ok: false, reason: "quantity", message: QUANTITY_SUM_MESSAGE, errors };
  }
  return { ok: true, lines: [...lines.values()] };
}
