import { getFragrance } from "~/models/fragrance.server";
import { getReviewsWithSummary } from "~/models/review.server";
import type { LoadContext } from "~/http/load-context.server";
import { productPageSeo } from "./product-page-seo.server";

const PRODUCT_PAGE_REVIEWS = 6;

/** A product page: the fragrance, its latest reviews with their summary, and its SEO and share data; null when there is no such fragrance. */
export async function loadProductPage({ request, context, id }: { request: Request; context: LoadContext; id: number | null }) {
  const fragrance = id ? await getFragrance({ db: context.db, id }) : null;
  if (!fragrance) return null;
  const reviews = await getReviewsWithSummary({ db: context.db, productId: fragrance.id, limit: PRODUCT_PAGE_REVIEWS });
  // Tags, JSON-LD and share data are built here, so their code stays on the server.
  const { metaTags, jsonLd, share } = productPageSeo({ request, context, fragrance, reviews });
  return { fragrance, reviews, metaTags, jsonLd, share };
}
