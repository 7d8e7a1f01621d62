import { Link } from "@remix-run/react";
import { ReviewList } from "~/components/reviews/review-list";
import { ReviewStars } from "~/components/reviews/review-stars";
import { roundRating, type PublicReview, type ReviewSummary } from "~/lib/review-json-ld";

/** Home "Customer reviews": real approved reviews with their real average and count. */
export function CustomerReviews({ summary, reviews }: { summary: ReviewSummary; reviews: readonly PublicReview[] }) {
  const average = roundRating(summary.average).toFixed(1);
  return (
    <section className="container-page py-16" aria-labelledby="customer-reviews">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="customer-reviews" className="text-3xl">
            What Our Customers Say
          </h2>
          {summary.count > 0 ? (
            <p className="mt-2 flex items-center gap-2 text-stone-700 dark:text-stone-300">
              <ReviewStars rating={roundRating(summary.average)} />
              <span>{`${average} out of 5 from ${summary.count} ${summary.count === 1 ? "review" : "reviews"}`}</span>
            </p>
          ) : null}
        </div>
        <Link to="/reviews/new" className="btn-outline">
          Leave a Review
        </Link>
      </div>
      {summary.count > 0 ? (
        <div className="mt-8">
          <ReviewList reviews={reviews} />
        </div>
      ) : (
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600 dark:border-stone-700 dark:text-stone-400">
          No reviews yet. Tried one of our roll-ons? Be the first to tell other shoppers what you think.
        </p>
      )}
    </section>
  );
}
