import { describe, expect, it } from "vitest";
import { correctionLinks } from "./search-links";
import { parseShopFilters, shopUrl } from "./shop-filters";

describe("correctionLinks", () => {
  it("links to the corrected search and to the typed one with the correction off, keeping the filters", () => {
    const filters = parseShopFilters("female", new URLSearchParams("search=vanila&notes=rose&view=list&page=2"));
    expect(correctionLinks(filters, { from: "vanila", to: "vanilla" })).toEqual({
      corrected: "/shop/female?search=vanilla&notes=rose&view=list",
      typed: "/shop/female?search=vanila&notes=rose&view=list&spelling=exact",
    });
  });

  it("reads spelling=exact back from the URL", () => {
    expect(parseShopFilters(undefined, new URLSearchParams("search=vanila&spelling=exact")).exactSpelling).toBe(true);
    expect(parseShopFilters(undefined, new URLSearchParams("search=vanila")).exactSpelling).toBe(false);
  });

  it("keeps spelling=exact on links that keep the search, and drops it for a new search", () => {
    const filters = parseShopFilters(undefined, new URLSearchParams("search=vanila&spelling=exact"));
    expect(shopUrl(filters, { view: "list" })).toBe("/shop?search=vanila&view=list&spelling=exact");
    expect(shopUrl(filters, { gender: "male" })).toBe("/shop/male?search=vanila&spelling=exact");
    expect(shopUrl(filters, { search: "rose" })).toBe("/shop?search=rose");
  });
});
