import type { ActionFunctionArgs } from "#remix-runtime";
import { isHoneypotFilled } from "~/lib/honeypot";
import { REVIEW_FAILED_TOAST, REVIEW_SUBMITTED_TOAST, reviewSchema } from "~/lib/review-schema";
import { createReview } from "~/models/review.server";
import { apiError, readJsonBody, validationError } from "~/http/json-api.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

const INVALID = "Please correct the highlighted fields.";

// POST /api/reviews (docs/product.md): the review submission as JSON, with the
// page form's schema. The review is stored unapproved.
export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await rateLimitResponse(context, "review", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  // A bot is told what a person would be told, and nothing is stored.
  if (isHoneypotFilled(read.body)) return Response.json({ message: REVIEW_SUBMITTED_TOAST.description }, { status: 202 });
  const parsed = reviewSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error, { message: INVALID });
  try {
    const created = await createReview({ db: context.db, input: parsed.data });
    if (!created) return apiError(400, INVALID, { productId: ["Please choose a fragrance from the list"] });
    return Response.json(
      { message: REVIEW_SUBMITTED_TOAST.description, review: { id: created.id, approved: created.approved } },
      { status: 201 },
    );
  } catch (error) {
    console.error("review insert failed", error);
    return apiError(503, REVIEW_FAILED_TOAST.description);
  }
}
