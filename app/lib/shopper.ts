/**
 * What every page knows about the shopper (the root loader's `user` and
 * `favoriteIds`): components read it with `useRouteLoaderData<ShopperData>("root")`
 * instead of importing the root module's loader type.
 */
export type ShopperData = {
  /** Null for a guest; the toggles need nothing more than whether someone is signed in. */
  user: { id: number } | null;
  favoriteIds: number[];
  /** Lite mode (app/lib/lite-mode.ts): load no optional JavaScript. */
  liteMode: boolean;
};
