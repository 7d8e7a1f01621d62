import type { LoaderFunctionArgs } from "#remix-runtime";
import { renderBottleSvg } from "~/lib/bottle-svg";
import { parseId } from "~/lib/route-params";
import { getFragranceForImage } from "~/models/fragrance.server";

/**
 * The generated bottle picture of a fragrance: its colours follow its notes.
 * A stable URL per fragrance, cached for a week and revalidated by ETag, so an
 * edited fragrance gets a fresh picture without a new URL.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const fragrance = id ? await getFragranceForImage({ db: context.db, id }) : null;
  if (!fragrance) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

  const etag = `"${id}-${fragrance.updatedAt.getTime()}"`;
  const headers = {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    ETag: etag,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(renderBottleSvg(fragrance), { headers });
}
