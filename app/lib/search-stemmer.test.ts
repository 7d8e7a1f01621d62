import { describe, expect, it } from "vitest";
import { stemWord } from "./search-stemmer";

describe("stemWord", () => {
  it("turns common plurals into their singular", () => {
    expect(stemWord("roses")).toBe("rose");
    expect(stemWord("notes")).toBe("note");
    expect(stemWord("woods")).toBe("wood");
    expect(stemWord("lilies")).toBe("lily");
    expect(stemWord("berries")).toBe("berry");
    expect(stemWord("peaches")).toBe("peach");
    expect(stemWord("boxes")).toBe("box");
    expect(stemWord("musks")).toBe("musk");
  });

  it("leaves singular words ending in s alone", () => {
    for (const word of ["iris", "citrus", "moss", "cypress", "hibiscus", "grass"]) expect(stemWord(word)).toBe(word);
  });

  it("leaves short words and words without a plural ending alone", () => {
    expect(stemWord("oud")).toBe("oud");
    expect(stemWord("yes")).toBe("yes");
    expect(stemWord("vanilla")).toBe("vanilla");
  });
});
