import type { LoaderFunctionArgs } from "#remix-runtime";
import { listSitemapEntries } from "~/models/fragrance-home.server";
import { publicOrigin } from "~/utils/public-origin.server";

const STATIC_PATHS = ["/", "/shop", "/shop/male", "/shop/female", "/shop/unisex", "/about", "/faq"];

/** Home, the shop pages and every product page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin(request, context);
  const products = await listSitemapEntries({ db: context.db });
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${origin}${path}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => url(path)),
    ...products.map((product) => url(`/product/${product.id}`, product.updatedAt)),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
