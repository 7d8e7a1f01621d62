import { Icon } from "~/components/icon";
import { useFetcher, useLocation } from "@remix-run/react";
import Check from "@lucide/icons/icons/check";
import ShoppingBag from "@lucide/icons/icons/shopping-bag";
import { useEffect, useRef, useState } from "react";
import { useToast } from "./toaster";
import { useHydrated } from "~/components/hooks/use-hydrated";

/** Spec: "added" lasts 2 seconds, then the button is idle again. */
const ADDED_STATE_MS = 2000;

export type AddToCartVariant = "icon" | "large" | "inline" | "default";

const VARIANT_CLASSES: Record<AddToCartVariant, string> = {
  // The round form on cards: the bag and a short word, so nobody has to guess what the black circle does.
  icon: "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full bg-ink px-4 text-sm font-medium text-white hover:bg-gold-700 aria-disabled:bg-emerald-700 dark:bg-gold-300 dark:text-ink",
  large: "btn-primary w-full justify-center gap-2 py-3 text-base aria-disabled:bg-emerald-700",
  inline: "inline-flex items-center gap-1.5 text-sm font-medium text-gold-700 underline-offset-4 hover:underline aria-disabled:text-emerald-700 dark:text-gold-300",
  default: "btn-primary gap-2 aria-disabled:bg-emerald-700",
};

type FetcherData = { ok: true; count: number; title: string } | { ok: false; message: string };

/**
 * A plain form post to the cart (back to this page with a toast) that, with
 * JavaScript, adds in the background: the badge counts it at once and the
 * button says 'Added to Cart' for 2 seconds.
 */
export function AddToCartButton({
  fragranceId,
  fragranceName,
  variant = "default",
  id,
  fields,
  buttonWhenSize,
  withButton = true,
}: {
  fragranceId: number;
  fragranceName: string;
  variant?: AddToCartVariant;
  /** The form's id, for a button elsewhere that submits it (`form=`). */
  id?: string;
  /** More fields of the form, above the button (the product page's size radios). */
  fields?: React.ReactNode;
  /** Shown only while this size is ticked (the other is sold out): `data-when-size`, app/styles/app.css. */
  buttonWhenSize?: string;
  /** False when no size can be added (every size sold out): the form keeps its fields. */
  withButton?: boolean;
}) {
  const fetcher = useFetcher<FetcherData>();
  const location = useLocation();
  const hydrated = useHydrated();
  const toast = useToast();
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) {
      clearTimeout(timer.current);
      setAdded(false);
      toast({ title: "Cart not updated", description: fetcher.data.message, type: "error" });
    }
  }, [fetcher.state, fetcher.data, toast]);

  const label = added ? "Added to Cart" : "Add to Cart";
  return (
    <fetcher.Form
      id={id}
      method="post"
      action="/resources/cart"
      className={variant === "large" ? "w-full" : "inline-flex"}
      onSubmit={(event) => {
        // Already added: the button stays focusable (a disabled button would
        // drop keyboard focus to the page) but does nothing for 2 seconds.
        if (added) {
          event.preventDefault();
          return;
        }
        setAdded(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setAdded(false), ADDED_STATE_MS);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="fragranceId" value={fragranceId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
      {fields}
      {withButton ? (
        <button
          type="submit"
          aria-disabled={added || undefined}
          data-state={added ? "added" : "idle"}
          data-when-size={buttonWhenSize}
          className={VARIANT_CLASSES[variant]}
          aria-label={variant === "icon" ? `${label}: ${fragranceName}` : undefined}
        >
          {added ? <Icon icon={Check} className="size-4" /> : <Icon icon={ShoppingBag} className="size-4" />}
          {/* The accessible name keeps the full "Add to Cart: <name>"; the card shows the word that fits. */}
          <span aria-hidden={variant === "icon" || undefined}>{variant === "icon" ? (added ? "Added" : "Add") : label}</span>
        </button>
      ) : null}
      {/* The confirmation read out where focus stays, on the button. */}
      <span role="status" className="sr-only">
        {added ? `${fragranceName} added to cart` : ""}
      </span>
    </fetcher.Form>
  );
}
