import { isGender, type Gender } from "./site";

// The shop's filter state lives in the URL (docs/product.md):
// /shop/female?search=rose&notes=vanilla&brands=Dior&stock=in&view=list&page=2

export const SHOP_PAGE_SIZE = 24;
/** The "In stock only" checkbox: name `stock`, this value. */
export const IN_STOCK_PARAM = "stock";
export const IN_STOCK_VALUE = "in";
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 80;

type ShopView = "grid" | "list";

export type ShopFilters = {
  gender: Gender | null;
  search: string;
  notes: string[];
  brands: string[];
  /** stock=in: "In stock only", fragrances whose 10 ml bottle is on the shelf. */
  inStock: boolean;
  view: ShopView;
  page: number;
  /** spelling=exact: search the words as typed, without typo correction (kept while the search is). */
  exactSpelling?: boolean;
};

function cleanList(values: string[], { splitCommas }: { splitCommas: boolean }) {
  const parts = splitCommas ? values.flatMap((value) => value.split(",")) : values;
  const cleaned = parts.map((value) => value.trim().slice(0, MAX_VALUE_LENGTH)).filter(Boolean);
  return [...new Set(cleaned)].slice(0, MAX_VALUES);
}

export function parseShopFilters(gender: string | undefined, params: URLSearchParams): ShopFilters {
  const page = Number(params.get("page"));
  return {
    gender: isGender(gender) ? gender : null,
    search: (params.get("search") ?? "").trim().slice(0, 100),
    // Notes are lower-cased like the notes_key column; "rose,vanilla" is accepted too.
    notes: cleanList(params.getAll("notes"), { splitCommas: true }).map((note) => note.toLowerCase()),
    // Brand names may hold "&" or "." but never commas; they keep their spelling.
    brands: cleanList(params.getAll("brands"), { splitCommas: false }),
    inStock: params.getAll("stock").includes(IN_STOCK_VALUE),
    view: params.get("view") === "list" ? "list" : "grid",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    exactSpelling: params.get("spelling") === "exact",
  };
}

/** Notes, brands and "In stock only": what the Filters badge counts and the chips show. */
export function activeFilterCount(filters: Pick<ShopFilters, "notes" | "brands" | "inStock">) {
  return filters.notes.length + filters.brands.length + (filters.inStock ? 1 : 0);
}

function shopPath(gender: Gender | null) {
  return gender ? `/shop/${gender}` : "/shop";
}

/** The URL of a shop state; defaults (grid, page 1, empty lists, every fragrance) are left out. */
export function shopUrl(filters: ShopFilters, changes: Partial<ShopFilters> = {}) {
  // A new search text starts with correction on again, unless the change says otherwise.
  const sameSearch = changes.search === undefined || changes.search === filters.search;
  const next = { ...filters, page: 1, exactSpelling: sameSearch && filters.exactSpelling, ...changes };
  const params = new URLSearchParams();
  if (next.search) params.set("search", next.search);
  for (const note of next.notes) params.append("notes", note);
  for (const brand of next.brands) params.append("brands", brand);
  if (next.inStock) params.set(IN_STOCK_PARAM, IN_STOCK_VALUE);
  if (next.view === "list") params.set("view", "list");
  if (next.page > 1) params.set("page", String(next.page));
  if (next.search && next.exactSpelling) params.set("spelling", "exact");
  const query = params.toString();
  return `${shopPath(next.gender)}${query ? `?${query}` : ""}`;
}

export function pageCount(total: number) {
  return Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
}
