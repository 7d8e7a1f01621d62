import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, pagingHeaders, parsePaging } from "./api-paging";

const url = new URL("https://shop.example.com/api/fragrances?gender=male&limit=10&offset=20");
const rels = (link: string) =>
  Object.fromEntries(link.split(", ").map((part) => [part.match(/rel="(\w+)"/)![1], part.match(/<([^>]+)>/)![1]]));

describe("pagingHeaders", () => {
  it("links first, prev, next and last, keeping the other parameters", () => {
    const headers = pagingHeaders(url, { limit: 10, offset: 20 }, 45);
    expect(headers["X-Total-Count"]).toBe("45");
    expect(rels(headers.Link!)).toEqual({
      first: "https://shop.example.com/api/fragrances?gender=male&limit=10&offset=0",
      prev: "https://shop.example.com/api/fragrances?gender=male&limit=10&offset=10",
      next: "https://shop.example.com/api/fragrances?gender=male&limit=10&offset=30",
      last: "https://shop.example.com/api/fragrances?gender=male&limit=10&offset=40",
    });
  });

  it("has no prev on the first page and no next on the last", () => {
    expect(Object.keys(rels(pagingHeaders(url, { limit: 10, offset: 0 }, 45).Link!))).toEqual(["first", "next", "last"]);
    expect(Object.keys(rels(pagingHeaders(url, { limit: 10, offset: 40 }, 45).Link!))).toEqual(["first", "prev", "last"]);
    expect(Object.keys(rels(pagingHeaders(url, { limit: 10, offset: 0 }, 0).Link!))).toEqual(["first", "last"]);
  });

  it("points prev from beyond the end back to the last page", () => {
    expect(rels(pagingHeaders(url, { limit: 10, offset: 90 }, 45).Link!).prev).toContain("offset=40");
  });
});

describe("parsePaging", () => {
  it("uses the endpoint's default and rejects sizes over the maximum", () => {
    expect(parsePaging(new URLSearchParams(""), 12)).toEqual({ success: true, paging: { limit: 12, offset: 0 } });
    const tooBig = parsePaging(new URLSearchParams(`limit=${MAX_PAGE_SIZE + 1}&offset=-1`), 12);
    expect(tooBig.success).toBe(false);
    expect(!tooBig.success && Object.keys(tooBig.errors).sort()).toEqual(["limit", "offset"]);
  });
});
