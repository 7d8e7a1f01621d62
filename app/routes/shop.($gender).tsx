import type { LoaderFunctionArgs } from "#remix-runtime";
import { NavLink, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { useCallback, useState } from "react";
import { ActiveFilters } from "~/components/active-filters";
import { SearchCorrectionNotice } from "~/components/search-correction-notice";
import { ShopFilterPanel } from "~/components/shop-filter-panel";
import { EmptyResults, Pagination, ResultsGrid, SkeletonCards } from "~/components/shop-results";
import { ShopToolbar } from "~/components/shop-toolbar";
import { parseShopFilters, SHOP_PAGE_SIZE, shopUrl } from "~/lib/shop-filters";
import { GENDER_LABELS, isGender, type Gender } from "~/lib/site";
import { listBrandFacets, listNoteFacets, searchCatalogue } from "~/models/fragrance-search.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (params.gender !== undefined && !isGender(params.gender)) {
    throw new Response("Not Found", { status: 404 });
  }
  const { searchParams } = new URL(request.url);
  const filters = parseShopFilters(params.gender, searchParams);
  const [{ items, total, correction }, brands, notes] = await Promise.all([
    searchCatalogue({
      db: context.db,
      gender: filters.gender,
      search: filters.search,
      notes: filters.notes,
      brands: filters.brands,
      inStock: filters.inStock,
      limit: SHOP_PAGE_SIZE,
      offset: (filters.page - 1) * SHOP_PAGE_SIZE,
      correct: !filters.exactSpelling,
    }),
    listBrandFacets({ db: context.db }),
    listNoteFacets({ db: context.db }),
  ]);
  return { filters, items, total, correction, facets: { brands, notes } };
}

const TABS: (Gender | null)[] = [null, "male", "female", "unisex"];

function heading(gender: Gender | null) {
  return gender ? `${GENDER_LABELS[gender]} Fragrances` : "All Fragrances";
}

export default function Shop() {
  const { filters, items, total, correction, facets } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [desktopHidden, setDesktopHidden] = useState(false);
  const openPanel = useCallback(() => setMobileOpen(true), []);
  const closePanel = useCallback(() => setMobileOpen(false), []);
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/shop");

  return (
    <section className="container-page py-10">
      <h1 className="text-4xl">{heading(filters.gender)}</h1>
      <nav aria-label="Audience" className="mt-6 flex flex-wrap gap-2">
        {TABS.map((gender) => (
          <NavLink
            key={gender ?? "all"}
            to={shopUrl(filters, { gender })}
            end
            className={({ isActive }) =>
              `rounded-full border px-4 py-1.5 text-sm ${isActive ? "border-stone-900 bg-stone-900 text-white dark:border-gold-300 dark:bg-gold-300 dark:text-stone-950" : "border-stone-300 dark:border-stone-700"}`
            }
          >
            {gender ? GENDER_LABELS[gender] : "All"}
          </NavLink>
        ))}
      </nav>

      <ShopToolbar
        filters={filters}
        onFiltersClick={() => {
          if (window.matchMedia("(min-width: 768px)").matches) setDesktopHidden((hidden) => !hidden);
          else setMobileOpen(true);
        }}
      />
      <ActiveFilters filters={filters} />
      <SearchCorrectionNotice filters={filters} correction={correction} />

      <div className="mt-6 flex gap-8">
        <ShopFilterPanel
          filters={filters}
          facets={facets}
          mobileOpen={mobileOpen}
          desktopHidden={desktopHidden}
          onOpen={openPanel}
          onClose={closePanel}
        />
        <div className="min-w-0 flex-1">
          <h2 className="sr-only">Results</h2>
          <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
            {`${total} ${total === 1 ? "fragrance" : "fragrances"}`}
          </p>
          {loading ? (
            <SkeletonCards layout={filters.view} />
          ) : items.length === 0 ? (
            <EmptyResults />
          ) : (
            <>
              <ResultsGrid items={items} view={filters.view} />
              <Pagination filters={filters} total={total} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(matches, {
    title: heading(data?.filters.gender ?? null),
    description: "Browse premium 10ml roll-on fragrance oils inspired by designer perfumes.",
  });
