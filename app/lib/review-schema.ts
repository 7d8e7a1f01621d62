import * as z from "zod";

// docs/product.md's review messages, word for word. One schema for the page form (via
// conform, which turns form strings into numbers) and for POST /api/reviews.
const REVIEW_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  rating: "Please select a rating",
  comment: "Review must be at least 10 characters",
} as const;

export const reviewSchema = z.object({
  name: z
    .string({ error: REVIEW_MESSAGES.name })
    .trim()
    .min(2, REVIEW_MESSAGES.name)
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: REVIEW_MESSAGES.email })
    .trim()
    .max(255, "Email must be at most 255 characters")
    .pipe(z.email({ error: REVIEW_MESSAGES.email })),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comment: z
    .string({ error: REVIEW_MESSAGES.comment })
    .trim()
    .min(10, REVIEW_MESSAGES.comment)
    .max(5000, "Review must be at most 5000 characters"),
  productId: z.number({ error: "Please choose a fragrance from the list" }).int().positive().optional(),
  productName: z.string().trim().max(255, "Product name must be at most 255 characters").optional(),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

export const REVIEW_SUBMITTED_TOAST = {
  title: "Review Submitted!",
  description: "Thank you for your feedback. Your review will be published after approval.",
} as const;

export const REVIEW_FAILED_TOAST = {
  title: "Error",
  description: "Failed to submit review. Please try again.",
} as const;

/** Picker sizes from docs/product.md: 10 suggestions for an empty box, 5 while typing. */
export function reviewPickerLimit(query: string): number {
  return query.trim() ? 5 : 10;
}
