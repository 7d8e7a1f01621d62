import { Icon } from "~/components/icon";
import { Link, useFetcher } from "@remix-run/react";
import X from "@lucide/icons/icons/x";
import type { Totals } from "~/lib/cart-totals";
import { formatCents } from "~/lib/money";
import { smallImageUrl } from "~/lib/fragrance-image";
import type { CartLine } from "~/models/cart.server";
import { CartLineControls } from "./cart-line-controls";
import { cartLineSuffix, SIZE_SHORT_LABELS } from "~/lib/sizes";
import { OrderTotals } from "./order-totals";
import { TAX_AT_CHECKOUT } from "~/lib/cart-tax-row";

/**
 * What /resources/cart answers to the header cart. Here, not in CartDropdown,
 * so the two files import one way only. `collectsTax`: show "Sales tax:
 * Calculated at checkout" (the shop collects tax in some state).
 */
export type CartData = { lines: CartLine[]; count: number; totals: Totals; collectsTax: boolean };

/**
 * The header cart's open panel; CartDropdown loads it lazily and passes in what
 * they share, so this chunk imports nothing from the page's own chunks.
 */
export default function CartDropdownPanel({
  fetcherKey,
  loading,
  onClose,
}: {
  /** The keyed fetcher the header button started loading on open. */
  fetcherKey: string;
  loading: React.ReactNode;
  onClose: () => void;
}) {
  const fetcher = useFetcher<CartData>({ key: fetcherKey });
  const lines = fetcher.data?.lines ?? [];
  return (
    <>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-lg">Your Cart</h2>
        <button type="button" onClick={onClose} aria-label="Close cart" className="rounded-full p-1">
          <Icon icon={X} className="size-4" />
        </button>
      </div>
      {!fetcher.data ? (
        loading
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
              <li key={cartLineSuffix(line)} className="flex gap-3 py-3">
                <img src={smallImageUrl(line.imageUrl)} alt="" width={56} height={56} className="size-14 rounded-lg bg-stone-100" />
                <div className="flex-1">
                  <div className="flex justify-between gap-2 text-sm">
                    <Link to={`/product/${line.fragranceId}`} className="font-medium hover:underline">
                      {line.name}
                    </Link>
                    <span>{formatCents(line.unitPriceCents * line.quantity)}</span>
                  </div>
                  <p className="text-xs text-stone-600 dark:text-stone-400">
                    {SIZE_SHORT_LABELS[line.size]}
                  </p>
                  <CartLineControls line={line} compact />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-stone-200 pt-3 dark:border-stone-800">
            <OrderTotals totals={fetcher.data.totals} tax={fetcher.data.collectsTax ? TAX_AT_CHECKOUT : null} />
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
    </>
  );
}
