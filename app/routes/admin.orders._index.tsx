import { data, type LoaderFunctionArgs } from "#remix-runtime";
import { Form, Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL, AdminTable } from "~/components/admin/admin-table";
import { Field } from "~/components/ui/field";
import { FirstInvalidFocus } from "~/components/ui/first-invalid-focus";
import { formatCents } from "~/lib/money";
import { orderNumber, orderStatusText } from "~/lib/order-display";
import { hasOrderSearch, ORDER_SORTS, PARTIALLY_REFUNDED, parseOrderSearch } from "~/lib/order-search-schema";
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from "~/lib/order-status";
import { shopDateTime } from "~/lib/shop-time";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { listOrdersForAdmin } from "~/models/admin-order.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 25;
const cell = ADMIN_CELL;
const FIELD_ORDER = ["number", "email", "status", "from", "to", "sort"] as const;

/** The filters live in the URL (a plain GET form); a bad value answers 400 with its message and no rows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const parsed = parseOrderSearch(params);
  if (!parsed.ok) {
    return data({ values: parsed.values, errors: parsed.errors, filtered: true, page: 1, pages: 1, total: 0, orders: [] }, { status: 400 });
  }
  const page = parsePage(params.get("page"));
  const { orders, total } = await listOrdersForAdmin({ db: context.db, search: parsed.search, sort: parsed.sort, page, pageSize: PAGE_SIZE });
  return { values: parsed.values, errors: {}, filtered: hasOrderSearch(parsed.search), page, pages: pageCount(total, PAGE_SIZE), total, orders };
}

const DateInput = (props: React.InputHTMLAttributes<HTMLInputElement>) => <input {...props} type="date" />;

export default function AdminOrders() {
  const { values, errors, filtered, page, pages, total, orders } = useLoaderData<typeof loader>();
  const location = useLocation();
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    id: `orders-${name}`,
    name,
    errors: (errors as Partial<Record<string, string[]>>)[name],
    initialValue: values[name],
  });
  return (
    <>
      <Form method="get" role="search" aria-label="Find orders" noValidate className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1fr_1fr_1fr_1fr_auto] lg:items-start">
        <FirstInvalidFocus order={FIELD_ORDER} errors={errors}>
          <Field field={field("number")} label="Order number" maxLength={33} autoComplete="off" />
          <Field field={field("email")} label="Email" type="search" maxLength={255} autoComplete="off" />
          <Field field={field("status")} label="Status" type="select">
            <option value="">Any status</option>
            {ORDER_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
            <option value={PARTIALLY_REFUNDED}>Partially refunded</option>
          </Field>
          <Field field={field("from")} label="From" control={DateInput} />
          <Field field={field("to")} label="To" control={DateInput} />
          <Field field={field("sort")} label="Sort" type="select">
            {Object.entries(ORDER_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Field>
        </FirstInvalidFocus>
        {/* Level with the controls, under their labels, whatever message a field shows. */}
        <div className="flex gap-2 lg:pt-6">
          <button type="submit" className="btn-primary">
            Search
          </button>
          {filtered ? (
            <Link to="/admin/orders" className="btn-outline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mb-2 text-sm text-stone-600 dark:text-stone-400" role="status">
        {total === 1 ? "1 order" : `${total} orders`}
      </p>
      <AdminTable
        headings={["Order", "Date", "Customer", "Items", "Total", "Status"]}
        message={orders.length === 0 ? (filtered ? "No orders match these filters." : "No orders yet.") : null}
        tableClassName="min-w-[40rem]"
      >
        {orders.map((order) => (
          <tr key={order.id}>
            <td className={cell}>
              <Link to={`/admin/orders/${order.id}`} className="font-medium underline">
                {`#${order.id}`}
              </Link>
              <br />
              <span className="text-stone-600 dark:text-stone-400">{orderNumber(order.publicId)}</span>
            </td>
            <td className={cell}>{shopDateTime(order.createdAt)}</td>
            <td className={cell}>
              {order.customerName}
              <br />
              <span className="text-stone-600 dark:text-stone-400">{order.customerEmail}</span>
            </td>
            <td className={cell}>{order.itemCount}</td>
            <td className={cell}>{formatCents(order.totalCents)}</td>
            <td className={cell}>{orderStatusText(order.status, order.refundedCents)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/orders", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Orders · Admin Panel", description: "Orders placed in the shop." }),
  { name: "robots", content: "noindex" },
];
