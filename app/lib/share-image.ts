// Which picture link previews get for a product page. Facebook, X, LinkedIn,
// Slack and Pinterest do not show SVG, so the generated bottle is offered as a
// PNG card; both runtimes rasterise it (decision 0010). Without a renderer the
// SVG bottle is announced instead, with its own type and size. An uploaded
// photo gets a PNG card of its own (decision 0036).
import { uploadedPhoto } from "./photo";

/** Open Graph / Twitter `summary_large_image` size. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

export type ShareImage = {
  /** A path on this site or an absolute URL. */
  url: string;
  type?: string;
  width?: number;
  height?: number;
};

export function bottleSvgPath(id: number) {
  return `/images/fragrances/${id}/bottle.svg`;
}

function shareCardPath(id: number) {
  return `/images/fragrances/${id}/share.png`;
}

/**
 * The fragrance's own generated bottle, or its own uploaded photo, becomes the
 * PNG card when PNGs can be rendered; without a renderer the bottle stays the
 * 600x600 SVG and the photo its 800x800 WebP. Any other image (a path an admin
 * typed, another fragrance's bottle) is passed on as it is: the card would not
 * match the picture on the page.
 */
export function shareImageFor({ id, imageUrl, canRenderPng }: { id: number; imageUrl: string; canRenderPng: boolean }): ShareImage {
  const ownPhoto = uploadedPhoto(imageUrl)?.fragranceId === id;
  if (imageUrl !== bottleSvgPath(id) && !ownPhoto) return { url: imageUrl };
  if (canRenderPng) return { url: shareCardPath(id), type: "image/png", ...SHARE_CARD };
  if (ownPhoto) return { url: imageUrl, type: "image/webp", width: 800, height: 800 };
  return { url: imageUrl, type: "image/svg+xml", width: 600, height: 600 };
}
