import { describe, expect, it } from "vitest";
import { correctedToHeader, parseCatalogueApiQuery } from "./catalogue-api-query";

const parse = (query: string) => parseCatalogueApiQuery(new URLSearchParams(query));

describe("GET /api/fragrances query", () => {
  it("defaults to the first 200, more than the seeded catalogue", () => {
    expect(parse("")).toEqual({ success: true, query: { notes: [], brands: [], correct: true, limit: 200, offset: 0 } });
  });

  it("reads filters and paging", () => {
    const result = parse("gender=female&search=rose&notes=vanilla,oud&brands=Dior&featured=true&limit=5&offset=10");
    expect(result).toEqual({
      success: true,
      query: { gender: "female", search: "rose", notes: ["vanilla", "oud"], brands: ["Dior"], featured: true, correct: true, limit: 5, offset: 10 },
    });
  });

  it("refuses a bad gender or a limit over 200 with field errors", () => {
    const result = parse("gender=kids&limit=500");
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(["gender", "limit"]);
  });

  it("corrects typos unless spelling=exact, the shop's own parameter; any other spelling value is a field error", () => {
    expect(parse("search=vanila")).toMatchObject({ success: true, query: { search: "vanila", correct: true } });
    expect(parse("search=vanila&spelling=exact")).toMatchObject({ success: true, query: { search: "vanila", correct: false } });
    const result = parse("search=vanila&spelling=loose");
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual(["spelling"]);
  });
});

describe("X-Search-Corrected-To", () => {
  it("carries a plain correction as it is and percent-encodes what a header cannot carry", () => {
    expect(correctedToHeader("vanilla")).toBe("vanilla");
    expect(correctedToHeader("vanilla musk")).toBe("vanilla musk");
    expect(correctedToHeader("trésor vanilla")).toBe("tr%C3%A9sor vanilla");
    expect(correctedToHeader("100% vanilla")).toBe("100%25 vanilla");
    for (const text of ["trésor vanilla", "100% vanilla", "rose"]) expect(decodeURIComponent(correctedToHeader(text))).toBe(text);
  });
});
