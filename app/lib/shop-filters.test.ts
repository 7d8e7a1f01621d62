import { describe, expect, it } from "vitest";
import { activeFilterCount, pageCount, parseShopFilters, shopUrl } from "./shop-filters";

const parse = (gender: string | undefined, query: string) => parseShopFilters(gender, new URLSearchParams(query));

describe("shop filters in the URL", () => {
  it("reads every filter from the query string", () => {
    const filters = parse("female", "search=Rose&notes=Vanilla&notes=rose&brands=Dior&stock=in&view=list&page=3");
    expect(filters).toEqual({
      gender: "female",
      search: "Rose",
      notes: ["vanilla", "rose"],
      brands: ["Dior"],
      inStock: true,
      view: "list",
      page: 3,
      exactSpelling: false,
    });
  });

  it("falls back to grid, page 1 and no filters", () => {
    expect(parse(undefined, "view=tiles&page=-2")).toEqual({
      gender: null,
      search: "",
      notes: [],
      brands: [],
      inStock: false,
      view: "grid",
      page: 1,
      exactSpelling: false,
    });
  });

  it("accepts comma-separated notes but keeps brand names whole", () => {
    const filters = parse(undefined, "notes=rose,%20oud&brands=Dolce%20%26%20Gabbana");
    expect(filters.notes).toEqual(["rose", "oud"]);
    expect(filters.brands).toEqual(["Dolce & Gabbana"]);
  });

  it("counts notes, brands and In stock only as active filters", () => {
    expect(activeFilterCount(parse(undefined, "notes=rose&brands=Dior&brands=Chanel&search=x"))).toBe(3);
    expect(activeFilterCount(parse(undefined, "notes=rose&stock=in"))).toBe(2);
    expect(activeFilterCount(parse(undefined, "stock=yes"))).toBe(0);
  });

  it("keeps In stock only in the URL until it is taken off", () => {
    const filters = parse("female", "stock=in&notes=rose");
    expect(shopUrl(filters)).toBe("/shop/female?notes=rose&stock=in");
    expect(shopUrl(filters, { inStock: false })).toBe("/shop/female?notes=rose");
    expect(shopUrl(filters, { gender: null, page: 2 })).toBe("/shop?notes=rose&stock=in&page=2");
  });

  it("builds URLs without defaults and resets the page on change", () => {
    const filters = parse("male", "search=oud&notes=rose&page=4");
    expect(shopUrl(filters, { notes: [] })).toBe("/shop/male?search=oud");
    expect(shopUrl(filters, { page: 5 })).toBe("/shop/male?search=oud&notes=rose&page=5");
    expect(shopUrl(filters, { gender: null, view: "list" })).toBe("/shop?search=oud&notes=rose&view=list");
  });

  it("counts pages of 24", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});
