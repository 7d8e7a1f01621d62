import { describe, expect, it } from "vitest";
import { seasonForNotes } from "./seasons";

describe("seasonForNotes", () => {
  it("checks summer first, then spring, then winter, otherwise fall", () => {
    expect(seasonForNotes(["Bergamot", "Vanilla"])).toBe("summer");
    expect(seasonForNotes(["Jasmine", "Vanilla"])).toBe("spring");
    expect(seasonForNotes(["Tonka Bean", "Patchouli"])).toBe("winter");
    expect(seasonForNotes(["Patchouli", "Vetiver"])).toBe("fall");
  });

  it("matches keywords inside longer note names, case-insensitively", () => {
    expect(seasonForNotes(["Sea Salt"])).toBe("summer");
    expect(seasonForNotes(["LILY OF THE VALLEY"])).toBe("spring");
    expect(seasonForNotes(["Sweet Pea"])).toBe("spring");
    expect(seasonForNotes(["Amberwood"])).toBe("winter");
  });

  it("treats oud, sandalwood and incense together as winter, but not one alone", () => {
    expect(seasonForNotes(["Oud", "Sandalwood"])).toBe("winter");
    expect(seasonForNotes(["Incense", "Sandalwood"])).toBe("winter");
    expect(seasonForNotes(["Oud", "Leather"])).toBe("fall");
  });

  it("gives fall to a fragrance without notes", () => {
    expect(seasonForNotes([])).toBe("fall");
  });
});
