// The favourite toasts (docs/product.md, Messages), shared by the no-JavaScript redirect and the fetcher.
export const FAVORITE_SUCCESS = {
  add: { title: "Added to favorites", description: "Fragrance added to your favorites." },
  remove: { title: "Removed from favorites", description: "Fragrance removed from your favorites." },
} as const;

export const FAVORITE_FAILURE = { add: "Failed to add to favorites", remove: "Failed to remove from favorites" } as const;

/** What the toggle's fetcher gets back from /resources/favorites. */
export type FavoriteReply =
  | { ok: true; intent: "add" | "remove"; fragranceId: number }
  | { ok: false; intent: "add" | "remove"; message: string };
