import { describe, expect, it } from "vitest";
import { parseCatalogueApiQuery } from "./catalogue-api-query";

const parse = (query: string) => parseCatalogueApiQuery(new URLSearchParams(query));

describe("GET /api/fragrances query", () => {
  it("defaults to the first 200, more than the seeded catalogue", () => {
    expect(parse("")).toEqual({ success: true, query: { notes: [], brands: [], limit: 200, offset: 0 } });
  });

  it("reads filters and paging", () => {
    const result = parse("gender=female&search=rose&notes=vanilla,oud&brands=Dior&featured=true&limit=5&offset=10");
    expect(result).toEqual({
      success: true,
      query: { gender: "female", search: "rose", notes: ["vanilla", "oud"], brands: ["Dior"], featured: true, limit: 5, offset: 10 },
    });
  });

  it("refuses a bad gender or a limit over 200 with field errors", () => {
    const result = parse("gender=kids&limit=500");
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(["gender", "limit"]);
  });
});
