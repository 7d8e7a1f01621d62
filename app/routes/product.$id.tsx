import type { LoaderFunctionArgs } from "#remix-runtime";
import { isRouteErrorResponse, useLoaderData, useRouteError, type MetaFunction } from "@remix-run/react";
import { AddToCartButton } from "~/components/add-to-cart-button";
import { FavoriteToggle } from "~/components/favorite-toggle";
import { GeneralErrorBoundary } from "~/components/general-error";
import { ProductDetails, ProductNotFound } from "~/components/product-details";
import { RelatedFragrances, ShippingReturnsNote, StickyAddToCart } from "~/components/product-extras";
import { ProductReviews } from "~/components/reviews/product-reviews";
import { loadProductPage } from "~/services/product-page.server";
import { publicOrigin } from "~/http/public-origin.server";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = await loadProductPage({ context, origin: publicOrigin(request, context), idParam: params.id });
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

export default function ProductPage() {
  const { fragrance, reviews, related, jsonLd, share } = useLoaderData<typeof loader>();
  return (
    <>
      {/* JSON-LD is data, never executed, so it needs no CSP nonce; "<" is escaped. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProductDetails
        fragrance={fragrance}
        share={share}
        actions={
          <>
            <div id="product-add-to-cart" className="w-full max-w-sm">
              <AddToCartButton fragranceId={fragrance.id} fragranceName={fragrance.name} variant="large" />
            </div>
            <FavoriteToggle fragranceId={fragrance.id} fragranceName={fragrance.name} variant="button" />
          </>
        }
        after={<ShippingReturnsNote />}
      />
      <RelatedFragrances items={related} />
      <ProductReviews {...reviews} />
      <StickyAddToCart watchId="product-add-to-cart" name={fragrance.name} price={fragrance.price}>
        <AddToCartButton fragranceId={fragrance.id} fragranceName={fragrance.name} />
      </StickyAddToCart>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) {
    return seoMeta(matches, { title: "Product Not Found", description: "The fragrance you're looking for could not be found." });
  }
  return [...seoMeta(matches, { title: data.fragrance.name, description: data.fragrance.description }), ...data.metaTags];
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return <GeneralErrorBoundary />;
}
