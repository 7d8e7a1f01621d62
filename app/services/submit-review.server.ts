import type { Db } from "../../db/client";
import { parseId } from "~/lib/route-params";
import { reviewPickerLimit, type ReviewInput } from "~/lib/review-schema";
import { limitAttempt } from "./limit-attempt.server";
import { createReview, getReviewSuggestion, suggestReviewProducts } from "~/models/review.server";
import { logOf, type RateLimited, type ServiceContext } from "./service-context";

/** A review's product id that names no fragrance (the form and the JSON API show it on the product field). */
export const UNKNOWN_PRODUCT = "Please choose a fragrance from the list";

/** The product picker as the review form shows it: suggestions for the words typed, and the chosen fragrance. */
export async function reviewPicker(context: Pick<ServiceContext, "db">, { query, productId }: { query: string; productId: string }) {
  const id = parseId(productId);
  const [suggestions, selected] = await Promise.all([
    suggestReviewProducts({ db: context.db, query, limit: reviewPickerLimit(query) }),
    id ? getReviewSuggestion({ db: context.db, id }) : null,
  ]);
  return { query: query.trim(), suggestions, selected };
}

export type ReviewPicker = Awaited<ReturnType<typeof reviewPicker>>;

/** The review page before anything is posted: the thank-you state, or the picker's first suggestions. */
export async function reviewPageState({ db, query, submitted }: { db: Db; query: string; submitted: boolean }) {
  const suggestions = submitted ? [] : await suggestReviewProducts({ db, query, limit: reviewPickerLimit(query) });
  return { submitted, query, suggestions };
}

export type StoreReviewResult = { ok: true; review: { id: number; approved: boolean } } | { ok: false; reason: "unknown-product" | "failed" };

/**
 * Stores a review, unapproved (the page's form and the JSON API alike). Refused
 * when its product id names no fragrance; "failed" (logged) when the database
 * did not take it.
 */
export async function storeReview(context: Pick<ServiceContext, "db" | "log">, review: ReviewInput): Promise<StoreReviewResult> {
  try {
    const created = await createReview({ db: context.db, input: review });
    if (!created) return { ok: false, reason: "unknown-product" };
    return { ok: true, review: { id: created.id, approved: created.approved } };
  } catch (error) {
    logOf(context).error({ err: error }, "review insert failed");
    return { ok: false, reason: "failed" };
  }
}

export type SubmitReviewResult =
  | { ok: true }
  | ((RateLimited | { ok: false; reason: "invalid" | "unknown-product" | "failed" }) & { picker: ReviewPicker });

/**
 * The review form's submission. `review` is the form as the route validated
 * it, or null when it did not: the attempt counts against the review limit all
 * the same, and the limit is answered first. A refusal carries the product
 * picker (for what was typed and chosen) to show again with the form.
 */
export async function submitReview(
  context: Pick<ServiceContext, "db" | "env" | "clientAddress" | "rateLimiters">,
  { review, productQuery, productId }: { review: ReviewInput | null; productQuery: string; productId: string },
): Promise<SubmitReviewResult> {
  const picker = await reviewPicker(context, { query: productQuery, productId });
  const limited = await limitAttempt(context, "review");
  if (limited) return { ...limited, picker };
  if (!review) return { ok: false, reason: "invalid", picker };
  const stored = await storeReview(context, review);
  return stored.ok ? { ok: true } : { ...stored, picker };
}
