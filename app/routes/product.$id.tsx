import type { LoaderFunctionArgs } from "#remix-runtime";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/general-error";
import { ProductReviews } from "~/components/reviews/product-reviews";
import { formatCents } from "~/lib/money";
import { reviewJsonLdParts, serializeJsonLd } from "~/lib/review-json-ld";
import { parseId } from "~/lib/route-params";
import { GENDER_LABELS } from "~/lib/site";
import { getFragrance } from "~/models/fragrance.server";
import { getReviewsWithSummary } from "~/models/review.server";
import { seoMeta } from "~/utils/seo-meta";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const fragrance = id ? await getFragrance({ db: context.db, id }) : null;
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  const reviews = await getReviewsWithSummary({ db: context.db, productId: fragrance.id, limit: 6 });
  return { fragrance, reviews };
}

export default function ProductPage() {
  const { fragrance, reviews } = useLoaderData<typeof loader>();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: fragrance.name,
    description: fragrance.description,
    image: fragrance.imageUrl,
    ...reviewJsonLdParts(reviews.summary, reviews.reviews),
  };
  return (
    <>
    <article className="container-page grid gap-10 py-12 md:grid-cols-2">
      <img
        src={fragrance.imageUrl}
        alt={`${fragrance.name} roll-on bottle`}
        width={600}
        height={600}
        className="aspect-square w-full rounded-3xl bg-stone-100"
      />
      <div>
        <p className="text-sm tracking-wider text-stone-600 uppercase dark:text-stone-400">
          {GENDER_LABELS[fragrance.gender]}
        </p>
        <h1 className="mt-2 text-4xl">{fragrance.name}</h1>
        <p className="mt-3 text-2xl">{formatCents(fragrance.price)}</p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">10ml Roll-On Bottle</p>
        <p className="mt-6 leading-relaxed">{fragrance.description}</p>
        {fragrance.inspiration ? (
          <p className="mt-6 text-stone-700 italic dark:text-stone-300">Inspired by {fragrance.inspiration}</p>
        ) : null}
        <p className="mt-8 text-sm text-stone-600 dark:text-stone-400">All fragrances come in 10ml glass roll-on bottles.</p>
        <Link to="/shop" className="btn-outline mt-6">
          Back to Shop
        </Link>
      </div>
    </article>
    <ProductReviews {...reviews} />
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(matches, {
    title: data?.fragrance.name ?? "Product Not Found",
    description: data?.fragrance.description ?? "The fragrance you're looking for could not be found.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
