import { Link } from "@remix-run/react";
import { homeUrl, SEASONS_IN_TABS, type HomeState } from "~/lib/home-state";
import { SEASON_LABELS } from "~/lib/seasons";
import { FragranceCard, type CardFragrance } from "./fragrance-card";

/** Season tabs (summer by default) and 2 male + 2 female picks of that season. */
export function SeasonalCollections({ state, items }: { state: HomeState; items: CardFragrance[] }) {
  return (
    <section id="seasonal" className="container-page scroll-mt-20 py-14" aria-labelledby="seasonal-heading">
      <h2 id="seasonal-heading" className="text-3xl">
        Seasonal Collections
      </h2>
      <nav aria-label="Seasons" className="mt-4 flex flex-wrap gap-2">
        {SEASONS_IN_TABS.map((season) => (
          <Link
            key={season}
            to={homeUrl(state, { season }, "seasonal")}
            preventScrollReset
            aria-current={state.season === season ? "true" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm ${state.season === season ? "border-stone-900 bg-stone-900 text-white dark:bg-gold-300 dark:text-stone-950" : "border-stone-300 dark:border-stone-700"}`}
          >
            {SEASON_LABELS[season]}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="mt-6 text-stone-600 dark:text-stone-400">No fragrances found for this season. Please try another season.</p>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {items.map((fragrance) => (
            <FragranceCard key={fragrance.id} fragrance={fragrance} />
          ))}
        </div>
      )}
    </section>
  );
}
