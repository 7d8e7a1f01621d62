import { count, desc, eq } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { auditLog, reviews } from "../../db/schema";
import { bumpCatalogueVersion } from "./catalogue-version.server";

// Review moderation: reviews are published only after an admin approves them.

export type ReviewFilter = "pending" | "published" | "all";

export async function listReviewsForModeration({
  db,
  filter,
  page,
  pageSize,
}: {
  db: Db;
  filter: ReviewFilter;
  page: number;
  pageSize: number;
}) {
  const where = filter === "all" ? undefined : eq(reviews.approved, filter === "published");
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(reviews).where(where).get(),
  ]);
  return { reviews: rows, total: total?.value ?? 0 };
}

/** One review as the moderation list shows it, or null when it is gone. */
export async function getReviewForModeration({ db, reviewId }: { db: Db; reviewId: number }) {
  return (await db.select().from(reviews).where(eq(reviews.id, reviewId)).get()) ?? null;
}

export type ModerationAction = "approve" | "unpublish" | "delete";

/** Applies one moderation action with its audit row; false when the review is gone. */
export async function moderateReview({
  db,
  userId,
  reviewId,
  action,
}: {
  db: Db;
  userId: number;
  reviewId: number;
  action: ModerationAction;
}): Promise<boolean> {
  const existing = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).get();
  if (!existing) return false;
  const change =
    action === "delete"
      ? db.delete(reviews).where(eq(reviews.id, reviewId))
      : db.update(reviews).set({ approved: action === "approve" }).where(eq(reviews.id, reviewId));
  await runBatch(db, [
    change,
    db.insert(auditLog).values({ userId, action, entity: "review", entityId: String(reviewId) }),
    bumpCatalogueVersion({ db }),
  ]);
  return true;
}
