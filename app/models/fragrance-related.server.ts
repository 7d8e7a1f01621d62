import { and, asc, desc, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import { cardColumns } from "./fragrance-search.server";

/**
 * "You may also like": other fragrances that share the most notes with this
 * one (any tier), the same audience first on a tie, then by name. Only
 * fragrances sharing at least one note; notes_key is "|note|note|", lower-cased.
 */
export async function listRelatedFragrances({
  db,
  fragrance,
  limit,
}: {
  db: Db;
  fragrance: { id: number; gender: string; topNotes: string[]; middleNotes: string[]; baseNotes: string[] };
  limit: number;
}) {
  const notes = [...new Set([...fragrance.topNotes, ...fragrance.middleNotes, ...fragrance.baseNotes].map((note) => note.toLowerCase()))];
  if (notes.length === 0) return [];
  const shared = sql<number>`(${sql.join(
    notes.map((note) => sql`(instr(${fragrances.notesKey}, ${`|${note}|`}) > 0)`),
    sql` + `,
  )})`;
  return db
    .select(cardColumns)
    .from(fragrances)
    .where(and(ne(fragrances.id, fragrance.id), sql`${shared} > 0`))
    .orderBy(desc(shared), desc(sql`${fragrances.gender} = ${fragrance.gender}`), asc(fragrances.name))
    .limit(limit);
}
