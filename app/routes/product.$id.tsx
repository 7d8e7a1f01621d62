import type { LoaderFunctionArgs } from "#remix-runtime";
import { isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData, type MetaFunction } from "@remix-run/react";
import { AddToCartButton } from "~/components/add-to-cart-button";
import { FavoriteToggle } from "~/components/favorite-toggle";
import { GeneralErrorBoundary } from "~/components/general-error";
import { ProductDetails, ProductNotFound } from "~/components/product-details";
import { ProductReviews } from "~/components/reviews/product-reviews";
import { absoluteUrl, productJsonLd, productMetaTags } from "~/lib/product-seo";
import { reviewJsonLdParts } from "~/lib/review-json-ld";
import { parseId } from "~/lib/route-params";
import { shareImageFor } from "~/lib/share-image";
import { productUrl } from "~/lib/share-links";
import { getFragrance } from "~/models/fragrance.server";
import { getReviewsWithSummary } from "~/models/review.server";
import { publicOrigin } from "~/utils/public-origin.server";
import { seoMeta, siteFromMatches } from "~/utils/seo-meta";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const fragrance = id ? await getFragrance({ db: context.db, id }) : null;
  if (!fragrance) throw new Response("Not Found", { status: 404 });
  const reviews = await getReviewsWithSummary({ db: context.db, productId: fragrance.id, limit: 6 });
  // A PNG card where this runtime can render one (Node), else the SVG (Workers).
  const shareImage = shareImageFor({ id: fragrance.id, imageUrl: fragrance.imageUrl, canRenderPng: Boolean(context.renderPng) });
  return { fragrance, reviews, shareImage, origin: publicOrigin(request, context) };
}

export default function ProductPage() {
  const { fragrance, reviews, shareImage, origin } = useLoaderData<typeof loader>();
  const brandName = useBrandName();
  const seo = { ...fragrance, brandName, origin };
  const share = {
    name: fragrance.name,
    description: fragrance.description,
    url: productUrl(origin, fragrance.id),
    // Pinterest pins a picture, and does not take SVG either.
    imageUrl: absoluteUrl(origin, shareImage.url),
    brandName,
  };
  return (
    <>
      {/* JSON-LD is data, never executed, so it needs no CSP nonce; "<" is escaped. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: productJsonLd(seo, reviewJsonLdParts(reviews.summary, reviews.reviews)) }}
      />
      <ProductDetails
        fragrance={fragrance}
        share={share}
        actions={
          <>
            <div className="w-full max-w-sm">
              <AddToCartButton fragranceId={fragrance.id} fragranceName={fragrance.name} variant="large" />
            </div>
            <FavoriteToggle fragranceId={fragrance.id} fragranceName={fragrance.name} variant="button" />
          </>
        }
      />
      <ProductReviews {...reviews} />
    </>
  );
}

function useBrandName() {
  const root = useRouteLoaderData("root") as { site?: { brandName: string } } | undefined;
  return root?.site?.brandName ?? "Onbrand";
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) {
    return seoMeta(matches, { title: "Product Not Found", description: "The fragrance you're looking for could not be found." });
  }
  const { brandName } = siteFromMatches(matches);
  return [
    ...seoMeta(matches, { title: data.fragrance.name, description: data.fragrance.description }),
    ...productMetaTags({ ...data.fragrance, brandName, origin: data.origin, shareImage: data.shareImage }),
  ];
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return <GeneralErrorBoundary />;
}
