import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PromotionForm } from "~/components/admin/promotion-form";
import { promotionFormSchema, promotionRefusalErrors } from "~/lib/promotion-form-schema";
import { seoMeta } from "~/lib/seo-meta";
import { createPromotion, listFragranceChoices } from "~/models/admin-promotion.server";
import { requireAdmin } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { fragrances: await listFragranceChoices({ db: context.db }) };
}

/** A plain form post: errors beside the fields (400, nothing written), or to the list with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: promotionFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const created = await createPromotion({ db: context.db, adminId: admin.id, definition: submission.value });
  if (!created.ok) return data(submission.reply({ fieldErrors: promotionRefusalErrors(created) }), { status: 400 });
  return redirectWithToast(context, "/admin/discounts", {
    title: "Discount code created",
    description: submission.value.enabled ? `Shoppers can use ${submission.value.code} within its dates.` : `${submission.value.code} is saved disabled: enable it to use it.`,
    type: "success",
  });
}

export default function NewDiscountPage() {
  const { fragrances } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl">New discount code</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600 dark:text-stone-400">
        <Link to="/admin/discounts" className="underline">
          Back to the list
        </Link>
      </p>
      <PromotionForm id="discount-new" lastResult={lastResult} fragrances={fragrances} submitLabel="Create Discount Code" />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "New discount code · Admin Panel", description: "Create a discount code." }),
  { name: "robots", content: "noindex" },
];
