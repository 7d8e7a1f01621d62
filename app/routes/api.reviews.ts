import type { ActionFunctionArgs } from "#remix-runtime";
import { isHoneypotFilled } from "~/lib/honeypot";
import { REVIEW_FAILED_TOAST, REVIEW_SUBMITTED_TOAST, reviewSchema } from "~/lib/review-schema";
import { storeReview, UNKNOWN_PRODUCT } from "~/services/submit-review.server";
import { apiError, readJsonBody, validationError } from "~/http/json-api.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

const INVALID = "Please correct the highlighted fields.";

// POST /api/reviews (docs/product.md): the review submission as JSON, with the
// page form's schema. The review is stored unapproved. The request counts
// against the review limit before its body is read, as on the other /api/ routes.
export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await rateLimitResponse(context, "review", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  // A bot is told what a person would be told, and nothing is stored.
  if (isHoneypotFilled(read.body)) return Response.json({ message: REVIEW_SUBMITTED_TOAST.description }, { status: 202 });
  const parsed = reviewSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error, { message: INVALID });
  const stored = await storeReview(context, parsed.data);
  if (stored.ok) return Response.json({ message: REVIEW_SUBMITTED_TOAST.description, review: stored.review }, { status: 201 });
  return stored.reason === "unknown-product"
    ? apiError(400, INVALID, { productId: [UNKNOWN_PRODUCT] })
    : apiError(503, REVIEW_FAILED_TOAST.description);
}
