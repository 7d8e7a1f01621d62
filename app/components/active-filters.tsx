import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import X from "@lucide/icons/icons/x";
import { activeFilterCount, shopUrl, type ShopFilters } from "~/lib/shop-filters";

/** Removable chips for the selected notes and brands and In stock only, plus Clear All. */
export function ActiveFilters({ filters }: { filters: ShopFilters }) {
  if (activeFilterCount(filters) === 0) return null;
  const chip = "inline-flex items-center gap-1 rounded-full bg-stone-200 px-3 py-1 text-sm capitalize hover:bg-stone-300 dark:bg-stone-800";
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" aria-label="Active Filters" role="region">
      <span className="text-sm font-semibold">Active Filters:</span>
      {filters.notes.map((note) => (
        <Link key={`n-${note}`} to={shopUrl(filters, { notes: filters.notes.filter((n) => n !== note) })} className={chip} preventScrollReset aria-label={`Remove note ${note}`}>
          {note} <Icon icon={X} className="size-3.5" />
        </Link>
      ))}
      {filters.brands.map((brand) => (
        <Link key={`b-${brand}`} to={shopUrl(filters, { brands: filters.brands.filter((b) => b !== brand) })} className={chip} preventScrollReset aria-label={`Remove brand ${brand}`}>
          {brand} <Icon icon={X} className="size-3.5" />
        </Link>
      ))}
      {filters.inStock ? (
        <Link to={shopUrl(filters, { inStock: false })} className={chip} preventScrollReset aria-label="Remove In stock only">
          In stock only <Icon icon={X} className="size-3.5" />
        </Link>
      ) : null}
      <Link to={shopUrl(filters, { gender: null, notes: [], brands: [], inStock: false })} className="text-sm underline underline-offset-2">
        Clear All
      </Link>
    </div>
  );
}
