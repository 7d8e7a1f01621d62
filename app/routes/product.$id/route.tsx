import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "#remix-runtime";
import { isRouteErrorResponse, useLoaderData, useRouteError, type MetaFunction } from "@remix-run/react";
import { AddToCartButton } from "~/components/add-to-cart-button";
import { FavoriteToggle } from "~/components/favorite-toggle";
import { GeneralErrorBoundary } from "~/components/general-error";
import { ProductDetails, ProductNotFound } from "~/components/product-details";
import { RelatedFragrances, ShippingReturnsNote, StickyAddToCart } from "~/components/product-extras";
import { onlyAvailableSize, PerSize, SizeRadios } from "~/components/product-size-choice";
import { ProductReviews } from "~/components/reviews/product-reviews";
import { StockAlertForm } from "~/components/stock-alert-form";
import { formatCents } from "~/lib/money";
import { loadProductPage } from "~/services/product-page.server";
import { signUpForStockAlert } from "~/services/sign-up-stock-alert.server";
import { publicOrigin } from "~/http/public-origin.server";
import { readStockAlertForm, stockAlertReply } from "./stock-alert-reply.server";
import { seoMeta } from "~/lib/seo-meta";

const CART_FORM_ID = "product-cart-form";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = await loadProductPage({ context, origin: publicOrigin(request, context), idParam: params.id });
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

/**
 * "Email me when it's back" for a sold-out size (the page's only form that
 * posts here): answered on the page, with the message next to the field or
 * the thank-you line, scripts or not. A bot filling the honeypot is thanked
 * and nothing is stored.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = readStockAlertForm(await request.formData());
  if (form.honeypot) return stockAlertReply(form, "honeypot");
  const outcome = await signUpForStockAlert(context, { idParam: params.id, signUp: form.signUp });
  return stockAlertReply(form, outcome);
}

// A refused (rate-limited) sign-up tells the browser when to try again.
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : loaderHeaders;
};

export default function ProductPage() {
  const { fragrance, sizes, reviews, related, jsonLd, share } = useLoaderData<typeof loader>();
  const { withButton, buttonWhenSize } = onlyAvailableSize(sizes);
  const soldOut = sizes.filter((offer) => offer.availability === "sold_out");
  return (
    // One size choice for the page: the price, the buttons and the phone's bar follow the ticked size (app/styles/app.css).
    <div className="size-choice">
      {/* JSON-LD is data, never executed, so it needs no CSP nonce; "<" is escaped. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProductDetails
        fragrance={fragrance}
        sizes={sizes}
        share={share}
        actions={
          <>
            <div id="product-add-to-cart" className="flex w-full max-w-sm flex-col gap-4">
              <AddToCartButton
                id={CART_FORM_ID}
                fragranceId={fragrance.id}
                fragranceName={fragrance.name}
                variant="large"
                fields={<SizeRadios sizes={sizes} />}
                withButton={withButton}
                buttonWhenSize={buttonWhenSize}
              />
              {soldOut.map((offer) => (
                <div key={offer.size} data-when-size={offer.size}>
                  <StockAlertForm offer={offer} fragranceName={fragrance.name} />
                </div>
              ))}
            </div>
            <FavoriteToggle fragranceId={fragrance.id} fragranceName={fragrance.name} variant="button" />
          </>
        }
        after={<ShippingReturnsNote />}
      />
      <RelatedFragrances items={related} />
      <ProductReviews {...reviews} />
      <StickyAddToCart
        watchId="product-add-to-cart"
        name={fragrance.name}
        price={<PerSize sizes={sizes} render={(offer) => formatCents(offer.priceCents)} />}
      >
        {/* Submits the page's own form, so the ticked size is the one added. */}
        {withButton ? (
          <button type="submit" form={CART_FORM_ID} className="btn-primary" data-when-size={buttonWhenSize}>
            Add to Cart
          </button>
        ) : null}
      </StickyAddToCart>
    </div>
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
