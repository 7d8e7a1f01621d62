import { formatCents } from "~/lib/money";
import type { Totals } from "~/lib/cart-totals";

/**
 * Subtotal, Shipping, Discount and points (when any) and Total, the same everywhere. The
 * Shipping row names the method once one is chosen ("Shipping (Express)" at
 * checkout and on an order, from app/lib/shipping.ts, which the cart's pages
 * do not load); the cart shows Standard's price as plain "Shipping".
 */
export function OrderTotals({
  totals,
  discountCode,
  shippingLabel = "Shipping",
}: {
  /** `pointsCents`: the part of the discount paid with Scent Rewards points, shown on its own row. */
  totals: Totals & { pointsCents?: number };
  discountCode?: string | null;
  shippingLabel?: string;
}) {
  const pointsCents = totals.pointsCents ?? 0;
  const codeDiscountCents = totals.discountCents - pointsCents;
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
      {codeDiscountCents > 0 ? (
        <div className="flex justify-between text-emerald-800 dark:text-emerald-300">
          <dt>Discount{discountCode ? ` (${discountCode})` : ""}</dt>
          <dd>-{formatCents(codeDiscountCents)}</dd>
        </div>
      ) : null}
      {pointsCents > 0 ? (
        <div className="flex justify-between text-emerald-800 dark:text-emerald-300">
          <dt>Scent Rewards points ({pointsCents.toLocaleString("en-US")})</dt>
          <dd>-{formatCents(pointsCents)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold dark:border-stone-700">
        <dt>Total</dt>
        <dd>{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
