// The seasonal mood board (docs/product.md). Its whole state lives in the
// URL (docs/product.md), so links and GET forms work without JavaScript, a reload
// keeps the board, and sharing the address reproduces it.
import type { Season } from "./seasons";

export type MoodSeasonKey = "spring" | "summer" | "autumn" | "winter";
export type Mood = { slug: string; label: string; keywords: readonly string[] };
export type MoodSeason = { key: MoodSeasonKey; label: string; dbSeason: Season; moods: readonly Mood[] };

const mood = (label: string, keywords: string[]): Mood => ({
  slug: label.toLowerCase().replace(/\s+/g, "-"),
  label,
  keywords,
});

const moodSeason = (key: MoodSeasonKey, dbSeason: Season, moods: readonly Mood[]): MoodSeason => ({
  key,
  label: key.charAt(0).toUpperCase() + key.slice(1),
  dbSeason,
  moods,
});

// Our keyword lists (the spec does not show the original's). They are matched
// as substrings of note names, so "pepper" also finds "pink pepper".
/** Where the mood board lives; its state is this path's query string. */
export const MOOD_BOARD_PATH = "/summer-mood-board";

export const MOOD_SEASONS: readonly MoodSeason[] = [
  moodSeason("spring", "spring", [
    mood("Floral Garden", ["rose", "jasmine", "peony", "lily", "gardenia", "tuberose", "magnolia", "iris", "violet"]),
    mood("Fresh Rain", ["green", "vetiver", "tea", "mint", "moss", "aquatic", "ozon", "cucumber", "petitgrain"]),
    mood("Citrus Bloom", ["bergamot", "lemon", "mandarin", "neroli", "orange blossom", "grapefruit", "yuzu"]),
  ]),
  moodSeason("summer", "summer", [
    mood("Tropical Paradise", ["coconut", "mango", "pineapple", "passion", "tiare", "frangipani", "ylang", "monoi"]),
    mood("Citrus Fresh", ["lemon", "lime", "bergamot", "grapefruit", "mandarin", "orange", "yuzu", "neroli"]),
    mood("Ocean Breeze", ["sea", "marine", "salt", "aquatic", "ambergris", "driftwood", "ozon", "sage"]),
    mood("Sunset Vibes", ["peach", "apricot", "amber", "vanilla", "orange blossom", "pink pepper", "musk"]),
  ]),
  // The catalogue calls autumn "fall".
  moodSeason("autumn", "fall", [
    mood("Spiced Warmth", ["cinnamon", "cardamom", "nutmeg", "clove", "pepper", "saffron", "ginger", "tonka"]),
    mood("Woody Earth", ["cedar", "sandalwood", "vetiver", "patchouli", "oakmoss", "oud", "guaiac", "birch"]),
    mood("Crisp Air", ["apple", "pear", "fig", "cypress", "juniper", "sage", "lavender", "currant"]),
  ]),
  moodSeason("winter", "winter", [
    mood("Cozy Fireplace", ["tobacco", "vanilla", "benzoin", "incense", "leather", "birch", "smoke", "honey"]),
    mood("Winter Pine", ["pine", "fir", "cypress", "juniper", "cedar", "mint", "elemi", "frankincense"]),
    mood("Luxe Velvet", ["oud", "rose", "saffron", "amber", "plum", "praline", "vanilla", "leather"]),
  ]),
];

export const MOOD_BOARD_LIMIT = 6;
export const MOOD_RECOMMENDATIONS = 6;
export const SEASON_LIST_SIZE = 8;
export const BOARD_NAME_MAX = 60;
const ITEM_SIZES = ["small", "medium", "large"] as const;
export type ItemSize = (typeof ITEM_SIZES)[number];
const SIZE_CODES: Record<ItemSize, string> = { small: "s", medium: "m", large: "l" };

export type BoardItem = { id: number; size: ItemSize };
export type MoodBoardState = { season: MoodSeasonKey; mood: string; name: string; items: BoardItem[] };

export function seasonByKey(key: MoodSeasonKey): MoodSeason {
  return MOOD_SEASONS.find((season) => season.key === key)!;
}

export function moodOf(state: Pick<MoodBoardState, "season" | "mood">): Mood {
  const season = seasonByKey(state.season);
  return season.moods.find((m) => m.slug === state.mood) ?? season.moods[0]!;
}

export function defaultBoardName(season: MoodSeasonKey): string {
  return `My ${seasonByKey(season).label} Mood Board`;
}

