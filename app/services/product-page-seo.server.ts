import { absoluteUrl, productJsonLd, productMetaTags } from "~/lib/product-seo";
import { reviewJsonLdParts, type PublicReview, type ReviewSummary } from "~/lib/review-json-ld";
import { shareImageFor } from "~/lib/share-image";
import type { ShareInput } from "~/lib/share-links";
import { productUrl } from "~/lib/share-links";
import { siteConfigFrom } from "~/lib/site";
import type { PublicFragrance } from "~/models/fragrance.server";
import type { SizeOffer } from "~/lib/size-offers";
import { schemaOrgAvailability } from "~/lib/stock";
import type { ServiceContext } from "./service-context";

/**
 * What a product page tells link-preview clients and search engines (meta tags
 * and Product JSON-LD), and what its share panel links to, all on the shop's
 * public origin. Built by the loader, so none of this code is shipped to the browser.
 */
export function productPageSeo({
  context,
  origin,
  fragrance,
  sizes,
  reviews,
}: {
  context: Pick<ServiceContext, "env" | "renderPng">;
  origin: string;
  fragrance: PublicFragrance;
  /** The offer is the 10 ml bottle's (the spec's product): its availability. */
  sizes: readonly SizeOffer[];
  reviews: { summary: ReviewSummary; reviews: readonly PublicReview[] };
}) {
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  const bottle = sizes.find((offer) => offer.size === "10ml");
  const seo = { ...fragrance, brandName, origin, availability: schemaOrgAvailability(bottle?.shownStock ?? 0) };
  // The PNG card (both runtimes render it), or the SVG where no renderer was given.
  const shareImage = shareImageFor({ id: fragrance.id, imageUrl: fragrance.imageUrl, canRenderPng: Boolean(context.renderPng) });
  const share: ShareInput = {
    name: fragrance.name,
    description: fragrance.description,
    url: productUrl(origin, fragrance.id),
    // Pinterest pins a picture, and does not take SVG either.
    imageUrl: absoluteUrl(origin, shareImage.url),
    brandName,
  };
  return {
    metaTags: productMetaTags({ ...seo, shareImage }),
    jsonLd: productJsonLd(seo, reviewJsonLdParts(reviews.summary, reviews.reviews)),
    share,
  };
}
