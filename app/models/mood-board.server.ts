import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import type { Season } from "../lib/seasons";

const boardColumns = {
  id: fragrances.id,
  name: fragrances.name,
  gender: fragrances.gender,
  imageUrl: fragrances.imageUrl,
  topNotes: fragrances.topNotes,
  middleNotes: fragrances.middleNotes,
  baseNotes: fragrances.baseNotes,
  inspiration: fragrances.inspiration,
};

export type BoardFragrance = {
  id: number;
  name: string;
  gender: "male" | "female" | "unisex";
  imageUrl: string;
  topNotes: string[];
  middleNotes: string[];
  baseNotes: string[];
  inspiration: string | null;
};

/** The board's fragrances, in the board's order; ids no longer in the catalogue drop out. */
export async function getBoardFragrances({ db, ids }: { db: Db; ids: number[] }): Promise<BoardFragrance[]> {
  if (!ids.length) return [];
  const rows = await db.select(boardColumns).from(fragrances).where(inArray(fragrances.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * Fragrances for a mood: those whose notes contain the most of the mood's
 * keywords come first (notes_key is "|note|note|", lower-cased).
 */
export async function listMoodRecommendations({
  db,
  keywords,
  limit,
}: {
  db: Db;
  keywords: readonly string[];
  limit: number;
}): Promise<BoardFragrance[]> {
  if (!keywords.length) return [];
  const hits: SQL[] = keywords.map((keyword) => sql`(instr(${fragrances.notesKey}, ${keyword.toLowerCase()}) > 0)`);
  const score = sql.join(hits, sql` + `);
  return db
    .select(boardColumns)
    .from(fragrances)
    .where(sql`(${score}) > 0`)
    .orderBy(desc(score), desc(fragrances.featured), asc(fragrances.name))
    .limit(limit);
}

/** The season's list, featured first, leaving out what the mood list already shows. */
export async function listSeasonFragrances({
  db,
  season,
  excludeIds = [],
  limit,
}: {
  db: Db;
  season: Season;
  excludeIds?: number[];
  limit: number;
}): Promise<BoardFragrance[]> {
  return db
    .select(boardColumns)
    .from(fragrances)
    .where(
      and(eq(fragrances.season, season), excludeIds.length ? notInArray(fragrances.id, excludeIds) : undefined),
    )
    .orderBy(desc(fragrances.featured), asc(fragrances.name))
    .limit(limit);
}
