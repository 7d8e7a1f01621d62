import type { LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { DELETE_REVIEW_QUESTION } from "~/components/admin/review-moderation";
import { parseId } from "~/lib/route-params";
import { getReviewForModeration } from "~/models/admin-review.server";
import { adminRedirect } from "~/lib/safe-redirect";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

// "reviews_": a page of its own inside the admin layout, not nested in the list.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const reviewId = parseId(params.id);
  const review = reviewId ? await getReviewForModeration({ db: context.db, reviewId }) : null;
  if (!review) throw new Response("Not Found", { status: 404 });
  return { review: { id: review.id, name: review.name, rating: review.rating, comment: review.comment } };
}

/** The confirmation step without JavaScript (with it, the list asks by confirm()); the list's action deletes. */
export default function DeleteReviewPage() {
  const { review } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const back = adminRedirect(searchParams.get("redirectTo"), "/admin/reviews");
  return (
    <ConfirmDeletePanel
      title="Delete Review"
      question={DELETE_REVIEW_QUESTION}
      subject={`Review by ${review.name} (${review.rating}/5)`}
      action="/admin/reviews"
      fields={{ intent: "delete", reviewId: String(review.id), redirectTo: back }}
      back={back}
    >
      <p className="mt-2 line-clamp-4 whitespace-pre-line text-stone-700 dark:text-stone-300">{review.comment}</p>
    </ConfirmDeletePanel>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Delete Review", description: "Delete a review." }),
  { name: "robots", content: "noindex" },
];
