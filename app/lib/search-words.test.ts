import { describe, expect, it } from "vitest";
import { headerSearchWords, searchWords } from "./search-words";

describe("searchWords (shop search)", () => {
  it("lower-cases and splits on any whitespace", () => {
    expect(searchWords("  Rose\tVANILLA\n oud ")).toEqual(["rose", "vanilla", "oud"]);
  });

  it("ignores empty input and repeated words", () => {
    expect(searchWords("")).toEqual([]);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords(null)).toEqual([]);
    expect(searchWords("rose Rose")).toEqual(["rose"]);
  });

  it("splits on control characters, which no catalogue text holds (a NUL would break the index's query)", () => {
    expect(searchWords("nul\u0000byte\u0007rose")).toEqual(["nul", "byte", "rose"]);
    expect(searchWords("\u0000")).toEqual([]);
  });

  it("keeps short words: every word must match in the shop", () => {
    expect(searchWords("no 5")).toEqual(["no", "5"]);
  });
});

describe("headerSearchWords (live search)", () => {
  it("ignores empty input", () => {
    expect(headerSearchWords("  ")).toEqual([]);
  });

  it("keeps a single word of any length", () => {
    expect(headerSearchWords("Oz")).toEqual(["oz"]);
  });

  it("matches multi-word queries on words of 3 or more letters", () => {
    expect(headerSearchWords("No 5 de Rose")).toEqual(["rose"]);
    expect(headerSearchWords("Open Range")).toEqual(["open", "range"]);
  });
});
