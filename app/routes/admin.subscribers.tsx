import type { LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL, AdminTable } from "~/components/admin/admin-table";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { shopDay } from "~/lib/shop-time";
import { listSubscribers } from "~/models/admin-subscriber.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 50;
const cell = ADMIN_CELL;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { subscribers, total } = await listSubscribers({ db: context.db, page, pageSize: PAGE_SIZE });
  return { page, pages: pageCount(total, PAGE_SIZE), total, subscribers };
}

export default function AdminSubscribers() {
  const { page, pages, total, subscribers } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-4">
        <p className="text-sm">
          {total} {total === 1 ? "subscriber" : "subscribers"}
        </p>
        {/* A plain <a>, not <Link>: the file is a download, not a page. */}
        <a href="/admin/subscribers.csv" className="btn-outline" download>
          Download CSV
        </a>
      </div>
      <AdminTable headings={["E-mail", "Source", "Subscribed"]} message={subscribers.length === 0 ? "No subscribers yet." : null}>
        {subscribers.map((subscriber) => (
          <tr key={subscriber.id}>
            <td className={cell}>{subscriber.email}</td>
            <td className={cell}>{subscriber.source}</td>
            <td className={cell}>{shopDay(subscriber.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/subscribers", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Subscribers · Admin Panel", description: "Newsletter subscribers." }),
  { name: "robots", content: "noindex" },
];
