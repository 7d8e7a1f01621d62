import { formatCents } from "~/lib/money";
import type { Totals } from "~/lib/cart-totals";

/**
 * Subtotal, Shipping, Discount and points (when any), Sales tax (where the
 * shop collects it) and Total, the same everywhere. The
 * Shipping row names the method once one is chosen ("Shipping (Express)" at
 * checkout and on an order, from app/lib/shipping.ts, which the cart's pages
 * do not load); the cart shows Standard's price as plain "Shipping".
 */
export function OrderTotals({
  totals,
  discountCode,
  shippingLabel = "Shipping",
  tax,
}: {
  /** `pointsCents`: the part of the discount paid with Scent Rewards points, shown on its own row. */
  totals: Totals & { pointsCents?: number; taxCents?: number };
  discountCode?: string | null;
  shippingLabel?: string;
  /**
   * The sales tax row (issue 39): its label ("Sales tax (Denver, CO 8.81%)")
   * with `totals.taxCents`, or a note in place of an amount while the address
   * is not known ("Calculated at checkout"). No row where the shop collects
   * tax nowhere: the spec's totals.
   */
  tax?: { label: string; note?: string } | null;
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
      {tax ? (
        <div className="flex justify-between" data-testid="tax-row">
          <dt>{tax.label}</dt>
          <dd>{tax.note ?? formatCents(totals.taxCents ?? 0)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold dark:border-stone-700">
        <dt>Total</dt>
        <dd>{formatCents(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
