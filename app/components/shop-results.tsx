import { Link } from "@remix-run/react";
import { pageCount, shopUrl, type ShopFilters } from "~/lib/shop-filters";
import { FragranceCard, type CardFragrance } from "./fragrance-card";

/**
 * Placeholders while a client-side transition loads the next results (spec: 6
 * skeleton cards). A busy status region, so assistive technology hears
 * "Loading fragrances" instead of empty boxes.
 */
export function SkeletonCards({ count = 6, layout }: { count?: number; layout: "grid" | "list" }) {
  return (
    <div role="status" className={gridClass(layout)} aria-busy="true" aria-label="Loading fragrances" data-testid="skeletons">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton-card" className="animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
          <div className="aspect-square bg-stone-200 dark:bg-stone-800" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-2/3 rounded bg-stone-200 dark:bg-stone-800" />
            <div className="h-3 w-1/3 rounded bg-stone-200 dark:bg-stone-800" />
          </div>
        </div>
      ))}
    </div>
  );
}

function gridClass(layout: "grid" | "list") {
  return layout === "list" ? "mt-6 flex flex-col gap-4" : "mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3";
}

export function EmptyResults() {
  return (
    <div className="py-16 text-center">
      <h2 className="text-2xl">No fragrances found</h2>
      <p className="mx-auto mt-3 max-w-md text-stone-600 dark:text-stone-400">
        We couldn&apos;t find any fragrances matching your criteria. Try changing your filters or search term.
      </p>
      <Link to="/shop" className="btn-primary mt-6">
        Clear All Filters
      </Link>
    </div>
  );
}

export function ResultsGrid({ items, view }: { items: CardFragrance[]; view: "grid" | "list" }) {
  return (
    <div className={gridClass(view)} data-testid="results">
      {items.map((fragrance, index) => (
        <FragranceCard key={fragrance.id} fragrance={fragrance} layout={view} priority={index < 2} />
      ))}
    </div>
  );
}

/** Page links in the URL, so every page of results works without JavaScript. */
export function Pagination({ filters, total }: { filters: ShopFilters; total: number }) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const link = "min-w-10 rounded-full border border-stone-300 px-3 py-2 text-center text-sm hover:border-stone-900 dark:border-stone-700";
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - filters.page) <= 2,
  );
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {filters.page > 1 ? (
        <Link to={shopUrl(filters, { page: filters.page - 1 })} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      {numbers.map((n, i) => (
        <span key={n} className="contents">
          {i > 0 && n - numbers[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={shopUrl(filters, { page: n })}
            aria-label={`Page ${n}`}
            aria-current={n === filters.page ? "page" : undefined}
            className={`${link} ${n === filters.page ? "border-stone-900 bg-stone-900 text-white dark:bg-gold-300 dark:text-stone-950" : ""}`}
          >
            {n}
          </Link>
        </span>
      ))}
      {filters.page < pages ? (
        <Link to={shopUrl(filters, { page: filters.page + 1 })} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
