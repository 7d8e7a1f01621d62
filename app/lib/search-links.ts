import { shopUrl, type ShopFilters } from "./shop-filters";

// The two links of 'Showing results for "vanilla" — search instead for
// "vanila"'. Plain URLs, so both work without JavaScript; the second carries
// spelling=exact (ShopFilters.exactSpelling), which turns the correction off
// for that search and stays on every link that keeps the search.

export function correctionLinks(filters: ShopFilters, correction: { from: string; to: string }) {
  return {
    corrected: shopUrl(filters, { search: correction.to, exactSpelling: false }),
    typed: shopUrl(filters, { search: correction.from, exactSpelling: true }),
  };
}
