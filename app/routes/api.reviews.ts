import type { ActionFunctionArgs } from "#remix-runtime";
import { isHoneypotFilled } from "~/lib/honeypot";
import { REVIEW_FAILED_TOAST, REVIEW_SUBMITTED_TOAST, reviewSchema } from "~/lib/review-schema";
import { createReview } from "~/models/review.server";
import { checkRateLimit } from "~/http/rate-limit-response.server";

// POST /api/reviews (docs/product.md): the review submission as JSON, with the
// page form's schema. The review is stored unapproved.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return Response.json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  const limited = await checkRateLimit(context, "review", { json: true });
  if (limited) return limited;

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: "The request body must be JSON." }, { status: 400 });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return Response.json({ message: "The request body must be a JSON object." }, { status: 400 });
  }
  if (isHoneypotFilled(body as Record<string, unknown>)) {
    return Response.json({ message: REVIEW_SUBMITTED_TOAST.description }, { status: 202 });
  }
  const parsed = reviewSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      (errors[field] ??= []).push(issue.message);
    }
    return Response.json({ message: "Please correct the highlighted fields.", errors }, { status: 400 });
  }
  try {
    const created = await createReview({ db: context.db, input: parsed.data });
    if (!created) {
      return Response.json(
        { message: "Please correct the highlighted fields.", errors: { productId: ["Please choose a fragrance from the list"] } },
        { status: 400 },
      );
    }
    return Response.json(
      { message: REVIEW_SUBMITTED_TOAST.description, review: { id: created.id, approved: created.approved } },
      { status: 201 },
    );
  } catch (error) {
    console.error("review insert failed", error);
    return Response.json({ message: REVIEW_FAILED_TOAST.description }, { status: 503 });
  }
}
