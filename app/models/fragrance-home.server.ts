import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances } from "../../db/schema";
import type { Season } from "../lib/seasons";
import { cardColumns } from "./fragrance-search.server";

/** Seasonal Collections: 2 male plus 2 female of the season (unisex not shown). */
export async function listSeasonalPicks({ db, season }: { db: Db; season: Season }) {
  const pick = (gender: "male" | "female") =>
    db
      .select(cardColumns)
      .from(fragrances)
      .where(and(eq(fragrances.season, season), eq(fragrances.gender, gender)))
      .orderBy(desc(fragrances.featured), asc(fragrances.id))
      .limit(2);
  const [male, female] = await Promise.all([pick("male"), pick("female")]);
  return [...male, ...female];
}

/** Quiz result: 4 fragrances whose notes carry the category's keywords. */
export async function listQuizRecommendations({ db, noteKeywords }: { db: Db; noteKeywords: readonly string[] }) {
  const matches = noteKeywords.map((keyword) => sql`instr(${fragrances.notesKey}, ${keyword.toLowerCase()}) > 0`);
  return db
    .select(cardColumns)
    .from(fragrances)
    .where(or(...matches))
    .orderBy(desc(fragrances.featured), asc(fragrances.id))
    .limit(4);
}

/** Every product for the sitemap: id and last change only. */
export async function listSitemapEntries({ db }: { db: Db }) {
  return db
    .select({ id: fragrances.id, gender: fragrances.gender, updatedAt: fragrances.updatedAt })
    .from(fragrances)
    .orderBy(asc(fragrances.id));
}
