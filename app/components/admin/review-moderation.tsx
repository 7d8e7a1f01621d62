import { Form } from "@remix-run/react";
import { ConfirmDeleteLink } from "./confirm-delete";

export const DELETE_REVIEW_QUESTION = "Are you sure you want to delete this review?";

function ModerationButton({ reviewId, intent, label, redirectTo }: { reviewId: number; intent: string; label: string; redirectTo: string }) {
  return (
    <Form method="post" action="/admin/reviews" className="inline">
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" name="intent" value={intent} className="text-sm hover:underline">
        {label}
      </button>
    </Form>
  );
}

/**
 * A review's moderation controls. Approve and unpublish post at once (both
 * can be undone); delete cannot, so it asks first, like a fragrance's delete.
 */
export function ReviewActions({ review, redirectTo }: { review: { id: number; approved: boolean }; redirectTo: string }) {
  return (
    <div className="mt-3 flex gap-4">
      {review.approved ? (
        <ModerationButton reviewId={review.id} intent="unpublish" label="Unpublish" redirectTo={redirectTo} />
      ) : (
        <ModerationButton reviewId={review.id} intent="approve" label="Approve" redirectTo={redirectTo} />
      )}
      <ConfirmDeleteLink
        confirmPage={`/admin/reviews/${review.id}/delete?${new URLSearchParams({ redirectTo })}`}
        action="/admin/reviews"
        fields={{ intent: "delete", reviewId: String(review.id), redirectTo }}
        question={DELETE_REVIEW_QUESTION}
        className="text-sm text-red-700 hover:underline dark:text-red-400"
      />
    </div>
  );
}
