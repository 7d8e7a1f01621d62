import type { LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL as cell, AdminTable } from "~/components/admin/admin-table";
import { formatCents } from "~/lib/money";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { promotionDates, promotionOffer, promotionRules, promotionUses } from "~/lib/promotion-display";
import { seoMeta } from "~/lib/seo-meta";
import { listPromotionsForAdmin } from "~/models/admin-promotion.server";
import { requireAdmin } from "~/http/auth.server";

const PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { promotions, total } = await listPromotionsForAdmin({ db: context.db, page, pageSize: PAGE_SIZE });
  return {
    page,
    pages: pageCount(total, PAGE_SIZE),
    total,
    promotions: promotions.map(({ id, uses, discountGivenCents, definition }) => ({
      id,
      code: definition.code,
      offer: promotionOffer(definition),
      rules: promotionRules(definition),
      dates: promotionDates(definition),
      uses: promotionUses(uses, definition.totalUseLimit),
      discountGiven: formatCents(discountGivenCents),
      enabled: definition.enabled,
    })),
  };
}

/** Newest first; each row's button enables or disables the code (a plain post to its page, which comes back here). */
export default function AdminDiscounts() {
  const { page, pages, total, promotions } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl">Discount codes</h2>
        <Link to="/admin/discounts/new" className="btn-primary">
          New discount code
        </Link>
      </div>
      <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">
        One code per order. Codes are never deleted, so the orders that used one keep it: disable a code to stop it.
      </p>
      <p className="mb-2 text-sm text-stone-600 dark:text-stone-400" role="status">
        {total === 1 ? "1 discount code" : `${total} discount codes`}
      </p>
      <AdminTable
        headings={["Code", "Gives", "Rules", "Dates", "Uses", "Discount given", "Status", "Action"]}
        message={promotions.length === 0 ? "No discount codes yet." : null}
        tableClassName="min-w-[52rem]"
      >
        {promotions.map((promotion) => (
          <tr key={promotion.id}>
            <td className={cell}>
              <Link to={`/admin/discounts/${promotion.id}`} className="font-mono font-medium underline">
                {promotion.code}
              </Link>
            </td>
            <td className={cell}>{promotion.offer}</td>
            <td className={cell}>{promotion.rules.length ? promotion.rules.join(" · ") : "None"}</td>
            <td className={cell}>{promotion.dates}</td>
            <td className={cell} data-testid="discount-uses">
              {promotion.uses}
            </td>
            <td className={cell}>{promotion.discountGiven}</td>
            <td className={cell} data-testid="discount-status">
              {promotion.enabled ? "Enabled" : "Disabled"}
            </td>
            <td className={cell}>
              <Form method="post" action={`/admin/discounts/${promotion.id}`}>
                <input type="hidden" name="intent" value={promotion.enabled ? "disable" : "enable"} />
                <input type="hidden" name="redirectTo" value={`/admin/discounts${location.search}`} />
                <button type="submit" className="btn-outline text-sm" aria-label={`${promotion.enabled ? "Disable" : "Enable"} ${promotion.code}`}>
                  {promotion.enabled ? "Disable" : "Enable"}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/discounts", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Discount codes · Admin Panel", description: "Discount codes, their rules, uses and the discount given." }),
  { name: "robots", content: "noindex" },
];
