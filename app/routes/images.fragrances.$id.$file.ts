import type { LoaderFunctionArgs } from "#remix-runtime";
import { parsePhotoFileName, photoKey } from "~/lib/photo";
import { parseId } from "~/lib/route-params";
import { imageNotFound } from "~/http/image-response.server";

/** A versioned file never changes: a new upload gets a new version, hence a new URL (decision 0036). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * An uploaded photo's file (`photo-{version}-{400|800}.webp`, or the share
 * card's `photo-{version}-share.jpg`), from the data directory on Node or R2
 * on Workers. The bottle and the share card have routes of their own.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const file = parsePhotoFileName(params.file ?? "");
  if (!id || !file || !context.photos) return imageNotFound();
  const body = await context.photos.store.get(photoKey(id, file.variant.name));
  if (!body) return imageNotFound();
  return new Response(body, {
    headers: {
      "Content-Type": file.variant.contentType,
      "Cache-Control": IMMUTABLE,
      ETag: `"${file.variant.name}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
