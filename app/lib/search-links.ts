import { shopUrl, type ShopFilters } from "./shop-filters";

// The two links of 'Showing results for "vanilla" — search instead for
// "vanila"'. Plain URLs, so both work without JavaScript; the second carries
// spelling=exact, which turns the correction off for that search.

export const SPELLING_PARAM = "spelling";

/** True when the URL asks for the words exactly as typed. */
export function wantsTypedSpelling(params: URLSearchParams) {
  return params.get(SPELLING_PARAM) === "exact";
}

export function correctionLinks(filters: ShopFilters, correction: { from: string; to: string }) {
  const typed = shopUrl(filters, { search: correction.from });
  return {
    corrected: shopUrl(filters, { search: correction.to }),
    typed: `${typed}${typed.includes("?") ? "&" : "?"}${SPELLING_PARAM}=exact`,
  };
}
