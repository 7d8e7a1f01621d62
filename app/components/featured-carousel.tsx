import { Icon } from "~/components/icon";
import { Link } from "@remix-run/react";
import ChevronLeft from "@lucide/icons/icons/chevron-left";
import ChevronRight from "@lucide/icons/icons/chevron-right";
import { carouselPages, homeUrl, type HomeState } from "~/lib/home-state";
import { GENDER_LABELS, type Gender } from "~/lib/site";
import { FragranceCard, type CardFragrance } from "./fragrance-card";

const FILTERS: (Gender | null)[] = [null, "male", "female", "unisex"];

/** Pages of 4 with wrap-around previous/next; links keep the state in the URL. */
export function FeaturedCarousel({ state, items, total }: { state: HomeState; items: CardFragrance[]; total: number }) {
  const { current, pages, previous, next } = carouselPages(state.featuredPage, total);
  const arrow = "rounded-full border border-stone-300 p-3 hover:border-stone-900 dark:border-stone-700";
  return (
    <section id="featured" className="container-page scroll-mt-20 py-12" aria-labelledby="featured-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-3xl">
          Featured Fragrances
        </h2>
        <nav aria-label="Featured filter" className="flex flex-wrap gap-2">
          {FILTERS.map((gender) => (
            <Link
              key={gender ?? "all"}
              to={homeUrl(state, { featured: gender, featuredPage: 0 }, "featured")}
              preventScrollReset
              aria-current={state.featured === gender ? "true" : undefined}
              className={`rounded-full border px-4 py-1.5 text-sm ${state.featured === gender ? "border-stone-900 bg-stone-900 text-white dark:bg-gold-300 dark:text-stone-950" : "border-stone-300 dark:border-stone-700"}`}
            >
              {gender ? GENDER_LABELS[gender] : "All"}
            </Link>
          ))}
        </nav>
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-stone-600 dark:text-stone-400">No featured fragrances yet.</p>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {items.map((fragrance) => (
            <FragranceCard key={fragrance.id} fragrance={fragrance} />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <div className="mt-6 flex items-center justify-center gap-4">
          <Link to={homeUrl(state, { featuredPage: previous }, "featured")} preventScrollReset className={arrow} aria-label="Previous featured fragrances">
            <Icon icon={ChevronLeft} className="size-5" />
          </Link>
          <span className="text-sm text-stone-600 dark:text-stone-400">
            {current + 1} / {pages}
          </span>
          <Link to={homeUrl(state, { featuredPage: next }, "featured")} preventScrollReset className={arrow} aria-label="Next featured fragrances">
            <Icon icon={ChevronRight} className="size-5" />
          </Link>
        </div>
      ) : null}
    </section>
  );
}
