import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import type { AdminFragranceSort, AdminStockFilter } from "../lib/admin-fragrance-search-schema";
import { searchWords } from "../lib/search-words";
import type { Gender } from "../lib/site";
import { adminFragranceColumns } from "./admin-fragrance.server";
import { prepareSearch, searchCondition } from "./search-engine.server";
import { anySizeStockCondition, sizeStock } from "./size-stock.server";

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

// Each size's row in stock_levels (app/models/size-stock.server.ts).
const stock10ml = sizeStock["10ml"].table;
const stock2ml = sizeStock["2ml"].table;
const onHand10ml = sizeStock["10ml"].onHand;
const onHand2ml = sizeStock["2ml"].onHand;
const joins = { "10ml": sizeStock["10ml"].join, "2ml": sizeStock["2ml"].join };

/** Low or sold out in any size it is sold in (the same rule as the dashboard's attention list). */
function stockCondition(filter: AdminStockFilter): SQL | undefined {
  return filter === "all" ? undefined : anySizeStockCondition(filter);
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
