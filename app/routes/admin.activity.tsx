import type { LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/admin/admin-nav";
import { ADMIN_CELL as cell, AdminTable } from "~/components/admin/admin-table";
import { StockMovementTable } from "~/components/admin/stock-movement-table";
import { describeAuditEntry } from "~/lib/audit-entry";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { shopDateTime } from "~/lib/shop-time";
import { describeStockMovement } from "~/lib/stock-movement-entry";
import { listAuditLog } from "~/models/admin-activity.server";
import { listStockMovements } from "~/models/admin-stock.server";
import { requireAdmin } from "~/http/auth.server";
import { seoMeta } from "~/lib/seo-meta";

const PAGE_SIZE = 25;
const VIEWS = [
  { value: "all", label: "Admin changes", href: "/admin/activity" },
  { value: "stock", label: "Stock movements", href: "/admin/activity?view=stock" },
] as const;

/** Two views, both paged in the URL: the audit log (default) and the stock ledger (`?view=stock`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  if (params.get("view") === "stock") {
    const { movements, total } = await listStockMovements({ db: context.db, page, pageSize: PAGE_SIZE });
    return {
      view: "stock" as const,
      page,
      pages: pageCount(total, PAGE_SIZE),
      entries: [],
      movements: movements.map((movement) => ({
        id: movement.id,
        when: new Date(movement.createdAt).toISOString(),
        fragranceId: movement.fragranceId,
        orderId: movement.orderId,
        ...describeStockMovement(movement),
      })),
    };
  }
  const { entries, total } = await listAuditLog({ db: context.db, page, pageSize: PAGE_SIZE });
  return {
    view: "all" as const,
    page,
    pages: pageCount(total, PAGE_SIZE),
    movements: [],
    entries: entries.map((entry) => ({
      id: entry.id,
      when: new Date(entry.createdAt).toISOString(),
      who: entry.userEmail,
      ...describeAuditEntry(entry),
    })),
  };
}

/** Who changed what and when, from the audit log or the stock ledger (read-only), in the shop's time zone. */
export default function AdminActivity() {
  const { view, page, pages, entries, movements } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <nav aria-label="Activity views" className="mb-4 flex flex-wrap gap-1 text-sm">
        {VIEWS.map((item) => (
          <Link
            key={item.value}
            to={item.href}
            aria-current={view === item.value ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 ${view === item.value ? "bg-stone-200 font-semibold dark:bg-stone-800" : "hover:bg-stone-100 dark:hover:bg-stone-900"}`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {view === "stock" ? (
        <StockMovementTable movements={movements} />
      ) : (
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
      )}
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin/activity", n)} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seoMeta(matches, { title: "Activity · Admin Panel", description: "Who changed what in the admin panel, and when, and every stock movement." }),
  { name: "robots", content: "noindex" },
];
