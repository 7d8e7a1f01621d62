import type { PublicReview } from "~/lib/review-json-ld";
import { shopLongDate } from "~/lib/shop-time";
import { ReviewStars } from "./review-stars";

/** Approved reviews as cards. Names and comments are rendered as text, never as HTML. */
export function ReviewList({ reviews, showProduct = true }: { reviews: readonly PublicReview[]; showProduct?: boolean }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
          <ReviewStars rating={review.rating} />
          <p className="mt-4 flex-1 leading-relaxed break-words whitespace-pre-line">&ldquo;{review.comment}&rdquo;</p>
          <p className="mt-4 font-medium">{review.name}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {showProduct && review.productName ? `${review.productName} · ` : ""}
            <time dateTime={new Date(review.createdAt).toISOString()}>{shopLongDate(review.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
