import { Icon } from "~/components/icon";
import { lazyPart } from "./lazy-part";
import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import Heart from "@lucide/icons/icons/heart";
import { Suspense, useEffect, useRef, useState } from "react";
import { FAVORITE_FAILURE, FAVORITE_SUCCESS, type FavoriteReply } from "~/lib/favorite-messages";
import type { ShopperData } from "~/lib/shopper";
import { useHydrated } from "~/components/hooks/use-hydrated";
import { useToast } from "./toaster";

// The dialog brings Radix, the auth forms and zod: a guest's tap fetches them,
// (hovering or focusing the heart starts that early), not every page load.
const loadSaveFavoritesDialog = () => import("./save-favorites-dialog");
const SaveFavoritesDialog = lazyPart(loadSaveFavoritesDialog);

/**
 * A real toggle: a POST form that works without JavaScript (a guest is sent to
 * /login and comes back with the favourite saved); with JavaScript a fetcher
 * flips it at once, and a guest gets the 'Save Your Favorites' dialog instead.
 */
export function FavoriteToggle({
  fragranceId,
  fragranceName,
  variant = "icon",
}: {
  fragranceId: number;
  fragranceName: string;
  variant?: "icon" | "button";
}) {
  const root = useRouteLoaderData<ShopperData>("root");
  const fetcher = useFetcher<FavoriteReply>();
  const location = useLocation();
  const hydrated = useHydrated();
  const showToast = useToast();
  const [dialogOpen, setDialogOpen] = useState(false);
  const isGuest = !root?.user;

  const saved = root?.favoriteIds.includes(fragranceId) ?? false;
  const pending = fetcher.formData?.get("intent");
  // Optimistic: the pending request's intent wins until the root data catches up.
  const favorited = pending ? pending === "add" : saved;

  const handled = useRef<unknown>(null);
  useEffect(() => {
    const reply = fetcher.data;
    // The reply arrives while the page data is still reloading: toast now, since
    // that reload may remove this very card (the account page's list).
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) showToast(FAVORITE_SUCCESS[reply.intent]);
    else showToast({ title: "Error", description: reply.message || FAVORITE_FAILURE[reply.intent], type: "error" });
  }, [fetcher.data, showToast]);

  // The dialog's sign-in reloads the page data; once there is a user it has done its job.
  useEffect(() => {
    if (!isGuest) setDialogOpen(false);
  }, [isGuest]);

  const redirectTo = location.pathname + location.search;
  const label = favorited ? `Remove ${fragranceName} from favorites` : `Add ${fragranceName} to favorites`;

  return (
    <>
      <fetcher.Form
        method="post"
        action="/resources/favorites"
        onPointerEnter={isGuest && !root?.liteMode ? loadSaveFavoritesDialog : undefined}
        onFocus={isGuest && !root?.liteMode ? loadSaveFavoritesDialog : undefined}
        onSubmit={(event) => {
          // Spec: a guest gets a login-required result and nothing is sent.
          // (Only React calls this, so the scripts are there.)
          if (isGuest) {
            event.preventDefault();
            setDialogOpen(true);
          }
        }}
      >
        <input type="hidden" name="fragranceId" value={fragranceId} />
        <input type="hidden" name="intent" value={favorited ? "remove" : "add"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        {variant === "icon" ? (
          <button
            type="submit"
            aria-label={label}
            aria-pressed={favorited}
            title={label}
            className="grid size-11 place-items-center rounded-full border border-stone-300 hover:border-gold-500 dark:border-stone-700"
          >
            <Icon icon={Heart} className={`size-4 ${favorited ? "fill-red-600 text-red-600" : ""}`} />
          </button>
        ) : (
          <button type="submit" aria-pressed={favorited} aria-label={label} className="btn-outline">
            <Icon icon={Heart} className={`size-4 ${favorited ? "fill-red-600 text-red-600" : ""}`} />
            {favorited ? "Saved to Favorites" : "Add to Favorites"}
          </button>
        )}
      </fetcher.Form>
      {isGuest && dialogOpen ? (
        <Suspense fallback={null}>
          <SaveFavoritesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            fragranceId={fragranceId}
            redirectTo={redirectTo}
          />
        </Suspense>
      ) : null}
    </>
  );
}
