// Season assignment from docs/product.md ("Seasonal collection"): keywords are
// checked against every note, season by season, in this order.
const SEASON_ORDER = ["summer", "spring", "winter"] as const;
export type Season = "summer" | "spring" | "fall" | "winter";

const SEASON_KEYWORDS: Record<(typeof SEASON_ORDER)[number], readonly string[]> = {
  summer: ["citrus", "lemon", "bergamot", "lime", "sea", "coconut", "salt", "tropical", "marine"],
  spring: ["floral", "peony", "lily", "jasmine", "sweet pea", "green tea"],
  winter: [
    "vanilla",
    "cinnamon",
    "tonka",
    "benzoin",
    "praline",
    "caramel",
    "chocolate",
    "cognac",
    "chestnut",
    "ambergris",
    "labdanum",
    "amber",
  ],
};

// The spec's "some oud, sandalwood or incense combinations": two of the three
// resinous/woody notes together read as a winter scent.
const WINTER_PAIRS = ["oud", "sandalwood", "incense"] as const;

export const SEASON_LABELS: Record<Season, string> = {
  summer: "Summer",
  spring: "Spring",
  fall: "Fall",
  winter: "Winter",
};

export function seasonForNotes(notes: readonly string[]): Season {
  const lowered = notes.map((note) => note.toLowerCase());
  const has = (keyword: string) => lowered.some((note) => note.includes(keyword));
  for (const season of SEASON_ORDER) {
    if (SEASON_KEYWORDS[season].some(has)) return season;
    if (season === "winter" && WINTER_PAIRS.filter(has).length >= 2) return "winter";
  }
  return "fall";
}
