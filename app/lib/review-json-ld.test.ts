import { describe, expect, it } from "vitest";
import { reviewJsonLdParts, roundRating, serializeJsonLd } from "./review-json-ld";

const review = {
  id: 1,
  name: "Ana",
  rating: 4,
  comment: "Lovely and long-lasting.",
  productName: "Rose Noir",
  createdAt: new Date("2026-03-04T10:00:00Z"),
};

describe("reviewJsonLdParts", () => {
  it("adds nothing without reviews", () => {
    expect(reviewJsonLdParts({ average: 0, count: 0 }, [])).toEqual({});
  });

  it("describes the rating and each review", () => {
    const parts = reviewJsonLdParts({ average: 4.666, count: 3 }, [review]);
    expect(parts.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(parts.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Ana" },
        datePublished: "2026-03-04",
        reviewBody: "Lovely and long-lasting.",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot be broken out of by user text", () => {
    const out = serializeJsonLd({ reviewBody: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out)).toEqual({ reviewBody: "</script><script>alert(1)</script>" });
  });
});

describe("roundRating", () => {
  it("keeps one decimal", () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(5)).toBe(5);
  });
});