/** Reads the board from the query string; anything unknown or malformed falls back to the defaults. */
export function parseMoodBoard(params: URLSearchParams): MoodBoardState {
  const rawSeason = params.get("season");
  const season = MOOD_SEASONS.find((s) => s.key === rawSeason)?.key ?? "summer";
  const mood = moodOf({ season, mood: params.get("mood") ?? "" }).slug;
  const name = (params.get("name") ?? "").replace(/\s+/g, " ").trim().slice(0, BOARD_NAME_MAX) || defaultBoardName(season);
  const items: BoardItem[] = [];
  for (const token of (params.get("items") ?? "").split(",")) {
    const match = /^(\d{1,9})(?:-([sml]))?$/.exec(token.trim());
    if (!match) continue;
    const id = Number(match[1]);
    if (id < 1 || items.some((item) => item.id === id)) continue;
    const size = (Object.keys(SIZE_CODES) as ItemSize[]).find((s) => SIZE_CODES[s] === match[2]) ?? "medium";
    items.push({ id, size });
    if (items.length === MOOD_BOARD_LIMIT) break;
  }
  return { season, mood, name, items };
}

/** "12-m,40-l": the items parameter. */
export function encodeItems(items: readonly BoardItem[]): string {
  return items.map((item) => `${item.id}-${SIZE_CODES[item.size]}`).join(",");
}

/** The query string for a state; the default name is left out to keep links short. */
export function moodBoardSearch(state: MoodBoardState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ season: state.season, mood: state.mood });
  if (state.items.length) params.set("items", encodeItems(state.items));
  if (state.name !== defaultBoardName(state.season)) params.set("name", state.name);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `?${params.toString()}`;
}

/** A season change resets the mood to the season's first and the board name. */
export function withSeason(state: MoodBoardState, season: MoodSeasonKey): MoodBoardState {
  return { ...state, season, mood: seasonByKey(season).moods[0]!.slug, name: defaultBoardName(season) };
}

export function withMood(state: MoodBoardState, mood: string): MoodBoardState {
  return { ...state, mood: moodOf({ season: state.season, mood }).slug };
}

export type AddResult = "added" | "full" | "present";

export function addToBoard(state: MoodBoardState, id: number): { state: MoodBoardState; result: AddResult } {
  if (state.items.some((item) => item.id === id)) return { state, result: "present" };
  if (state.items.length >= MOOD_BOARD_LIMIT) return { state, result: "full" };
  return { state: { ...state, items: [...state.items, { id, size: "medium" }] }, result: "added" };
}

export function removeFromBoard(state: MoodBoardState, id: number): MoodBoardState {
  return { ...state, items: state.items.filter((item) => item.id !== id) };
}

export function resizeOnBoard(state: MoodBoardState, id: number): MoodBoardState {
  const next = (size: ItemSize) => ITEM_SIZES[(ITEM_SIZES.indexOf(size) + 1) % ITEM_SIZES.length]!;
  return { ...state, items: state.items.map((item) => (item.id === id ? { ...item, size: next(item.size) } : item)) };
}

/**
 * Where each of the six slots sits on the (square) canvas, in percent: three
 * columns that never overlap at the largest item width (30%), two rows.
 */
export const BOARD_SLOTS: readonly { x: number; y: number }[] = [
  { x: 3, y: 4 },
  { x: 36, y: 2 },
  { x: 68, y: 6 },
  { x: 4, y: 52 },
  { x: 37, y: 50 },
  { x: 68, y: 54 },
];

type PairingFragrance = { id: number; name: string; topNotes: string[]; middleNotes: string[]; baseNotes: string[] };

/**
 * Pairing suggestions (only from two fragrances on): pairs that share a note
 * layer well; otherwise a light top pairs with a deep base.
 */
export function pairingSuggestions(fragrances: readonly PairingFragrance[], max = 3): string[] {
  if (fragrances.length < 2) return [];
  const tips: string[] = [];
  for (let i = 0; i < fragrances.length && tips.length < max; i++) {
    for (let j = i + 1; j < fragrances.length && tips.length < max; j++) {
      const a = fragrances[i]!;
      const b = fragrances[j]!;
      const notesOf = (f: PairingFragrance) => [...f.topNotes, ...f.middleNotes, ...f.baseNotes].map((n) => n.toLowerCase());
      const shared = notesOf(a).find((note) => notesOf(b).includes(note));
      tips.push(
        shared
          ? `Layer ${a.name} with ${b.name}: both share ${shared}, so they blend seamlessly.`
          : `Wear ${a.name} for its ${a.topNotes[0]?.toLowerCase() ?? "bright"} opening, then add ${b.name} for a finish of ${b.baseNotes[0]?.toLowerCase() ?? "warm base notes"}.`,
      );
    }
  }
  return tips;
}

/** What "Copy" puts on the clipboard when the Web Share API is missing. */
export function shareText(name: string, fragranceNames: readonly string[], url: string): string {
  const list = fragranceNames.length ? `: ${fragranceNames.join(", ")}` : "";
  return `${name}${list}\n${url}`;
}
