import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { fragrances, stockLevels } from "../../db/schema";
import { SHOWN_STOCK_CAP } from "../lib/size-offers";
import type { Size } from "../lib/sizes";

// What is on the shelf, as pages and the JSON API may show it (issue 34): on
// hand per size, capped at SHOWN_STOCK_CAP, a size without a stock_levels row
// having none. Capped in SQL, so no exact figure above the low-stock threshold
// ever reaches a cached page or its data (decision 0025).

/**
 * A card's column: the 10 ml bottle's shown stock, read through the
 * stock_levels primary key for each row the query returns (the same plan as a
 * LEFT JOIN on it, without adding a join to every card query).
 */
export function shownStockColumn(size: Size) {
  return sql<number>`min(coalesce((select ${stockLevels.onHand} from ${stockLevels} where ${stockLevels.fragranceId} = ${fragrances.id} and ${stockLevels.size} = ${size}), 0), ${SHOWN_STOCK_CAP})`.mapWith(
    Number,
  );
}

export type FragranceSizeFacts = {
  price: number;
  samplePriceCents: number;
  samplesOffered: boolean;
  stock: Record<Size, number>;
};

const bottle = alias(stockLevels, "bottle_stock");
const sample = alias(stockLevels, "sample_stock");

/** Prices, the sample offer and shown stock of each size, for these fragrances: one query. */
export async function listFragranceSizeFacts({ db, fragranceIds }: { db: Db; fragranceIds: readonly number[] }): Promise<Map<number, FragranceSizeFacts>> {
  const facts = new Map<number, FragranceSizeFacts>();
  const ids = [...new Set(fragranceIds)];
  if (ids.length === 0) return facts;
  const rows = await db
    .select({
      id: fragrances.id,
      price: fragrances.price,
      samplePriceCents: fragrances.samplePriceCents,
      samplesOffered: fragrances.samplesOffered,
      bottle: sql<number>`min(coalesce(${bottle.onHand}, 0), ${SHOWN_STOCK_CAP})`.mapWith(Number),
      sample: sql<number>`min(coalesce(${sample.onHand}, 0), ${SHOWN_STOCK_CAP})`.mapWith(Number),
    })
    .from(fragrances)
    .leftJoin(bottle, and(eq(bottle.fragranceId, fragrances.id), eq(bottle.size, "10ml")))
    .leftJoin(sample, and(eq(sample.fragranceId, fragrances.id), eq(sample.size, "2ml")))
    .where(inArray(fragrances.id, ids));
  for (const row of rows) {
    facts.set(row.id, {
      price: row.price,
      samplePriceCents: row.samplePriceCents,
      samplesOffered: row.samplesOffered,
      stock: { "10ml": row.bottle, "2ml": row.sample },
    });
  }
  return facts;
}
