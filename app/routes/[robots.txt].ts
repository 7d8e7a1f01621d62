import type { LoaderFunctionArgs } from "#remix-runtime";
import { publicOrigin } from "~/http/public-origin.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /api/",
    "Disallow: /resources/",
    "",
    `Sitemap: ${publicOrigin(request, context)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
