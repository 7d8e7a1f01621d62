// Turns a product's approved reviews into the parts schema.org Product JSON-LD
// takes. Nothing is added without reviews: Google flags an AggregateRating
// with a count of zero.
export type ReviewSummary = { average: number; count: number };
export type PublicReview = {
  id: number;
  name: string;
  rating: number;
  comment: string;
  productName: string | null;
  createdAt: Date | string;
};

export function reviewJsonLdParts(summary: ReviewSummary, reviews: readonly PublicReview[]) {
  if (summary.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: roundRating(summary.average),
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      datePublished: new Date(review.createdAt).toISOString().slice(0, 10),
      reviewBody: review.comment,
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** One decimal, as shown on the page ("4.7"). */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** JSON for a <script type="application/ld+json">; "<" escaped so user text cannot close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
