import { describe, expect, it } from "vitest";
import {
  addToBoard,
  defaultBoardName,
  MOOD_SEASONS,
  moodBoardSearch,
  pairingSuggestions,
  parseMoodBoard,
  removeFromBoard,
  resizeOnBoard,
  shareText,
  withMood,
  withSeason,
} from "./mood-board";

const parse = (query: string) => parseMoodBoard(new URLSearchParams(query));

describe("mood board seasons and moods", () => {
  it("lists the spec's seasons and moods in order", () => {
    expect(MOOD_SEASONS.map((s) => [s.label, s.moods.map((m) => m.label)])).toEqual([
      ["Spring", ["Floral Garden", "Fresh Rain", "Citrus Bloom"]],
      ["Summer", ["Tropical Paradise", "Citrus Fresh", "Ocean Breeze", "Sunset Vibes"]],
      ["Autumn", ["Spiced Warmth", "Woody Earth", "Crisp Air"]],
      ["Winter", ["Cozy Fireplace", "Winter Pine", "Luxe Velvet"]],
    ]);
  });

  it("maps Autumn to the catalogue's fall season", () => {
    expect(MOOD_SEASONS.find((s) => s.key === "autumn")!.dbSeason).toBe("fall");
  });

  it("gives every mood its own keywords", () => {
    for (const season of MOOD_SEASONS) for (const mood of season.moods) expect(mood.keywords.length).toBeGreaterThan(3);
  });
});

describe("parseMoodBoard", () => {
  it("defaults to Summer, Tropical Paradise and 'My Summer Mood Board'", () => {
    expect(parse("")).toEqual({ season: "summer", mood: "tropical-paradise", name: "My Summer Mood Board", items: [] });
  });

  it("reads a shared board back exactly", () => {
    const state = { season: "autumn", mood: "crisp-air", name: "Cabin weekend", items: [{ id: 4, size: "large" }, { id: 9, size: "small" }] } as const;
    const copy = { ...state, items: [...state.items] };
    expect(parse(moodBoardSearch(copy).slice(1))).toEqual(copy);
  });

  it("ignores bad, duplicate and extra items and unknown moods", () => {
    const state = parse("season=winter&mood=nope&items=1-l,1,abc,0,2-x,3,4,5,6,7,8&name=%20%20");
    expect(state.mood).toBe("cozy-fireplace");
    expect(state.name).toBe("My Winter Mood Board");
    expect(state.items.map((i) => i.id)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(state.items[0]!.size).toBe("large");
    expect(parse("season=monsoon").season).toBe("summer");
    expect(parse(`name=${"x".repeat(200)}`).name).toHaveLength(60);
  });

  it("leaves the default name out of links", () => {
    expect(moodBoardSearch(parse(""))).toBe("?season=summer&mood=tropical-paradise");
  });
});

describe("board changes", () => {
  it("resets the mood and name on a season change but keeps the fragrances", () => {
    const state = { ...parse("season=summer&mood=ocean-breeze&items=3&name=Mine"), season: "summer" as const };
    const next = withSeason(state, "winter");
    expect(next).toMatchObject({ season: "winter", mood: "cozy-fireplace", name: defaultBoardName("winter") });
    expect(next.items).toEqual(state.items);
    expect(withMood(next, "luxe-velvet").mood).toBe("luxe-velvet");
  });

  it("adds up to six fragrances, once each", () => {
    let state = parse("");
    for (let id = 1; id <= 6; id++) {
      const { state: next, result } = addToBoard(state, id);
      expect(result).toBe("added");
      state = next;
    }
    expect(addToBoard(state, 7).result).toBe("full");
    expect(addToBoard(removeFromBoard(state, 2), 2).result).toBe("added");
    expect(addToBoard(state, 3).result).toBe("present");
    expect(resizeOnBoard(state, 1).items[0]!.size).toBe("large");
    expect(resizeOnBoard(resizeOnBoard(state, 1), 1).items[0]!.size).toBe("small");
  });
});

describe("pairingSuggestions", () => {
  const a = { id: 1, name: "A", topNotes: ["Lemon"], middleNotes: ["Rose"], baseNotes: ["Musk"] };
  const b = { id: 2, name: "B", topNotes: ["Mint"], middleNotes: ["Rose"], baseNotes: ["Oud"] };
  const c = { id: 3, name: "C", topNotes: ["Pear"], middleNotes: ["Iris"], baseNotes: ["Amber"] };

  it("needs at least two fragrances", () => {
    expect(pairingSuggestions([a])).toEqual([]);
  });

  it("pairs on a shared note, or a bright top with a deep base", () => {
    expect(pairingSuggestions([a, b, c])).toEqual([
      "Layer A with B: both share rose, so they blend seamlessly.",
      "Wear A for its lemon opening, then add C for a finish of amber.",
      "Wear B for its mint opening, then add C for a finish of amber.",
    ]);
  });
});

describe("shareText", () => {
  it("names the board, its fragrances and the link", () => {
    expect(shareText("Mine", ["A", "B"], "https://x.test/b")).toBe("Mine: A, B\nhttps://x.test/b");
  });
});
