import { data, type LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { Pager } from "~/components/admin/admin-nav";
import { AttentionStrip } from "~/components/admin/attention-list";
import { FragranceDialog } from "~/components/admin/fragrance-dialog";
import { FragranceSearchForm } from "~/components/admin/fragrance-search-form";
import { FragranceTable, type AdminFragranceRow } from "~/components/admin/fragrance-table";
import { parseAdminFragranceSearch } from "~/lib/admin-fragrance-search-schema";
import { fragranceFormDefaults } from "~/lib/fragrance-schema";
import { pageCount, pageHref, parsePage } from "~/lib/pagination";
import { listAdminFragrances } from "~/models/admin-fragrance-list.server";
import { adminAttention } from "~/services/admin-attention.server";
import { requireAdmin } from "~/http/auth.server";

const PAGE_SIZE = 25;
const STOCK_FILTER_NOTES = { low: "low in a size", "sold-out": "sold out in a size" } as const;
const TABS = [
  { value: "all", label: "All Fragrances" },
  { value: "male", label: "For Him" },
  { value: "female", label: "For Her" },
  { value: "unisex", label: "Unisex" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const search = parseAdminFragranceSearch(params);
  const page = parsePage(params.get("page"));
  const [{ fragrances, total }, attention] = await Promise.all([
    listAdminFragrances({
      db: context.db,
      gender: search.gender,
      search: search.q,
      stock: search.stock,
      sort: search.sort,
      page,
      pageSize: PAGE_SIZE,
    }),
    // The one line of what needs attention, above the table (issue 38).
    adminAttention(context, { now: Date.now() }),
  ]);
  // An over-long search is answered 400 with its message beside the box (and the table unfiltered).
  return data(
    { search: { ...search, typed: params.get("q") ?? "" }, page, pages: pageCount(total, PAGE_SIZE), total, fragrances, attention },
    { status: search.errors.q ? 400 : 200 },
  );
}

export default function AdminFragrances() {
  const { search, page, pages, total, fragrances, attention } = useLoaderData<typeof loader>();
  const tab = search.gender ?? "all";
  const location = useLocation();
  const navigation = useNavigation();
  const [dialog, setDialog] = useState<{ mode: "add" } | { mode: "edit"; fragrance: AdminFragranceRow } | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const redirectTo = location.pathname + location.search;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";

  return (
    <>
      <AttentionStrip attention={attention} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <nav aria-label="Fragrance tabs" className="flex flex-wrap gap-1 rounded-2xl bg-stone-200/70 p-1 dark:bg-stone-800">
          {TABS.map((item) => (
            <Link
              key={item.value}
              to={tabHref(location.search, item.value)}
              aria-current={tab === item.value ? "page" : undefined}
              className={`rounded-full px-4 py-1.5 text-sm ${tab === item.value ? "bg-white font-semibold shadow dark:bg-stone-950" : "hover:bg-white/60 dark:hover:bg-stone-900"}`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <Link
          to={`/admin/fragrances/new?${new URLSearchParams({ redirectTo })}`}
          className="btn-primary"
          onClick={(event) => {
            event.preventDefault();
            setDialog({ mode: "add" });
          }}
        >
          Add New Fragrance
        </Link>
      </div>
      <FragranceSearchForm search={search} />
      <p className="mt-4 mb-2 text-sm text-stone-600 dark:text-stone-400">
        {`${total} ${total === 1 ? "fragrance" : "fragrances"}${search.q ? ` matching "${search.q}"` : ""}${search.stock === "all" ? "" : ` (${STOCK_FILTER_NOTES[search.stock]})`}`}
      </p>
      <FragranceTable
        fragrances={fragrances}
        loading={loading}
        redirectTo={redirectTo}
        onEdit={(fragrance) => setDialog({ mode: "edit", fragrance })}
      />
      <Pager page={page} pages={pages} href={(n) => pageHref(location.search, "/admin", n)} />
      {dialog?.mode === "add" ? (
        <FragranceDialog
          title="Add New Fragrance"
          action="/admin/fragrances/new"
          formId="fragrance-new-dialog"
          failure="Failed to create fragrance. Please try again."
          onClose={close}
        />
      ) : null}
      {dialog?.mode === "edit" ? (
        <FragranceDialog
          title="Edit Fragrance"
          action={`/admin/fragrances/${dialog.fragrance.id}/edit`}
          formId={`fragrance-${dialog.fragrance.id}-dialog`}
          defaultValue={fragranceFormDefaults(dialog.fragrance)}
          failure="Failed to update fragrance. Please try again."
          onClose={close}
        />
      ) : null}
    </>
  );
}

/** An audience tab keeps the search and sort and starts at page 1. */
function tabHref(current: string, tab: string) {
  const params = new URLSearchParams(current);
  params.delete("page");
  if (tab === "all") params.delete("tab");
  else params.set("tab", tab);
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}
