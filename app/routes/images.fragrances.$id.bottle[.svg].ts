import type { LoaderFunctionArgs } from "#remix-runtime";
import { renderBottleSvg, type BottleLabel } from "~/lib/bottle-svg";
import { parseId } from "~/lib/route-params";
import { getFragranceForImage } from "~/models/fragrance.server";
import { cachedImage, imageNotFound } from "~/http/image-response.server";

/**
 * The generated bottle picture of a fragrance: its colours follow its notes.
 * A stable URL per fragrance, cached for a week and revalidated by ETag, so an
 * edited fragrance gets a fresh picture without a new URL. `?label=monogram`
 * prints the initials instead of the name, for cards (app/lib/fragrance-image.ts).
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const fragrance = id ? await getFragranceForImage({ db: context.db, id }) : null;
  if (!fragrance) return imageNotFound();

  const label: BottleLabel = new URL(request.url).searchParams.get("label") === "monogram" ? "monogram" : "name";
  const { headers, notModified } = cachedImage(request, {
    etag: `"${id}-${fragrance.updatedAt.getTime()}${label === "monogram" ? "-m" : ""}"`,
    contentType: "image/svg+xml; charset=utf-8",
    headers: { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
  });
  if (notModified) return notModified;
  return new Response(renderBottleSvg(fragrance, undefined, label), { headers });
}
