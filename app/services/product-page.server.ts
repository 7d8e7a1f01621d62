import { getFragrance } from "~/models/fragrance.server";
import { listFragranceSizeFacts } from "~/models/fragrance-sizes.server";
import { sizeOffers } from "~/lib/size-offers";
import { listRelatedFragrances } from "~/models/fragrance-related.server";
import { getReviewsWithSummary } from "~/models/review.server";
import { parseId } from "~/lib/route-params";
import { productPageSeo } from "./product-page-seo.server";
import type { ServiceContext } from "./service-context";

const PRODUCT_PAGE_REVIEWS = 6;
const RELATED_FRAGRANCES = 4;

/**
 * A product page: the fragrance, its sizes with their prices and what a page may say of their stock, its latest reviews with their summary, fragrances sharing its notes, and its SEO and share
 * data with absolute links on `origin` (the shop's public origin); null when there is no such fragrance.
 * Takes the URL segment as it is: parsing it here keeps `route-params` out of the product route's browser build, where it
 * only left an empty chunk behind (one more request on every product page; decision 0037).
 */
export async function loadProductPage({
  context,
  origin,
  idParam,
}: {
  context: Pick<ServiceContext, "db" | "env" | "renderPng">;
  origin: string;
  idParam: string | undefined;
}) {
  const id = parseId(idParam);
  const fragrance = id ? await getFragrance({ db: context.db, id }) : null;
  if (!fragrance) return null;
  const [reviews, related, facts] = await Promise.all([
    getReviewsWithSummary({ db: context.db, productId: fragrance.id, limit: PRODUCT_PAGE_REVIEWS }),
    listRelatedFragrances({ db: context.db, fragrance, limit: RELATED_FRAGRANCES }),
    listFragranceSizeFacts({ db: context.db, fragranceIds: [fragrance.id] }),
  ]);
  const fact = facts.get(fragrance.id);
  const sizes = fact ? sizeOffers(fact, fact.stock) : [];
  // Tags, JSON-LD and share data are built here, so their code stays on the server.
  const { metaTags, jsonLd, share } = productPageSeo({ context, origin, fragrance, sizes, reviews });
  return { fragrance, sizes, reviews, related, metaTags, jsonLd, share };
}
