import { describe, expect, it } from "vitest";
import { SYNONYM_GROUPS, SYNONYM_PHRASES, SYNONYM_WORDS, synonymsOf } from "./search-synonyms";

describe("synonym groups", () => {
  it("are symmetric: each member finds the others", () => {
    expect(synonymsOf("oud")).toContain("agarwood");
    expect(synonymsOf("agarwood")).toContain("oud");
    expect(synonymsOf("neroli")).toContain("orange blossom");
    expect(synonymsOf("suede")).toContain("leather");
    expect(synonymsOf("vanille")).toEqual(["vanilla"]);
  });

  it("know nothing about other words", () => {
    expect(synonymsOf("rose")).toEqual([]);
  });

  it("are written in lower case without repeats", () => {
    const members = SYNONYM_GROUPS.flat();
    for (const member of members) expect(member).toBe(member.toLowerCase().trim());
    for (const group of SYNONYM_GROUPS) expect(new Set(group).size).toBe(group.length);
  });

  it("list their phrases longest first and their words for typo correction", () => {
    expect(SYNONYM_PHRASES[0]!.length).toBeGreaterThanOrEqual(SYNONYM_PHRASES.at(-1)!.length);
    expect(SYNONYM_PHRASES).toContainEqual(["orange", "blossom"]);
    expect(SYNONYM_WORDS).toContain("agarwood");
    expect(SYNONYM_WORDS).not.toContain("of");
  });
});
