import { describe, expect, it } from "vitest";
import { deriveFragranceColumns, notesKeyFor } from "./fragrance-derived";

const base = {
  name: "Midnight Cedar",
  gender: "male",
  description: "A dark, Woody trail.",
  inspiration: "Tom Ford Oud Wood",
  topNotes: ["Cardamom", "Pink Pepper"],
  middleNotes: ["Oud", "Sandalwood"],
  baseNotes: ["Vanilla", "Amber"],
};

describe("deriveFragranceColumns", () => {
  it("derives brand, season, notes key and lower-cased search text", () => {
    const derived = deriveFragranceColumns(base);
    expect(derived.brand).toBe("Tom Ford");
    expect(derived.season).toBe("winter");
    expect(derived.notesKey).toBe("|cardamom|pink pepper|oud|sandalwood|vanilla|amber|");
    expect(derived.searchText).toContain("midnight cedar");
    expect(derived.searchText).toContain("a dark, woody trail.");
    expect(derived.searchText).toContain("tom ford oud wood");
    expect(derived.searchText).toContain("male");
    expect(derived.searchText).toContain("pink pepper");
  });

  it("has no brand without an inspiration", () => {
    expect(deriveFragranceColumns({ ...base, inspiration: null }).brand).toBeNull();
  });
});

describe("notesKeyFor", () => {
  it("trims, lower-cases and removes duplicates and empties", () => {
    expect(notesKeyFor([" Rose ", "rose", "", "Vanilla"])).toBe("|rose|vanilla|");
    expect(notesKeyFor([])).toBe("|");
  });
});
