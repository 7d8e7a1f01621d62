import { data, type LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL as cell, AdminTable } from "~/components/admin/admin-table";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { formatCents } from "~/lib/money";
import { RETURN_FILTER_STATUSES } from "~/lib/return-actions";
import { parseReturnSearch } from "~/lib/return-search-schema";
import { RETURN_REQUEST_STATUS_LABELS } from "~/lib/returns";
import { shopDateTime } from "~/lib/shop-time";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { adminReturnsPage } from "~/services/admin-returns.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 25;
const FIELD_ORDER = ["status", "q"] as const;

/** The filters live in the URL (a plain GET form); a bad value answers 400 with its message and no rows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const parsed = parseReturnSearch(params);
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors, filtered: true, page: 1, pages: 1, total: 0, requests: [] }, { status: 400 });
  const page = parsePage(params.get("page"));
  const { requests, total } = await adminReturnsPage(context, { search: parsed.search, page, pageSize: PAGE_SIZE });
  return { values: parsed.values, errors: {}, filtered: Object.keys(parsed.search).length > 0, page, pages: pageCount(total, PAGE_SIZE), total, requests };
}

export default function AdminReturns() {
  const { values, errors, filtered, page, pages, total, requests } = useLoaderData<typeof loader>();
  const location = useLocation();
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    id: `returns-${name}`,
    name,
    errors: (errors as Partial<Record<string, string[]>>)[name],
    initialValue: values[name],
  });
  return (
    <>
      <Form method="get" role="search" aria-label="Find returns" noValidate className="mb-4 grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
        <FirstInvalidFocus order={FIELD_ORDER} errors={errors}>
          <Field field={field("status")} label="Status" type="select">
            <option value="">Any status</option>
            {RETURN_FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {RETURN_REQUEST_STATUS_LABELS[status]}
              </option>
            ))}
          </Field>
          <Field field={field("q")} label="Order, return number or email" type="search" maxLength={255} autoComplete="off" />
        </FirstInvalidFocus>
        <div className="flex gap-2 sm:pt-6">
          <button type="submit" className="btn-primary">
            Search
          </button>
          {filtered ? (
            <Link to="/admin/returns" className="btn-outline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mb-2 text-sm text-stone-600 dark:text-stone-400" role="status">
        {total === 1 ? "1 return request" : `${total} return requests`}
      </p>
      <AdminTable
        headings={["Return", "Requested", "Customer", "Reason", "Items", "Value", "Status"]}
        message={requests.length === 0 ? (filtered ? "No return requests match these filters." : "No return requests yet.") : null}
        tableClassName="min-w-[44rem]"
      >
        {requests.map((request) => (
          <tr key={request.id}>
            <td className={cell}>
              <Link to={`/admin/returns/${request.id}`} className="font-medium underline">
                {request.number}
              </Link>
              <br />
              <span className="text-stone-600 dark:text-stone-400">{`Order #${request.orderId} (${request.orderNumber})`}</span>
            </td>
            <td className={cell}>{shopDateTime(request.createdAt)}</td>
            <td className={cell}>
              {request.customerName}
              <br />
              <span className="text-stone-600 dark:text-stone-400">{request.customerEmail}</span>
            </td>
            <td className={cell}>{request.reason}</td>
            <td className={cell}>{request.units}</td>
            <td className={cell}>{formatCents(request.valueCents)}</td>
            <td className={cell}>{request.status}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/returns", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Returns · Admin Panel", description: "Return and exchange requests." }),
  { name: "robots", content: "noindex" },
];
