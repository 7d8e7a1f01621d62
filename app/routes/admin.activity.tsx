import type { LoaderFunctionArgs } from "#remix-runtime";
import { useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL as cell, AdminTable } from "~/components/admin/admin-table";
import { describeAuditEntry } from "~/lib/audit-entry";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { shopDateTime } from "~/lib/shop-time";
import { listAuditLog } from "~/models/admin-activity.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { entries, total } = await listAuditLog({ db: context.db, page, pageSize: PAGE_SIZE });
  return {
    page,
    pages: pageCount(total, PAGE_SIZE),
    entries: entries.map((entry) => ({
      id: entry.id,
      when: new Date(entry.createdAt).toISOString(),
      who: entry.userEmail,
      ...describeAuditEntry(entry),
    })),
  };
}

/** Who changed what and when, from the audit log (read-only), in the shop's time zone. */
export default function AdminActivity() {
  const { page, pages, entries } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <AdminTable headings={["When", "Who", "Action", "What"]} message={entries.length === 0 ? "No activity yet." : null} tableClassName="min-w-[40rem]">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className={`${cell} whitespace-nowrap`}>
              <time dateTime={entry.when}>{shopDateTime(entry.when)}</time>
            </td>
            <td className={cell}>{entry.who ?? <span className="text-stone-600 dark:text-stone-400">Deleted account</span>}</td>
            <td className={cell}>{entry.action}</td>
            <td className={cell}>
              {entry.subject}
              {entry.detail ? (
                <>
                  <br />
                  <span className="text-stone-600 dark:text-stone-400">{entry.detail}</span>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/activity", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Activity · Admin Panel", description: "Who changed what in the admin panel, and when." }),
  { name: "robots", content: "noindex" },
];
