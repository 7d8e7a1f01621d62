import { describe, expect, it } from "vitest";
import { correctionLinks, wantsTypedSpelling } from "./search-links";
import { parseShopFilters } from "./shop-filters";

describe("correctionLinks", () => {
  it("links to the corrected search and to the typed one with the correction off, keeping the filters", () => {
    const filters = parseShopFilters("female", new URLSearchParams("search=vanila&notes=rose&view=list&page=2"));
    expect(correctionLinks(filters, { from: "vanila", to: "vanilla" })).toEqual({
      corrected: "/shop/female?search=vanilla&notes=rose&view=list",
      typed: "/shop/female?search=vanila&notes=rose&view=list&spelling=exact",
    });
  });

  it("reads spelling=exact back from the URL", () => {
    expect(wantsTypedSpelling(new URLSearchParams("search=vanila&spelling=exact"))).toBe(true);
    expect(wantsTypedSpelling(new URLSearchParams("search=vanila"))).toBe(false);
  });
});
