import { photoSrcSet } from "~/lib/photo";
import type { LoaderFunctionArgs } from "#remix-runtime";
import {
  Link,
  useLoaderData,
  useRouteLoaderData,
  type MetaFunction,
} from "@remix-run/react";
import { FeaturedCarousel } from "~/components/featured-carousel";
import { FragranceCard } from "~/components/fragrance-card";
import { CustomerReviews } from "~/components/home/customer-reviews";
import { NewsletterSignup } from "~/components/home/newsletter-signup";
import { FragranceQuiz } from "~/components/fragrance-quiz";
import {
  BrandExperience,
  NotesExplainer,
  ScentRewardsBanner,
} from "~/components/home-sections";
import { SeasonalCollections } from "~/components/seasonal-collections";
import { parseHomeState } from "~/lib/home-state";
import { smallImageUrl } from "~/lib/fragrance-image";
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
  {
    gender: "male",
    to: "/shop/male",
    label: "For Him",
    tint: "from-sky-100 to-stone-100 dark:from-stone-800 dark:to-stone-900",
  },
  {
    gender: "female",
    to: "/shop/female",
    label: "For Her",
    tint: "from-rose-100 to-gold-50 dark:from-stone-800 dark:to-stone-900",
  },
  {
    gender: "unisex",
    to: "/shop/unisex",
    label: "Unisex",
    tint: "from-gold-100 to-stone-100 dark:from-stone-800 dark:to-stone-900",
  },
] as const;

export default function Home() {
  const {
    state,
    newest,
    featured,
    seasonal,
    quizPicks,
    customerReviews,
    quiz,
    audienceArt,
  } = useLoaderData<typeof loader>();
  const artFor = (gender: string) =>
    audienceArt.find((pick) => pick.gender === gender);
  const root = useRouteLoaderData("root") as
    | { site?: { brandName: string } }
    | undefined;
  return (
    <>
      <section className="bg-gradient-to-b from-gold-50 to-paper dark:from-stone-900 dark:to-stone-950">
        <div className="container-page grid items-center gap-8 py-12 text-center sm:py-16 lg:grid-cols-2 lg:text-left">
          <div>
            <h1 className="text-4xl sm:text-6xl">
              Discover Your Signature Scent
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700 lg:mx-0 dark:text-stone-300">
              Concentrated fragrance oils in 10ml glass roll-on bottles, each
              inspired by a designer perfume you love.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Link to="/shop" className="btn-primary">
                Explore Collection
              </Link>
              <Link to="/shop" className="btn-outline">
                Shop Bestsellers
              </Link>
            </div>
          </div>
          {/* Three bottles, one per audience: the middle one in front. Decorative (the tiles below name them).
              min-w-0 lets them shrink together on a screen narrower than their 336 px (320 px phones). */}
          <div className="flex items-end justify-center" aria-hidden="true">
            {audienceArt.map((pick, index) => (
              <img
                key={pick.gender}
                src={smallImageUrl(pick.imageUrl)}
                srcSet={photoSrcSet(pick.imageUrl)}
                sizes="256px"
                alt=""
                width={600}
                height={600}
                className={`aspect-square min-w-0 rounded-3xl shadow-lg ${
                  index === 1 ? "z-10 w-40 sm:w-64" : "w-28 opacity-90 sm:w-48"
                } ${index === 0 ? "-mr-6 sm:-mr-10" : ""} ${
                  index === 2 ? "-ml-6 sm:-ml-10" : ""
                }`}
              />
            ))}
          </div>
        </div>
      </section>

      <nav
        aria-label="Shop by audience"
        className="container-page grid gap-4 py-10 sm:grid-cols-3"
      >
        {GENDER_STRIP.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className={`group flex items-center gap-4 overflow-hidden rounded-2xl border border-stone-200 bg-gradient-to-br p-4 hover:border-gold-500 dark:border-stone-800 ${item.tint}`}
          >
            {artFor(item.gender) ? (
              <img
                src={smallImageUrl(artFor(item.gender)!.imageUrl)}
                alt=""
                width={600}
                height={600}
                loading="lazy"
                className="size-20 shrink-0 rounded-xl sm:size-24"
              />
            ) : null}
            <span className="flex flex-col">
              <span className="font-serif text-2xl">{item.label}</span>
              <span className="text-sm text-stone-600 group-hover:underline dark:text-stone-400">
                Shop the collection
              </span>
            </span>
          </Link>
        ))}
      </nav>

      <FeaturedCarousel
        state={state}
        items={featured.items}
        total={featured.total}
      />
      <BrandExperience brandName={root?.site?.brandName ?? "Onbrand"} />
      <NotesExplainer />

      {newest.length > 0 ? (
        <section
          className="container-page py-10"
          aria-labelledby="new-arrivals"
        >
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
