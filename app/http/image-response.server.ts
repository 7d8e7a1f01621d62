// The fragrance pictures (bottle SVG, share PNG) keep one URL per fragrance:
// caches hold them for a week, then revalidate by ETag, and the ETag carries
// the fragrance's updatedAt so an edit gives a new picture under the same URL.

export const imageNotFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/** The caching headers of a fragrance picture, and a 304 when the client's copy is current. */
export function cachedImage(
  request: Request,
  { etag, contentType, headers: extra = {} }: { etag: string; contentType: string; headers?: Record<string, string> },
) {
  const headers = {
    "Content-Type": contentType,
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    ...extra,
  };
  const notModified = request.headers.get("If-None-Match") === etag ? new Response(null, { status: 304, headers }) : null;
  return { headers, notModified };
}
