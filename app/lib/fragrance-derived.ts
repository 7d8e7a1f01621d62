import { brandFromInspiration } from "./brands";
import { seasonForNotes, type Season } from "./seasons";

export type FragranceSource = {
  name: string;
  gender: string;
  description: string;
  inspiration?: string | null;
  topNotes: readonly string[];
  middleNotes: readonly string[];
  baseNotes: readonly string[];
};

export type DerivedFragranceColumns = {
  brand: string | null;
  season: Season;
  notesKey: string;
  searchText: string;
};

function allNotes(source: Pick<FragranceSource, "topNotes" | "middleNotes" | "baseNotes">) {
  return [...source.topNotes, ...source.middleNotes, ...source.baseNotes];
}

/** "|rose|vanilla|": lets SQL test "note X is in any list" with instr(). */
export function notesKeyFor(notes: readonly string[]): string {
  const unique = [...new Set(notes.map((note) => note.trim().toLowerCase()).filter(Boolean))];
  return unique.length ? `|${unique.join("|")}|` : "|";
}

/**
 * The columns the database keeps next to each fragrance so that brand, season,
 * note and text filters run in SQL. Every write goes through this one function.
 */
export function deriveFragranceColumns(source: FragranceSource): DerivedFragranceColumns {
  const notes = allNotes(source);
  return {
    brand: brandFromInspiration(source.inspiration),
    season: seasonForNotes(notes),
    notesKey: notesKeyFor(notes),
    searchText: [source.name, source.description, source.gender, source.inspiration ?? "", ...notes]
      .join("\n")
      .toLowerCase(),
  };
}
