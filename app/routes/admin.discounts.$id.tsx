import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "#remix-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PromotionForm } from "~/components/admin/promotion-form";
import { formatCents } from "~/lib/money";
import { promotionOffer, promotionUses } from "~/lib/promotion-display";
import { promotionFormDefaults, promotionFormSchema, promotionRefusalErrors } from "~/lib/promotion-form-schema";
import { parseId } from "~/lib/route-params";
import { adminRedirect } from "~/lib/safe-redirect";
import { seoMeta } from "~/lib/seo-meta";
import { getPromotionForAdmin, listFragranceChoices, setPromotionEnabled, updatePromotion } from "~/models/admin-promotion.server";
import { requireAdmin } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const promotionId = parseId(params.id);
  const [promotion, fragrances] = await Promise.all([
    promotionId ? getPromotionForAdmin({ db: context.db, promotionId }) : null,
    listFragranceChoices({ db: context.db }),
  ]);
  if (!promotion) throw new Response("Not Found", { status: 404 });
  return {
    id: promotion.id,
    code: promotion.definition.code,
    enabled: promotion.definition.enabled,
    offer: promotionOffer(promotion.definition),
    uses: promotionUses(promotion.uses, promotion.definition.totalUseLimit),
    discountGiven: formatCents(promotion.discountGivenCents),
    defaults: promotionFormDefaults(promotion.definition),
    fragrances,
  };
}

/**
 * intent=enable or disable (this page's button and the list's): back to
 * redirectTo with a toast. Otherwise the form's save: errors beside the
 * fields (400, nothing written), or to the list with a toast.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const promotionId = parseId(params.id);
  if (!promotionId) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "enable" || intent === "disable") {
    const set = await setPromotionEnabled({ db: context.db, adminId: admin.id, promotionId, enabled: intent === "enable" });
    if (!set.ok) throw new Response("Not Found", { status: 404 });
    const state = intent === "enable" ? "enabled" : "disabled";
    return redirectWithToast(context, adminRedirect(formData.get("redirectTo"), `/admin/discounts/${promotionId}`), {
      title: `Discount code ${state}`,
      description: !set.changed ? `${set.code} was already ${state}.` : intent === "enable" ? `${set.code} can be used again.` : `${set.code} is refused at checkout from now on.`,
      type: "success",
    });
  }
  const submission = parseWithZod(formData, { schema: promotionFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const saved = await updatePromotion({ db: context.db, adminId: admin.id, promotionId, definition: submission.value });
  if (!saved.ok) {
    if (saved.reason === "not-found") throw new Response("Not Found", { status: 404 });
    return data(submission.reply({ fieldErrors: promotionRefusalErrors(saved) }), { status: 400 });
  }
  return redirectWithToast(context, "/admin/discounts", {
    title: "Discount code saved",
    description: saved.changed.length ? `${submission.value.code} applies to new orders as saved.` : "Nothing had changed.",
    type: "success",
  });
}

export default function EditDiscountPage() {
  const promotion = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl">{`Discount code ${promotion.code}`}</h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        <Link to="/admin/discounts" className="underline">
          Back to the list
        </Link>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Gives</dt>
        <dd>{promotion.offer}</dd>
        <dt className="font-medium">Uses</dt>
        <dd>{promotion.uses}</dd>
        <dt className="font-medium">Discount given</dt>
        <dd>{promotion.discountGiven}</dd>
        <dt className="font-medium">Status</dt>
        <dd data-testid="discount-status">{promotion.enabled ? "Enabled" : "Disabled"}</dd>
      </dl>
      <Form method="post" className="mt-4 mb-6">
        <input type="hidden" name="intent" value={promotion.enabled ? "disable" : "enable"} />
        <button type="submit" className="btn-outline">
          {promotion.enabled ? "Disable this code" : "Enable this code"}
        </button>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">Codes are never deleted: orders that used one keep it. Disabling stops it at checkout.</p>
      </Form>
      {/* Saved values start a fresh form: with JavaScript the page is not reloaded, and the fields must show what is stored now. */}
      <PromotionForm
        key={JSON.stringify(promotion.defaults)}
        id={`discount-${promotion.id}`}
        lastResult={lastResult}
        defaultValue={promotion.defaults}
        fragrances={promotion.fragrances}
        submitLabel="Save Discount Code"
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Discount code · Admin Panel", description: "Edit, enable or disable a discount code." }),
  { name: "robots", content: "noindex" },
];
