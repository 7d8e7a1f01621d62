import { describe, expect, it } from "vitest";
import { listingPages, pageIndexing } from "./canonical-url";

describe("pageIndexing", () => {
  it("points a filtered, searched or re-ordered listing to its unfiltered listing, keeping the page", () => {
    expect(pageIndexing("/shop", "?search=rose&notes=vanilla&brands=Dior&view=list")).toEqual({ canonicalPath: "/shop", index: true });
    expect(pageIndexing("/shop/female", "?notes=rose&page=3")).toEqual({ canonicalPath: "/shop/female?page=3", index: true });
    expect(pageIndexing("/shop/male", "?page=1")).toEqual({ canonicalPath: "/shop/male", index: true });
    expect(pageIndexing("/shop/", "?page=abc")).toEqual({ canonicalPath: "/shop", index: true });
  });

  it("drops the query of every other page, such as a shared mood board", () => {
    expect(pageIndexing("/summer-mood-board", "?season=summer&moods=fresh")).toEqual({ canonicalPath: "/summer-mood-board", index: true });
    expect(pageIndexing("/product/12", "?utm_source=x")).toEqual({ canonicalPath: "/product/12", index: true });
    expect(pageIndexing("/", "")).toEqual({ canonicalPath: "/", index: true });
  });

  it("marks private pages noindex and leaves unknown paths without a canonical", () => {
    expect(pageIndexing("/checkout", "")).toEqual({ canonicalPath: "/checkout", index: false });
    expect(pageIndexing("/admin/fragrances/new", "")).toEqual({ canonicalPath: "/admin/fragrances/new", index: false });
    expect(pageIndexing("/account", "?tab=register")).toEqual({ canonicalPath: "/account", index: false });
    expect(pageIndexing("/orders/0123abcd/returns", "")).toEqual({ canonicalPath: "/orders/0123abcd/returns", index: false });
    expect(pageIndexing("/no-such-page", "")).toEqual({ canonicalPath: null, index: false });
    expect(pageIndexing("/shop/kids", "")).toEqual({ canonicalPath: null, index: false });
  });
});

describe("listingPages", () => {
  it("lists page 1 bare and every further page with its number", () => {
    expect(listingPages("/shop", 49)).toEqual(["/shop", "/shop?page=2", "/shop?page=3"]);
    expect(listingPages("/shop/unisex", 0)).toEqual(["/shop/unisex"]);
  });
});
