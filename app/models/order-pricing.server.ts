import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { MAX_LINE_QUANTITY, QUANTITY_SUM_MESSAGE } from "../lib/cart-totals";
import { formatCents } from "../lib/money";
import { DEFAULT_SIZE, lineName, MAX_SAMPLES_PER_FRAGRANCE, SAMPLE_LIMIT_MESSAGE, sizePriceCents, type Size } from "../lib/sizes";
import type { OrderLine } from "./order.server";

/** `size` is the 10 ml bottle when not named. */
export type RequestedItem = { fragranceId?: number; name: string; quantity: number; price: number; size?: Size };

export type PricingFailure = {
  ok: false;
  /** unknown: no such fragrance; price: the claimed price is not ours; quantity: a fragrance's lines sum past the limit. */
  reason: "unknown" | "price" | "quantity";
  message: string;
  errors: Record<string, string[]>;
};

/**
 * Maps requested items to catalogue fragrances (by id, else by exact name) and
 * checks each claimed price against the database (a sample's is its own).
 * Lines of one fragrance and size merge into one, and the per-line quantity
 * limit (and the sample limit) applies to that sum (the
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
  const columns = {
    id: fragrances.id,
    name: fragrances.name,
    price: fragrances.price,
    samplePriceCents: fragrances.samplePriceCents,
    samplesOffered: fragrances.samplesOffered,
  };
  const [byId, byName] = await Promise.all([
    ids.length ? db.select(columns).from(fragrances).where(inArray(fragrances.id, ids)) : [],
    names.length ? db.select(columns).from(fragrances).where(inArray(sql`lower(${fragrances.name})`, names)) : [],
  ]);
  // One line per fragrance and size.
  const lines = new Map<string, OrderLine>();
  const firstIndex = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const found = item.fragranceId
      ? byId.find((row) => row.id === item.fragranceId)
      : byName.find((row) => row.name.toLowerCase() === item.name.trim().toLowerCase());
    const key = `orderDetails.items.${index}`;
    if (!found) {
      const message = `Unknown fragrance: ${item.fragranceId ? `id ${item.fragranceId}` : item.name}.`;
      return { ok: false, reason: "unknown", message, errors: { [key]: [message] } };
    }
    const size = item.size ?? DEFAULT_SIZE;
    const price = sizePriceCents(found, size);
    if (price === null) {
      const message = `Unknown fragrance: ${lineName(found.name, size)} is not offered.`;
      return { ok: false, reason: "unknown", message, errors: { [`${key}.size`]: [message] } };
    }
    if (item.price !== price) {
      const message = `The price of ${lineName(found.name, size)} is ${price} cents (${formatCents(price)}), not ${item.price}.`;
      return { ok: false, reason: "price", message, errors: { [`${key}.price`]: [message] } };
    }
    const lineKey = `${found.id}-${size}`;
    if (!firstIndex.has(lineKey)) firstIndex.set(lineKey, index);
    const existing = lines.get(lineKey);
    lines.set(lineKey, {
      fragranceId: found.id,
      name: found.name,
      size,
      unitPriceCents: price,
      quantity: (existing?.quantity ?? 0) + item.quantity,
    });
  }
  for (const [message, isOver] of [
    [QUANTITY_SUM_MESSAGE, (line: OrderLine) => line.quantity > MAX_LINE_QUANTITY],
    [SAMPLE_LIMIT_MESSAGE, (line: OrderLine) => line.size !== DEFAULT_SIZE && line.quantity > MAX_SAMPLES_PER_FRAGRANCE],
  ] as const) {
    const over = [...lines.entries()].filter(([, line]) => isOver(line));
    if (!over.length) continue;
    // The list as a whole, and the first line of each fragrance and size that is over.
    const errors: Record<string, string[]> = { "orderDetails.items": [message] };
    for (const [lineKey] of over) errors[`orderDetails.items.${firstIndex.get(lineKey)}.quantity`] = [message];
    return { ok: false, reason: "quantity", message, errors };
  }
  return { ok: true, lines: [...lines.values()] };
}
