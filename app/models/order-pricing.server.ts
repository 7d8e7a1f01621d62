import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { formatCents } from "../lib/money";
import type { OrderLine } from "./order.server";

type RequestedItem = { fragranceId?: number; name: string; quantity: number; price: number };

/**
 * Maps requested items to catalogue fragrances (by id, else by exact name) and
 * checks each claimed price against the database. The lines returned carry
 * the database's names and prices, never the client's.
 */
export async function priceRequestedItems({
  db,
  items,
}: {
  db: Db;
  items: readonly RequestedItem[];
}): Promise<{ ok: true; lines: OrderLine[] } | { ok: false; message: string; errors: Record<string, string[]> }> {
  const ids = items.flatMap((item) => (item.fragranceId ? [item.fragranceId] : []));
  const names = items.flatMap((item) => (item.fragranceId ? [] : [item.name.trim().toLowerCase()]));
  const columns = { id: fragrances.id, name: fragrances.name, price: fragrances.price };
  const [byId, byName] = await Promise.all([
    ids.length ? db.select(columns).from(fragrances).where(inArray(fragrances.id, ids)) : [],
    names.length ? db.select(columns).from(fragrances).where(inArray(sql`lower(${fragrances.name})`, names)) : [],
  ]);
  const lines = new Map<number, OrderLine>();
  for (const [index, item] of items.entries()) {
    const found = item.fragranceId
      ? byId.find((row) => row.id === item.fragranceId)
      : byName.find((row) => row.name.toLowerCase() === item.name.trim().toLowerCase());
    const key = `orderDetails.items.${index}`;
    if (!found) {
      const message = `Unknown fragrance: ${item.fragranceId ? `id ${item.fragranceId}` : item.name}.`;
      return { ok: false, message, errors: { [key]: [message] } };
    }
    if (item.price !== found.price) {
      const message = `The price of ${found.name} is ${found.price} cents (${formatCents(found.price)}), not ${item.price}.`;
      return { ok: false, message, errors: { [`${key}.price`]: [message] } };
    }
    const existing = lines.get(found.id);
    lines.set(found.id, {
      fragranceId: found.id,
      name: found.name,
      unitPriceCents: found.price,
      quantity: (existing?.quantity ?? 0) + item.quantity,
    });
  }
  return { ok: true, lines: [...lines.values()] };
}
