import type { LoaderFunctionArgs } from "#remix-runtime";
import { listingPages, SITEMAP_PAGES } from "~/lib/canonical-url";
import { GENDER_LABELS, type Gender } from "~/lib/site";
import { listSitemapEntries } from "~/models/fragrance-home.server";
import { publicOrigin } from "~/http/public-origin.server";

/**
 * Exactly the canonical addresses of the indexable pages: home, the content
 * pages, every page of each shop listing (unfiltered) and every product page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin(request, context);
  const products = await listSitemapEntries({ db: context.db });
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
  const listings = [
    ...listingPages("/shop", products.length),
    ...(Object.keys(GENDER_LABELS) as Gender[]).flatMap((gender) => listingPages(`/shop/${gender}`, products.filter((product) => product.gender === gender).length)),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...SITEMAP_PAGES, ...listings].map((path) => url(path)),
    ...products.map((product) => url(`/product/${product.id}`, product.updatedAt)),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** `?page=2` is fine in a URL but its `&` would not be in XML. */
function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}
