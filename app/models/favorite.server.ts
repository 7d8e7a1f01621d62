import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favorites, fragrances } from "../../db/schema";
import { publicFragranceColumns, type PublicFragrance } from "./fragrance.server";
import { cardStockColumns } from "./fragrance-search.server";

// Every query is scoped by userId: a user never reads or changes another's favourites.

/** Ids only: cheap enough for the root loader on every page. */
export async function listFavoriteIds({ db, userId }: { db: Db; userId: number }): Promise<number[]> {
  const rows = await db
    .select({ fragranceId: favorites.fragranceId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return rows.map((row) => row.fragranceId);
}

/** The user's favourite fragrances, most recently saved first, with what their cards show of stock. */
export async function listFavoriteFragrances({ db, userId }: { db: Db; userId: number }): Promise<(PublicFragrance & { stock10ml: number })[]> {
  return db
    .select({ ...publicFragranceColumns, ...cardStockColumns })
    .from(favorites)
    .innerJoin(fragrances, eq(fragrances.id, favorites.fragranceId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}

/** One page of the user's favourites (most recently saved first) and how many there are. */
export async function listFavoriteFragrancesPage({
  db,
  userId,
  limit,
  offset,
}: {
  db: Db;
  userId: number;
  limit: number;
  offset: number;
}): Promise<{ items: PublicFragrance[]; total: number }> {
  const [items, totalRow] = await Promise.all([
    db
      .select(publicFragranceColumns)
      .from(favorites)
      .innerJoin(fragrances, eq(fragrances.id, favorites.fragranceId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(favorites).where(eq(favorites.userId, userId)).get(),
  ]);
  return { items, total: totalRow?.value ?? 0 };
}

/**
 * Saves a favourite. Adding twice is harmless ("exists"); an unknown fragrance
 * is "not-found" rather than a foreign-key error.
 */
export async function addFavorite({
  db,
  userId,
  fragranceId,
}: {
  db: Db;
  userId: number;
  fragranceId: number;
}): Promise<"added" | "exists" | "not-found"> {
  const fragrance = await db.select({ id: fragrances.id }).from(fragrances).where(eq(fragrances.id, fragranceId)).get();
  if (!fragrance) return "not-found";
  const inserted = await db
    .insert(favorites)
    .values({ userId, fragranceId })
    .onConflictDoNothing({ target: [favorites.userId, favorites.fragranceId] })
    .returning({ id: favorites.id });
  return inserted.length > 0 ? "added" : "exists";
}

/** Removes a favourite; false when there was none. */
export async function removeFavorite({
  db,
  userId,
  fragranceId,
}: {
  db: Db;
  userId: number;
  fragranceId: number;
}): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.fragranceId, fragranceId)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}
