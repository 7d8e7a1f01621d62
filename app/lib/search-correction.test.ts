import { describe, expect, it } from "vitest";
import { allowedDistance, closestTerm, correctWords, editDistance } from "./search-correction";

const vocabulary = [
  { term: "vanilla", docs: 20 },
  { term: "vanille", docs: 1 },
  { term: "jasmine", docs: 12 },
  { term: "aventus", docs: 1 },
  { term: "bergamot", docs: 40 },
  { term: "rose", docs: 30 },
  { term: "rosa", docs: 1 },
];

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and neighbour swaps as one", () => {
    expect(editDistance("vanila", "vanilla", 2)).toBe(1);
    expect(editDistance("vanulla", "vanilla", 2)).toBe(1);
    expect(editDistance("vnailla", "vanilla", 2)).toBe(1);
    expect(editDistance("bergamotte", "bergamot", 2)).toBe(2);
    expect(editDistance("rose", "rose", 2)).toBe(0);
  });

  it("stops at the limit", () => {
    expect(editDistance("patchouli", "rose", 2)).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
});

describe("closestTerm", () => {
  it("picks the nearest known word", () => {
    expect(closestTerm("vanila", vocabulary)).toBe("vanilla");
    expect(closestTerm("aventis", vocabulary)).toBe("aventus");
    expect(closestTerm("bergamote", vocabulary)).toBe("bergamot");
  });

  it("prefers the more frequent word at the same distance", () => {
    expect(closestTerm("vanillo", vocabulary)).toBe("vanilla");
    expect(closestTerm("rosi", vocabulary)).toBe("rose");
  });

  it("leaves words of three letters or fewer and far-off words alone", () => {
    expect(allowedDistance("oud")).toBe(0);
    expect(closestTerm("ros", vocabulary)).toBeNull();
    expect(closestTerm("zzzqqq", vocabulary)).toBeNull();
  });
});

describe("correctWords", () => {
  const options = {
    isKnown: async (word: string) => vocabulary.some(({ term }) => term.includes(word)),
    closest: async (word: string) => closestTerm(word, vocabulary),
  };

  it("corrects only the words the catalogue does not know", async () => {
    expect(await correctWords(["jasmin", "vanila"], options)).toEqual(["jasmin", "vanilla"]);
  });

  it("answers null when nothing changes", async () => {
    expect(await correctWords(["rose", "jasmine"], options)).toBeNull();
    expect(await correctWords(["zzzqqq"], options)).toBeNull();
  });

  it("never looks up words too short to correct", async () => {
    const asked: string[] = [];
    await correctWords(["oud", "vanila"], { ...options, isKnown: async (word) => (asked.push(word), false) });
    expect(asked).toEqual(["vanila"]);
  });
});
