import type { LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { FeaturedCarousel } from "~/components/featured-carousel";
import { FragranceCard } from "~/components/fragrance-card";
import { CustomerReviews } from "~/components/home/customer-reviews";
import { NewsletterSignup } from "~/components/home/newsletter-signup";
import { FragranceQuiz } from "~/components/fragrance-quiz";
import { BrandExperience, NotesExplainer, ScentRewardsBanner } from "~/components/home-sections";
import { SeasonalCollections } from "~/components/seasonal-collections";
import { parseHomeState } from "~/lib/home-state";
import { quizView } from "~/lib/quiz";
import { getHomeCatalogue } from "~/models/home.server";
import { getReviewsWithSummary } from "~/models/review.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = parseHomeState(new URL(request.url).searchParams);
  const [catalogue, customerReviews] = await Promise.all([
    getHomeCatalogue({ db: context.db, state }),
    getReviewsWithSummary({ db: context.db, limit: 3 }),
  ]);
  return { state, ...catalogue, customerReviews, quiz: quizView(state.quiz) };
}

const GENDER_STRIP = [
  { to: "/shop/male", label: "For Him" },
  { to: "/shop/female", label: "For Her" },
  { to: "/shop/unisex", label: "Unisex" },
] as const;

export default function Home() {
  const { state, newest, featured, seasonal, quizPicks, customerReviews, quiz } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData("root") as { site?: { brandName: string } } | undefined;
  return (
    <>
      <section className="bg-gradient-to-b from-gold-50 to-paper dark:from-stone-900 dark:to-stone-950">
        <div className="container-page py-20 text-center sm:py-28">
          <h1 className="text-4xl sm:text-6xl">Discover Your Signature Scent</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700 dark:text-stone-300">
            Concentrated fragrance oils in 10ml glass roll-on bottles, each inspired by a designer perfume you love.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/shop" className="btn-primary">
              Explore Collection
            </Link>
            <Link to="/shop" className="btn-outline">
              Shop Bestsellers
            </Link>
          </div>
        </div>
      </section>

      <nav aria-label="Shop by audience" className="container-page grid gap-4 py-10 sm:grid-cols-3">
        {GENDER_STRIP.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="rounded-2xl border border-stone-200 bg-white px-6 py-8 text-center font-serif text-2xl hover:border-gold-500 dark:border-stone-800 dark:bg-stone-900"
          >
            {item.label}
          </Link>
        ))}
      </nav>

      <FeaturedCarousel state={state} items={featured.items} total={featured.total} />
      <BrandExperience brandName={root?.site?.brandName ?? "Onbrand"} />
      <NotesExplainer />

      {newest.length > 0 ? (
        <section className="container-page py-10" aria-labelledby="new-arrivals">
          <h2 id="new-arrivals" className="text-3xl">
            New Arrivals
          </h2>
          <div className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {newest.map((fragrance) => (
              <FragranceCard key={fragrance.id} fragrance={fragrance} />
            ))}
          </div>
        </section>
      ) : null}

      <CustomerReviews {...customerReviews} />
      <NewsletterSignup />
      <FragranceQuiz quiz={quiz} recommendations={quizPicks} />
      <SeasonalCollections state={state} items={seasonal} />
      <ScentRewardsBanner />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Premium Roll-On Fragrance Oils",
    description:
      "Discover your signature scent: premium concentrated fragrance oils in 10ml glass roll-on bottles, each inspired by a designer perfume.",
  });
