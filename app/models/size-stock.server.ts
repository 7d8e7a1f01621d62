import { alias } from "drizzle-orm/sqlite-core";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { fragrances, stockLevels } from "../../db/schema";
import { LOW_STOCK_THRESHOLD } from "../lib/stock";
import type { Size } from "../lib/sizes";

// What "low" and "sold out" mean for a size, in SQL: one definition for the
// admin table's stock filter (/admin?stock=low) and the dashboard's "What needs
// attention today", so the count the dashboard shows is the rows its link lists.

export type StockState = "low" | "sold-out";

/**
 * Each size's row in stock_levels, joined once per size under its own alias
 * (`leftJoin(sizeStock[size].table, sizeStock[size].join)`); a fragrance with
 * no row for a size has none of it.
 */
function joinedSize(size: Size) {
  const table = alias(stockLevels, size === "10ml" ? "stock_10ml" : "stock_2ml");
  return {
    table,
    join: and(eq(table.fragranceId, fragrances.id), eq(table.size, size)),
    onHand: sql<number>`coalesce(${table.onHand}, 0)`,
  };
}

export const sizeStock = { "10ml": joinedSize("10ml"), "2ml": joinedSize("2ml") } as const;

/**
 * A size is low (1 to LOW_STOCK_THRESHOLD) or sold out (0) only where it is
 * sold: the 10 ml always, the 2 ml only while samples are offered, as only
 * then can a shopper miss it. Needs that size's join.
 */
export function sizeStockCondition(size: Size, state: StockState): SQL {
  const { onHand } = sizeStock[size];
  const level = state === "low" ? sql`${onHand} between 1 and ${LOW_STOCK_THRESHOLD}` : sql`${onHand} <= 0`;
  return size === "10ml" ? level : and(eq(fragrances.samplesOffered, true), level)!;
}

/** Low or sold out in any size it is sold in. Needs both sizes' joins. */
export function anySizeStockCondition(state: StockState): SQL {
  return or(sizeStockCondition("10ml", state), sizeStockCondition("2ml", state))!;
}
