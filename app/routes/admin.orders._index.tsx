import type { LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL, AdminTable } from "~/components/admin/admin-table";
import { formatCents } from "~/lib/money";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { listOrdersForAdmin } from "~/models/admin-order.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 25;
const cell = ADMIN_CELL;

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
      <AdminTable
        headings={["Order", "Date", "Customer", "Items", "Total", "Status"]}
        message={orders.length === 0 ? "No orders yet." : null}
        tableClassName="min-w-[40rem]"
      >
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
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/orders", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Orders · Admin Panel", description: "Orders placed in the shop." }),
  { name: "robots", content: "noindex" },
];
