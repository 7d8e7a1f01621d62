import { formatCents } from "~/lib/money";
import type { Totals } from "~/lib/cart-totals";

/**
 * Subtotal, Shipping, Discount (when any) and Total, the same everywhere. The
 * Shipping row names the method once one is chosen ("Shipping (Express)" at
 * checkout and on an order, from app/lib/shipping.ts, which the cart's pages
 * do not load); the cart shows Standard's price as plain "Shipping".
 */
export function OrderTotals({ totals, discountCode, shippingLabel = "Shipping" }: { totals: Totals; discountCode?: string | null; shippingLabel?: string }) {
  return (
    <dl className="space-y-1.5 text-sm" data-testid="order-totals">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{shippingLabel}</dt>
        <dd>{formatCents(totals.shippingCents)}</dd>
      </div>
      {totals.discountCents > 0 ? (
        <div className="flex justify-between text-emerald-800 dark:text-emerald-300">
          <dt>Discount{discountCode ? ` (${discountCode})` : ""}</dt>
          <dd>-{formatCents(totals.discountCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold dark:border-stone-700">
        <dt>Total</dt>
        <dd>{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
