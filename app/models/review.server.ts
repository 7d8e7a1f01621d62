import { and, asc, avg, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fragrances, reviews } from "../../db/schema";
import type { PublicReview, ReviewSummary } from "../lib/review-json-ld";
import type { ReviewInput } from "../lib/review-schema";
import { searchWords } from "../lib/search-words";
import { nameRank, prepareSearch, searchCondition, searchWithCorrection } from "./search-engine.server";

const publicReviewColumns = {
  id: reviews.id,
  name: reviews.name,
  rating: reviews.rating,
  comment: reviews.comment,
  productName: reviews.productName,
  productId: reviews.productId,
  createdAt: reviews.createdAt,
};

export type ReviewSuggestion = { id: number; name: string; inspiration: string | null };

/**
 * Stores a review as unapproved (moderation comes first). A chosen product's
 * name is taken from the catalogue, not from the client.
 * Returns null when the chosen product does not exist.
 */
export async function createReview({ db, input }: { db: Db; input: ReviewInput }) {
  let productName = input.productName || null;
  if (input.productId !== undefined) {
    const product = await db
      .select({ name: fragrances.name })
      .from(fragrances)
      .where(eq(fragrances.id, input.productId))
      .get();
    if (!product) return null;
    productName = product.name;
  }
  const row = await db
    .insert(reviews)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      rating: input.rating,
      comment: input.comment,
      productId: input.productId ?? null,
      productName,
      approved: false,
    })
    .returning({ id: reviews.id, approved: reviews.approved, productName: reviews.productName })
    .get();
  return row;
}

function approvedFor(productId?: number) {
  return productId === undefined
    ? eq(reviews.approved, true)
    : and(eq(reviews.approved, true), eq(reviews.productId, productId));
}

/** Newest approved reviews, overall or for one product. Unapproved ones never leave the database. */
async function listApprovedReviews({
  db,
  productId,
  limit,
}: {
  db: Db;
  productId?: number;
  limit: number;
}): Promise<PublicReview[]> {
  return db
    .select(publicReviewColumns)
    .from(reviews)
    .where(approvedFor(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** Average rating and count of approved reviews, overall or for one product. */
async function getReviewSummary({ db, productId }: { db: Db; productId?: number }): Promise<ReviewSummary> {
  const row = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(approvedFor(productId))
    .get();
  return { average: Number(row?.average ?? 0), count: row?.count ?? 0 };
}

/** Reviews and their summary for one screen, in one call. */
export async function getReviewsWithSummary({ db, productId, limit }: { db: Db; productId?: number; limit: number }) {
  const [summary, list] = await Promise.all([
    getReviewSummary({ db, productId }),
    listApprovedReviews({ db, productId, limit }),
  ]);
  return { summary, reviews: list };
}

/**
 * Picker suggestions: the first fragrances by name for an empty box, else the
 * search engine's matches by name or inspiration (a typo is corrected), names
 * that start with the text first.
 */
export async function suggestReviewProducts({
  db,
  query,
  limit,
}: {
  db: Db;
  query: string;
  limit: number;
}): Promise<ReviewSuggestion[]> {
  const columns = { id: fragrances.id, name: fragrances.name, inspiration: fragrances.inspiration };
  const words = searchWords(query);
  if (words.length === 0) return db.select(columns).from(fragrances).orderBy(asc(fragrances.name)).limit(limit);
  const { items } = await searchWithCorrection({
    db,
    words,
    scope: `review ${limit}`,
    prepare: (typed) =>
      prepareSearch(typed, {
        columns: ["name", "inspiration", "brand"],
        shortWordTarget: sql`lower(${fragrances.name} || ' ' || coalesce(${fragrances.inspiration}, ''))`,
      }),
    run: async (search) => {
      const rows = await db
        .select(columns)
        .from(fragrances)
        .where(searchCondition(search))
        .orderBy(nameRank(search.text), asc(fragrances.name))
        .limit(limit);
      return { items: rows, total: rows.length };
    },
  });
  return items;
}

/** One fragrance for the picker (keeps a chosen product listed after a new search). */
export async function getReviewSuggestion({ db, id }: { db: Db; id: number }): Promise<ReviewSuggestion | null> {
  const row = await db
    .select({ id: fragrances.id, name: fragrances.name, inspiration: fragrances.inspiration })
    .from(fragrances)
    .where(eq(fragrances.id, id))
    .get();
  return row ?? null;
}
