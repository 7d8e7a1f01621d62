import type { LoaderFunctionArgs } from "#remix-runtime";
import { renderShareCardSvg } from "~/lib/bottle-svg";
import { BoundedCache } from "~/lib/bounded-cache";
import { parseId } from "~/lib/route-params";
import { photoKey, uploadedPhoto } from "~/lib/photo";
import { renderPhotoShareCardSvg } from "~/lib/photo-share-card";
import { bottleSvgPath } from "~/lib/share-image";
import { getFragranceForImage } from "~/models/fragrance.server";
import { cachedImage, imageNotFound } from "~/http/image-response.server";

// Rendering a card takes a tenth of a second or more of CPU; crawlers ask for the
// same few images in bursts. Up to 32 cards (~250 KB each) stay in memory per
// Node process or Workers isolate, keyed by id and version; the promise is kept so concurrent
// requests share one render.
const rendered = new BoundedCache<Promise<Uint8Array<ArrayBuffer>>>(32);

/**
 * The link-preview picture of a fragrance (og:image, twitter:image): its
 * bottle, or the photo an admin uploaded, centred on a 1200x630 PNG. Cached like the SVG bottle: a week, then
 * revalidated by ETag, so an edit gives a new picture under the same URL.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const fragrance = id ? await getFragranceForImage({ db: context.db, id }) : null;
  if (!id || !fragrance) return imageNotFound();

  // Both runtimes rasterise (decision 0010). A host without a renderer (a test
  // context, say) points product pages at the SVG, and sends a stray link there.
  if (!context.renderPng) {
    return new Response(null, { status: 302, headers: { Location: bottleSvgPath(id), "Cache-Control": "public, max-age=3600" } });
  }

  const version = fragrance.updatedAt.getTime();
  const { headers, notModified } = cachedImage(request, { etag: `"share-${id}-${version}"`, contentType: "image/png" });
  if (notModified) return notModified;

  const key = `${id}-${version}`;
  let png = rendered.get(key);
  if (!png) {
    const renderPng = context.renderPng;
    // An uploaded photo replaces the bottle here too (decision 0036).
    const photo = uploadedPhoto(fragrance.imageUrl);
    const store = context.photos?.store;
    png = (async () => {
      const jpeg = photo?.fragranceId === id && store ? await readAll(await store.get(photoKey(id, `photo-${photo.version}-share.jpg`))) : null;
      return renderPng(jpeg ? renderPhotoShareCardSvg({ jpeg }) : renderShareCardSvg(fragrance));
    })();
    rendered.set(key, png);
    // A failed render is not remembered: the next request tries again.
    png.catch(() => rendered.delete(key));
  }
  return new Response(await png, { headers });
}

async function readAll(body: ReadableStream<Uint8Array> | Uint8Array | null): Promise<Uint8Array | null> {
  if (!body || body instanceof Uint8Array) return body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}
