import { describe, expect, it } from "vitest";
import { carouselPages, homeUrl, parseHomeState } from "./home-state";

describe("home state in the URL", () => {
  it("defaults to all featured, first page, summer and no answers", () => {
    expect(parseHomeState(new URLSearchParams(""))).toEqual({ featured: null, featuredPage: 0, season: "summer", quiz: [] });
  });

  it("reads the carousel filter, page, season and quiz answers", () => {
    const state = parseHomeState(new URLSearchParams("featured=male&fpage=2&season=winter&quiz=fresh,woody"));
    expect(state).toEqual({ featured: "male", featuredPage: 2, season: "winter", quiz: ["fresh", "woody"] });
    expect(homeUrl(state, { featuredPage: 0 }, "featured")).toBe("/?featured=male&season=winter&quiz=fresh%2Cwoody#featured");
  });

  it("wraps previous and next around", () => {
    expect(carouselPages(0, 12)).toEqual({ current: 0, pages: 3, previous: 2, next: 1 });
    expect(carouselPages(2, 12)).toEqual({ current: 2, pages: 3, previous: 1, next: 0 });
    expect(carouselPages(9, 5)).toEqual({ current: 1, pages: 2, previous: 0, next: 0 });
    expect(carouselPages(0, 0)).toEqual({ current: 0, pages: 1, previous: 0, next: 0 });
  });
});
