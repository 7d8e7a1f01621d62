import type { PublicReview } from "~/lib/review-json-ld";
import { SHOP_TIME_ZONE } from "~/lib/site";
import { ReviewStars } from "./review-stars";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: SHOP_TIME_ZONE });

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
            <time dateTime={new Date(review.createdAt).toISOString()}>{dateFormat.format(new Date(review.createdAt))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
