import { Link } from "@remix-run/react";
import { roundRating, type PublicReview, type ReviewSummary } from "~/lib/review-json-ld";
import { ReviewList } from "./review-list";
import { ReviewStars } from "./review-stars";

/** A product's approved reviews, their average and count. */
export function ProductReviews({ summary, reviews }: { summary: ReviewSummary; reviews: readonly PublicReview[] }) {
  return (
    <section className="container-page py-12" aria-labelledby="product-reviews">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="product-reviews" className="text-2xl">
            Customer Reviews
          </h2>
          <p className="mt-2 flex items-center gap-2 text-stone-700 dark:text-stone-300">
            {summary.count > 0 ? (
              <>
                <ReviewStars rating={roundRating(summary.average)} />
                <span>
                  {`${roundRating(summary.average).toFixed(1)} out of 5 from ${summary.count} ${summary.count === 1 ? "review" : "reviews"}`}
                </span>
              </>
            ) : (
              "No reviews for this fragrance yet."
            )}
          </p>
        </div>
        <Link to="/reviews/new" className="btn-outline">
          Leave a Review
        </Link>
      </div>
      {reviews.length > 0 ? (
        <div className="mt-6">
          <ReviewList reviews={reviews} showProduct={false} />
        </div>
      ) : null}
    </section>
  );
}
