import { alias } from "drizzle-orm/sqlite-core";
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances, stockLevels } from "../../db/schema";
import type { AdminFragranceSort, AdminStockFilter } from "../lib/admin-fragrance-search-schema";
import { searchWords } from "../lib/search-words";
import type { Gender } from "../lib/site";
import { LOW_STOCK_THRESHOLD } from "../lib/stock";
import { adminFragranceColumns } from "./admin-fragrance.server";
import { prepareSearch, searchCondition } from "./search-engine.server";

// The admin fragrance table (/admin): one page of the catalogue with each
// size's stock, searched, filtered and sorted as its GET form asks.

// Sorts of the admin table. Every one ends on the id, so rows with the same
// name, price or time keep one order and a page never repeats or skips a row.
const ADMIN_ORDER: Record<AdminFragranceSort, SQL[]> = {
  newest: [desc(fragrances.id)],
  "name-asc": [sql`${fragrances.name} collate nocase asc`, asc(fragrances.id)],
  "name-desc": [sql`${fragrances.name} collate nocase desc`, desc(fragrances.id)],
  "price-asc": [asc(fragrances.price), asc(fragrances.id)],
  "price-desc": [desc(fragrances.price), desc(fragrances.id)],
  "updated-desc": [desc(fragrances.updatedAt), desc(fragrances.id)],
  "updated-asc": [asc(fragrances.updatedAt), asc(fragrances.id)],
};

// Each size's row in stock_levels, joined once per size; a fragrance with no
// row for a size has none of it.
const stock10ml = alias(stockLevels, "stock_10ml");
const stock2ml = alias(stockLevels, "stock_2ml");
const onHand10ml = sql<number>`coalesce(${stock10ml.onHand}, 0)`;
const onHand2ml = sql<number>`coalesce(${stock2ml.onHand}, 0)`;
const joins = {
  "10ml": and(eq(stock10ml.fragranceId, fragrances.id), eq(stock10ml.size, "10ml")),
  "2ml": and(eq(stock2ml.fragranceId, fragrances.id), eq(stock2ml.size, "2ml")),
};

/**
 * Low (1 to 5) or sold out (0) in any size it is sold in: the 2 ml counts
 * only while samples are offered, as only then can a shopper miss it.
 */
function stockCondition(filter: AdminStockFilter): SQL | undefined {
  const offered = eq(fragrances.samplesOffered, true);
  if (filter === "low") {
    const low = (onHand: SQL) => sql`${onHand} between 1 and ${LOW_STOCK_THRESHOLD}`;
    return or(low(onHand10ml), and(offered, low(onHand2ml)));
  }
  if (filter === "sold-out") return or(sql`${onHand10ml} <= 0`, and(offered, sql`${onHand2ml} <= 0`));
  return undefined;
}

/**
 * The admin table: one audience or all, optionally searched by name,
 * inspiration or brand (the shop's engine limited to those fields, every word
 * required, typed exactly: an admin looking for a row wants no corrections),
 * optionally only what is low or sold out, one page in the chosen order, each
 * row with its stock per size. Newest first by default, so a fragrance just
 * added is on the first page of its tab.
 */
export async function listAdminFragrances({
  db,
  gender,
  search = "",
  stock = "all",
  sort = "newest",
  page,
  pageSize,
}: {
  db: Db;
  gender?: Gender;
  search?: string;
  stock?: AdminStockFilter;
  sort?: AdminFragranceSort;
  page: number;
  pageSize: number;
}) {
  const words = searchWords(search);
  const matching = words.length
    ? searchCondition(
        prepareSearch(words, {
          columns: ["name", "inspiration", "brand"],
          shortWordTarget: sql`lower(${fragrances.name} || ' ' || coalesce(${fragrances.inspiration}, '') || ' ' || coalesce(${fragrances.brand}, ''))`,
        }),
      )
    : undefined;
  const where = and(gender ? eq(fragrances.gender, gender) : undefined, matching, stockCondition(stock));
  const order = ADMIN_ORDER[sort];
  // The page's ids are chosen first and the wide rows read after: sorting
  // (sort key, id) pairs instead of whole rows (descriptions, notes) keeps a
  // sort of 10,000 rows at about a third of the time (decision 0029).
  const pageIds = db
    .select({ id: fragrances.id })
    .from(fragrances)
    .leftJoin(stock10ml, joins["10ml"])
    .leftJoin(stock2ml, joins["2ml"])
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, total] = await Promise.all([
    db
      .select({ ...adminFragranceColumns, updatedAt: fragrances.updatedAt, onHand10ml, onHand2ml })
      .from(fragrances)
      .leftJoin(stock10ml, joins["10ml"])
      .leftJoin(stock2ml, joins["2ml"])
      .where(inArray(fragrances.id, pageIds))
      .orderBy(...order),
    db.select({ value: count() }).from(fragrances).leftJoin(stock10ml, joins["10ml"]).leftJoin(stock2ml, joins["2ml"]).where(where).get(),
  ]);
  return {
    fragrances: rows.map(({ onHand10ml: tenMl, onHand2ml: twoMl, ...row }) => ({ ...row, stock: { "10ml": tenMl, "2ml": twoMl } })),
    total: total?.value ?? 0,
  };
}
