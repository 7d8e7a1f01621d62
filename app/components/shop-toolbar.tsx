import { Icon } from "~/components/icon";
import { Form, Link, useSubmit } from "@remix-run/react";
import LayoutGrid from "@lucide/icons/icons/layout-grid";
import List from "@lucide/icons/icons/list";
import Search from "@lucide/icons/icons/search";
import SlidersHorizontal from "@lucide/icons/icons/sliders-horizontal";
import { useEffect, useRef, useState } from "react";
import { activeFilterCount, IN_STOCK_PARAM, IN_STOCK_VALUE, shopUrl, type ShopFilters } from "~/lib/shop-filters";

/** Search box, grid/list toggle and the Filters button with its badge. */
export function ShopToolbar({ filters, onFiltersClick }: { filters: ShopFilters; onFiltersClick: () => void }) {
  const submit = useSubmit();
  const [search, setSearch] = useState(filters.search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The URL is the source of truth: back/forward puts its search back in the box.
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const count = activeFilterCount(filters);
  const toggle = (active: boolean) =>
    `rounded-md p-2 ${active ? "bg-stone-900 text-white dark:bg-gold-300 dark:text-stone-950" : "hover:bg-stone-200 dark:hover:bg-stone-800"}`;

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {/* Its own row on a phone, so the whole placeholder shows. */}
      <Form
        method="get"
        role="search"
        className="flex min-w-60 flex-1 basis-full gap-2 sm:basis-0"
        preventScrollReset
        // Enter searches at once; the typing timer must not search again later and
        // take back a link the shopper followed in the meantime.
        onSubmit={() => clearTimeout(timer.current)}
      >
        {filters.notes.map((note) => (
          <input key={`n-${note}`} type="hidden" name="notes" value={note} />
        ))}
        {filters.brands.map((brand) => (
          <input key={`b-${brand}`} type="hidden" name="brands" value={brand} />
        ))}
        {filters.inStock ? <input type="hidden" name={IN_STOCK_PARAM} value={IN_STOCK_VALUE} /> : null}
        {filters.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
        <label htmlFor="shop-search" className="sr-only">
          Search fragrances
        </label>
        <input
          id="shop-search"
          type="search"
          name="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            // The first keystroke adds a history entry; the rest of the word replaces it.
            const replace = filters.search !== "";
            timer.current = setTimeout(() => form && submit(form, { replace, preventScrollReset: true }), 350);
          }}
          placeholder="Search by name, note or inspiration..."
          className="input"
        />
        <button type="submit" className="btn-outline min-w-11 px-3" aria-label="Search">
          <Icon icon={Search} className="size-4" />
        </button>
      </Form>

      <div className="flex gap-1 rounded-lg border border-stone-300 p-1 dark:border-stone-700" role="group" aria-label="View">
        <Link to={shopUrl(filters, { view: "grid", page: filters.page })} className={toggle(filters.view === "grid")} aria-label="Grid view" aria-current={filters.view === "grid" ? "true" : undefined} preventScrollReset>
          <Icon icon={LayoutGrid} className="size-4" />
        </Link>
        <Link to={shopUrl(filters, { view: "list", page: filters.page })} className={toggle(filters.view === "list")} aria-label="List view" aria-current={filters.view === "list" ? "true" : undefined} preventScrollReset>
          <Icon icon={List} className="size-4" />
        </Link>
      </div>

      <a
        href="#filters"
        onClick={(event) => {
          event.preventDefault();
          onFiltersClick();
        }}
        className="btn-outline relative"
      >
        <Icon icon={SlidersHorizontal} className="size-4" />
        Filters
        {count > 0 ? (
          <span data-testid="filter-badge" className="ml-1 min-w-5 rounded-full bg-gold-600 px-1.5 text-center text-xs leading-5 font-semibold text-white">
            {count}
          </span>
        ) : null}
      </a>
    </div>
  );
}
