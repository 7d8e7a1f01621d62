import { describe, expect, it } from "vitest";
import { foldWord, matchExpression, planSearch, SEARCH_TIERS } from "./search-query";

describe("planSearch", () => {
  it("keeps every word of the query and adds its singular", () => {
    expect(planSearch(["roses"])).toEqual({ groups: [{ words: ["roses"], alternatives: ["rose"] }], shortWords: [] });
  });

  it("adds synonyms of the word and of its singular", () => {
    const [group] = planSearch(["ouds"]).groups;
    expect(group!.words).toEqual(["ouds"]);
    expect(group!.alternatives).toEqual(expect.arrayContaining(["oud", "agarwood"]));
  });

  it("reads a synonym phrase of two words as one group that still accepts both words anywhere", () => {
    expect(planSearch(["orange", "blossom", "honey"]).groups).toEqual([
      { words: ["orange", "blossom"], alternatives: ["orange blossom", "neroli", "fleur d'oranger"] },
      { words: ["honey"], alternatives: [] },
    ]);
  });

  it("sets words under three characters aside for the substring fallback", () => {
    expect(planSearch(["no", "5", "chanel"])).toEqual({ groups: [{ words: ["chanel"], alternatives: [] }], shortWords: ["no", "5"] });
  });

  it("adds the unaccented form of an accented word", () => {
    expect(planSearch(["trésor"]).groups[0]!.alternatives).toContain("tresor");
    expect(foldWord("Crème")).toBe("creme");
  });
});

describe("matchExpression", () => {
  it("joins the groups with AND and each group's spellings with OR", () => {
    expect(matchExpression(planSearch(["roses", "amber"]))).toBe('("roses" OR "rose") AND ("amber" OR "ambre" OR "ambery")');
  });

  it("needs both words of a phrase group, or one of its synonyms", () => {
    expect(matchExpression(planSearch(["orange", "blossom"]))).toBe(
      '(("orange" AND "blossom") OR "orange blossom" OR "neroli" OR "fleur d\'oranger")',
    );
  });

  it("quotes every term, so query syntax typed by a shopper is matched as text", () => {
    expect(matchExpression(planSearch(['a"b*c', "near(x"]))).toBe('"a""b*c" AND "near(x"');
  });

  it("limits the match to some columns when asked", () => {
    expect(matchExpression(planSearch(["dior"]), ["name", "inspiration"])).toBe('{name inspiration} : ("dior")');
  });

  it("has nothing to ask the index when every word is short", () => {
    expect(matchExpression(planSearch(["no", "5"]))).toBeNull();
  });
});

describe("SEARCH_TIERS", () => {
  it("asks the title index, then the notes, then every column, each leaving out the tiers before it", () => {
    expect(SEARCH_TIERS.map((tier) => tier.index)).toEqual(["fragrance_titles", "fragrance_notes", "fragrance_search"]);
    SEARCH_TIERS.forEach((tier, position) => {
      expect(tier.excluding).toEqual(SEARCH_TIERS.slice(0, position).map((before) => before.index));
    });
    expect(SEARCH_TIERS.map((tier) => tier.scored)).toEqual([true, false, false]);
  });
});
