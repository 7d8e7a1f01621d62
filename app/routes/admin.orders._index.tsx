import type { LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { formatCents } from "~/lib/money";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { listOrdersForAdmin } from "~/models/admin-order.server";
import { requireAdmin } from "~/utils/auth.server";
import { seoMeta } from "~/utils/seo-meta";

const PAGE_SIZE = 25;
const cell = "px-3 py-2";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { orders, total } = await listOrdersForAdmin({ db: context.db, page, pageSize: PAGE_SIZE });
  return { page, pages: pageCount(total, PAGE_SIZE), orders };
}

export default function AdminOrders() {
  const { page, pages, orders } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide dark:border-stone-800 dark:bg-stone-950">
            <tr>
              {["Order", "Date", "Customer", "Items", "Total", "Status"].map((heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {orders.length === 0 ? (
              <tr>
                <td colSpan={6} className={`${cell} py-8 text-center`}>
                  No orders yet.
                </td>
              </tr>
            ) : null}
            {orders.map((order) => (
              <tr key={order.id}>
                <td className={cell}>
                  <Link to={`/admin/orders/${order.id}`} className="font-medium underline">
                    {`#${order.id}`}
                  </Link>
                </td>
                <td className={cell}>{new Date(order.createdAt).toISOString().slice(0, 16).replace("T", " ")}</td>
                <td className={cell}>
                  {order.customerName}
                  <br />
                  <span className="text-stone-600 dark:text-stone-400">{order.customerEmail}</span>
                </td>
                <td className={cell}>{order.itemCount}</td>
                <td className={cell}>{formatCents(order.totalCents)}</td>
                <td className={`${cell} capitalize`}>{order.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/orders", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Orders · Admin Panel", description: "Orders placed in the shop." }),
  { name: "robots", content: "noindex" },
];
