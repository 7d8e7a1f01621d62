import type { LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { listSubscribers } from "~/models/admin-subscriber.server";
import { requireAdmin } from "~/utils/auth.server";
import { seoMeta } from "~/utils/seo-meta";

const PAGE_SIZE = 50;
const cell = "px-3 py-2";

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
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide dark:border-stone-800 dark:bg-stone-950">
            <tr>
              <th scope="col" className={cell}>E-mail</th>
              <th scope="col" className={cell}>Source</th>
              <th scope="col" className={cell}>Subscribed</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {subscribers.length === 0 ? (
              <tr>
                <td colSpan={3} className={`${cell} py-8 text-center`}>
                  No subscribers yet.
                </td>
              </tr>
            ) : null}
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className={cell}>{subscriber.email}</td>
                <td className={cell}>{subscriber.source}</td>
                <td className={cell}>{new Date(subscriber.createdAt).toISOString().slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/subscribers", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Subscribers · Admin Panel", description: "Newsletter subscribers." }),
  { name: "robots", content: "noindex" },
];
