import * as z from "zod";
import { isGender, type Gender } from "./site";

// The admin fragrance table's GET form: a search over name, inspiration and
// brand, a sort and the page, all in the URL so a view can be bookmarked,
// shared and reloaded, with or without JavaScript.

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

export const SEARCH_MAX_LENGTH = 100;

export const adminFragranceSearchSchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`).default(""),
  // The sort comes from a select: a value the select never offers (an edited
  // or stale URL) is not the admin's mistake to fix, so it falls back.
  sort: z.enum(SORT_VALUES).catch("newest"),
});

export type AdminFragranceSearch = {
  q: string;
  sort: AdminFragranceSort;
  gender: Gender | undefined;
  /** The search box's message, when the text cannot be searched (nothing is filtered then). */
  errors: { q?: string[] };
};

/** Reads the table's URL; only an over-long search is refused, with a message beside the box. */
export function parseAdminFragranceSearch(params: URLSearchParams): AdminFragranceSearch {
  const tab = params.get("tab");
  const gender = isGender(tab) ? tab : undefined;
  const result = adminFragranceSearchSchema.safeParse({ q: params.get("q") ?? undefined, sort: params.get("sort") ?? undefined });
  if (result.success) return { ...result.data, gender, errors: {} };
  const sort = adminFragranceSearchSchema.shape.sort.parse(params.get("sort") ?? undefined);
  return { q: "", sort, gender, errors: { q: result.error.issues.map((issue) => issue.message) } };
}
