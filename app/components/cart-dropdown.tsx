import { Link, useFetcher, useLocation } from "@remix-run/react";
import { ShoppingBag, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cartBadgeText } from "~/lib/cart-badge";
import type { Totals } from "~/lib/cart-totals";
import { formatCents } from "~/lib/money";
import type { CartLine } from "~/models/cart.server";
import { CartLineControls } from "./cart-line-controls";
import { OrderTotals } from "./order-totals";
import { useOptimisticCartCount } from "./use-cart-count";
import { useHydrated } from "./use-hydrated";

type CartData = { lines: CartLine[]; count: number; totals: Totals };

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
  const fetcher = useFetcher<CartData>({ key: "cart-dropdown" });
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  const label = `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  const lines = fetcher.data?.lines ?? [];
  return (
    <div className="relative" ref={panel}>
      <Link
        to="/cart"
        className="relative block rounded-full p-2 hover:bg-stone-200/70 dark:hover:bg-stone-800"
        aria-label={label}
        aria-expanded={hydrated ? open : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          if (!open) fetcher.load("/resources/cart");
          setOpen(!open);
        }}
      >
        <ShoppingBag className="size-5" aria-hidden="true" />
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
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-lg">Your Cart</h2>
            <button type="button" onClick={() => setOpen(false)} aria-label="Close cart" className="rounded-full p-1">
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          {!fetcher.data ? (
            <p className="py-6 text-center text-sm text-stone-600 dark:text-stone-400">Loading your cart...</p>
          ) : lines.length === 0 ? (
            <div className="py-6 text-center">
              <p>Your cart is empty</p>
              <Link to="/shop" className="btn-primary mt-4">
                Browse Fragrances
              </Link>
            </div>
          ) : (
            <>
              <ul className="max-h-80 divide-y divide-stone-200 overflow-y-auto dark:divide-stone-800">
                {lines.map((line) => (
                  <li key={line.fragranceId} className="flex gap-3 py-3">
                    <img src={line.imageUrl} alt="" width={56} height={56} className="size-14 rounded-lg bg-stone-100" />
                    <div className="flex-1">
                      <div className="flex justify-between gap-2 text-sm">
                        <Link to={`/product/${line.fragranceId}`} className="font-medium hover:underline">
                          {line.name}
                        </Link>
                        <span>{formatCents(line.unitPriceCents * line.quantity)}</span>
                      </div>
                      <CartLineControls line={line} compact />
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-3 border-t border-stone-200 pt-3 dark:border-stone-800">
                <OrderTotals totals={fetcher.data.totals} />
              </div>
              <div className="mt-4 grid grid-cols-2 gap-2">
                <Link to="/cart" className="btn-outline">
                  View Cart
                </Link>
                <Link to="/checkout" className="btn-primary">
                  Checkout
                </Link>
              </div>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
