import * as z from "zod";
import { isGender, type Gender } from "./site";

// The admin fragrance table's GET form: a search over name, inspiration and
// brand, a stock filter, a sort and the page, all in the URL so a view can be
// bookmarked, shared and reloaded, with or without JavaScript.

export const ADMIN_FRAGRANCE_SORTS = {
  newest: "Newest first",
  "name-asc": "Name (A to Z)",
  "name-desc": "Name (Z to A)",
  "price-asc": "Price (low to high)",
  "price-desc": "Price (high to low)",
  "updated-desc": "Recently updated",
  "updated-asc": "Least recently updated",
} as const;

export type AdminFragranceSort = keyof typeof ADMIN_FRAGRANCE_SORTS;

const SORT_VALUES = Object.keys(ADMIN_FRAGRANCE_SORTS) as [AdminFragranceSort, ...AdminFragranceSort[]];

/** Low: some size has 1 to 5 on hand (LOW_STOCK_THRESHOLD); sold out: some size has none. */
export const ADMIN_STOCK_FILTERS = {
  all: "All",
  low: "Low (5 or fewer)",
  "sold-out": "Sold out",
} as const;

export type AdminStockFilter = keyof typeof ADMIN_STOCK_FILTERS;

const STOCK_VALUES = Object.keys(ADMIN_STOCK_FILTERS) as [AdminStockFilter, ...AdminStockFilter[]];

export const SEARCH_MAX_LENGTH = 100;

export const adminFragranceSearchSchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`).default(""),
  // The sort comes from a select: a value the select never offers (an edited
  // or stale URL) is not the admin's mistake to fix, so it falls back.
  sort: z.enum(SORT_VALUES).catch("newest"),
  // A select too: an unknown value shows everything.
  stock: z.enum(STOCK_VALUES).catch("all"),
});

export type AdminFragranceSearch = {
  q: string;
  sort: AdminFragranceSort;
  stock: AdminStockFilter;
  gender: Gender | undefined;
  /** The search box's message, when the text cannot be searched (nothing is filtered then). */
  errors: { q?: string[] };
};

/** Reads the table's URL; only an over-long search is refused, with a message beside the box. */
export function parseAdminFragranceSearch(params: URLSearchParams): AdminFragranceSearch {
  const tab = params.get("tab");
  const gender = isGender(tab) ? tab : undefined;
  const given = { q: params.get("q") ?? undefined, sort: params.get("sort") ?? undefined, stock: params.get("stock") ?? undefined };
  const result = adminFragranceSearchSchema.safeParse(given);
  if (result.success) return { ...result.data, gender, errors: {} };
  const sort = adminFragranceSearchSchema.shape.sort.parse(given.sort);
  const stock = adminFragranceSearchSchema.shape.stock.parse(given.stock);
  return { q: "", sort, stock, gender, errors: { q: result.error.issues.map((issue) => issue.message) } };
}
