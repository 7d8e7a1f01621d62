import { describe, expect, it } from "vitest";
import { pageCount, pageHref, parsePage } from "./pagination";

describe("pagination", () => {
  it("reads page numbers defensively", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2abc")).toBe(1);
  });

  it("counts pages and keeps other parameters in links", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageHref("tab=male&page=2", "/admin", 3)).toBe("/admin?tab=male&page=3");
    expect(pageHref("tab=male&page=2", "/admin", 1)).toBe("/admin?tab=male");
  });
});
