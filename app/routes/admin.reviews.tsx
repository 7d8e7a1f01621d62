import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import * as z from "zod";
import { Pager } from "~/components/admin/admin-nav";
import { ReviewActions } from "~/components/admin/review-moderation";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { shopDay } from "~/lib/shop-time";
import { listReviewsForModeration, moderateReview, type ReviewFilter } from "~/models/admin-review.server";
import { adminRedirect } from "~/lib/safe-redirect";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";
import { redirectWithToast } from "~/http/toast.server";

const moderationSchema = z.object({
  intent: z.enum(["approve", "unpublish", "delete"]),
  reviewId: z.number().int().positive(),
});

const PAGE_SIZE = 25;
const FILTERS: { value: ReviewFilter; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "published", label: "Published" },
  { value: "all", label: "All" },
];

const DONE = {
  approve: { title: "Review approved", description: "The review is now published." },
  unpublish: { title: "Review unpublished", description: "The review is hidden until approved again." },
  delete: { title: "Review deleted", description: "The review has been deleted." },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filter = FILTERS.find((item) => item.value === params.get("status"))?.value ?? "pending";
  const page = parsePage(params.get("page"));
  const { reviews, total } = await listReviewsForModeration({ db: context.db, filter, page, pageSize: PAGE_SIZE });
  return { filter, page, pages: pageCount(total, PAGE_SIZE), reviews };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const back = adminRedirect(formData.get("redirectTo"), "/admin/reviews");
  const submission = parseWithZod(formData, { schema: moderationSchema });
  if (submission.status !== "success") {
    return redirectWithToast(context, back, { title: "Error", description: "That review action is not valid.", type: "error" });
  }
  const { intent, reviewId } = submission.value;
  const found = await moderateReview({ db: context.db, userId: admin.id, reviewId, action: intent });
  if (!found) return redirectWithToast(context, back, { title: "Error", description: "That review no longer exists.", type: "error" });
  return redirectWithToast(context, back, DONE[intent]);
}

export default function AdminReviews() {
  const { filter, page, pages, reviews } = useLoaderData<typeof loader>();
  const location = useLocation();
  const redirectTo = location.pathname + location.search;
  return (
    <>
      <nav aria-label="Review filters" className="flex gap-2">
        {FILTERS.map((item) => (
          <Link
            key={item.value}
            to={`/admin/reviews?status=${item.value}`}
            aria-current={filter === item.value ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm ${filter === item.value ? "bg-stone-200 font-semibold dark:bg-stone-800" : "hover:underline"}`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <ul className="mt-4 grid gap-3">
        {reviews.length === 0 ? <li className="py-8 text-center">No reviews found.</li> : null}
        {reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900" aria-label={`Review by ${review.name}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {review.name} <span className="font-normal text-stone-600 dark:text-stone-400">&lt;{review.email}&gt;</span>
              </p>
              <p className="text-sm">
                {review.approved ? "Published" : "Pending"} · {review.rating}/5 · {shopDay(review.createdAt)}
              </p>
            </div>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              {review.productId ? <Link to={`/product/${review.productId}`}>{review.productName ?? `Fragrance #${review.productId}`}</Link> : (review.productName ?? "No product")}
            </p>
            <p className="mt-2 whitespace-pre-line">{review.comment}</p>
            <ReviewActions review={review} redirectTo={redirectTo} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/reviews", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Reviews · Admin Panel", description: "Moderate reviews." }),
  { name: "robots", content: "noindex" },
];
