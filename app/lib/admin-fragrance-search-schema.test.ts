import { describe, expect, it } from "vitest";
import { parseAdminFragranceSearch } from "./admin-fragrance-search-schema";

const parse = (query: string) => parseAdminFragranceSearch(new URLSearchParams(query));

describe("the admin fragrance table's URL", () => {
  it("reads the search, sort and audience tab", () => {
    expect(parse("q=%20Chanel%20&sort=price-desc&tab=female")).toEqual({ q: "Chanel", sort: "price-desc", stock: "all", gender: "female", errors: {} });
    expect(parse("")).toEqual({ q: "", sort: "newest", stock: "all", gender: undefined, errors: {} });
  });

  it("falls back to the default sort and all audiences for values the form never sends", () => {
    expect(parse("sort=price;drop table fragrances&tab=robots")).toMatchObject({ sort: "newest", gender: undefined, errors: {} });
    expect(parse("sort=&sort=name-asc")).toMatchObject({ sort: "newest" });
  });

  it("reads the stock filter; a value the select never offers shows everything", () => {
    expect(parse("stock=sold-out")).toMatchObject({ stock: "sold-out" });
    expect(parse("stock=low&tab=male")).toMatchObject({ stock: "low", gender: "male" });
    expect(parse("stock=empty")).toMatchObject({ stock: "all", errors: {} });
  });

  it("refuses an over-long search with a message and keeps the sort", () => {
    expect(parse(`q=${"a".repeat(101)}&sort=name-asc&stock=low`)).toEqual({
      q: "",
      sort: "name-asc",
      stock: "low",
      gender: undefined,
      errors: { q: ["Search must be at most 100 characters"] },
    });
    expect(parse(`q=${"a".repeat(100)}`).errors).toEqual({});
  });
});
