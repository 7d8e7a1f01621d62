// Which picture link previews get for a product page. Facebook, X, LinkedIn,
// Slack and Pinterest do not show SVG, so the generated bottle is offered as a
// PNG card; both runtimes rasterise it (decision 0010). Without a renderer the
// SVG bottle is announced instead, with its own type and size.

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
 * The fragrance's own generated bottle becomes the PNG card when PNGs can be
 * rendered, else stays the 600x600 SVG. Any other image (an admin's photo, or
 * another fragrance's bottle) is passed on as it is: the card would not match
 * the picture on the page.
 */
export function shareImageFor({ id, imageUrl, canRenderPng }: { id: number; imageUrl: string; canRenderPng: boolean }): ShareImage {
  if (imageUrl !== bottleSvgPath(id)) return { url: imageUrl };
  if (canRenderPng) return { url: shareCardPath(id), type: "image/png", ...SHARE_CARD };
  return { url: imageUrl, type: "image/svg+xml", width: 600, height: 600 };
}
