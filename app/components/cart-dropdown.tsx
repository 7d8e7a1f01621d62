import { Icon } from "~/components/icon";
import { lazyPart } from "./lazy-part";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import ShoppingBag from "@lucide/icons/icons/shopping-bag";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { cartBadgeText } from "~/lib/cart-badge";
import type { CartData } from "./cart-dropdown-panel";
import { useOptimisticCartCount } from "~/components/hooks/use-cart-count";
import { useHydrated } from "~/components/hooks/use-hydrated";

// The panel (lines, quantity controls, totals) is fetched with the first open,
// together with the cart data, instead of with every page.
const CartDropdownPanel = lazyPart(() => import("./cart-dropdown-panel"));


/** One fetcher shared by the header button (which loads) and the panel (which reads). */
const CART_DROPDOWN_FETCHER = "cart-dropdown";

function CartLoading() {
  return <p className="py-6 text-center text-sm text-stone-600 dark:text-stone-400">Loading your cart...</p>;
}

/**
 * The header cart. In the server HTML (and without JavaScript) it is a link
 * to /cart with the count badge; with JavaScript it opens a dropdown with the
 * lines and totals, loaded from /resources/cart.
 */
export function CartDropdown({ cartCount }: { cartCount: number }) {
  const hydrated = useHydrated();
  const count = useOptimisticCartCount(cartCount);
  const badge = cartBadgeText(count);
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<CartData>({ key: CART_DROPDOWN_FETCHER });
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  // Closing from the keyboard (Escape, the close button) gives focus back to
  // the cart button; otherwise it would fall to the page with the panel.
  const closeToTrigger = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeToTrigger();
    const onClick = (event: MouseEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open, closeToTrigger]);

  const label = `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <div className="relative" ref={panel}>
      <Link
        ref={trigger}
        to="/cart"
        className="relative block rounded-full p-3 hover:bg-stone-200/70 dark:hover:bg-stone-800"
        aria-label={label}
        aria-expanded={hydrated ? open : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        // No check for `hydrated`: React only calls this once it has the page, and a
        // tap during hydration opens the dropdown as any later one does.
        onClick={(event) => {
          event.preventDefault();
          if (!open) fetcher.load("/resources/cart");
          setOpen(!open);
        }}
      >
        <Icon icon={ShoppingBag} className="size-5" />
        {badge ? (
          <span
            data-testid="cart-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-gold-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </Link>
      {open ? (
        <div
          role="dialog"
          aria-label="Shopping cart"
          className="absolute top-12 right-0 z-50 w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-4 shadow-xl dark:border-stone-800 dark:bg-stone-900"
        >
          <Suspense fallback={<CartLoading />}>
            <CartDropdownPanel fetcherKey={CART_DROPDOWN_FETCHER} loading={<CartLoading />} onClose={closeToTrigger} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
