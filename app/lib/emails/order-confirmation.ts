// The e-mail a shopper gets once a checkout-form order is paid: what they
// bought, what they paid, where it goes and the link back to the order page.
// Card data never appears: the order only knows a brand and the last four.
import type { Totals } from "../cart-totals";
import { SIZE_SHORT_LABELS, type Size } from "../sizes";
import { formatCents } from "../money";
import { orderEarnedText } from "../rewards";
import { formatDeliveryWindow, shippingLabel, type DeliveryWindow } from "../shipping";
import type { ShippingMethod } from "../shipping-rates";
import { renderEmail, type EmailContent } from "./email-layout";

export type OrderConfirmationInput = {
  brandName: string;
  /** The short number the confirmation page shows (first 8 characters of the public id, upper case). */
  orderNumber: string;
  /** Absolute address of the order page, on the public origin. */
  orderUrl: string;
  customerName: string;
  lines: ReadonlyArray<{ name: string; size: Size; unitPriceCents: number; quantity: number }>;
  /**
   * `pointsCents`: the part of the discount paid with Scent Rewards points;
   * `taxCents`: the sales tax inside `totalCents` (a row of its own when above 0).
   */
  totals: Totals & { pointsCents?: number; taxCents?: number };
  /** The tax row's label, "Sales tax (Denver, CO 8.81%)" (salesTaxLabel in app/lib/order-tax.ts); "Sales tax" when absent. */
  taxLabel?: string;
  /** The window is null for an order placed before windows were kept. */
  shipping: { method: ShippingMethod; window: DeliveryWindow | null };
  discountCode: string | null;
  address: { line: string; city: string; state: string | null; zip: string | null; country: string };
  /** e.g. "Visa ending in 4242"; null when no card was charged. */
  paidWith: string | null;
  /** The Scent Rewards points the order earns (pointsEarned at the member's tier); absent or 0 says nothing. */
  pointsEarned?: number;
};

export function orderConfirmationEmail(order: OrderConfirmationInput): EmailContent {
  const { totals } = order;
  const pointsCents = totals.pointsCents ?? 0;
  const taxCents = totals.taxCents ?? 0;
  const cityLine = [order.address.city + (order.address.state ? `, ${order.address.state}` : ""), order.address.zip].filter(Boolean).join(" ");
  return renderEmail({
    brandName: order.brandName,
    subject: `Your ${order.brandName} order ${order.orderNumber}`,
    heading: `Thank you for your order, ${order.customerName}`,
    blocks: [
      { paragraph: `We have received your order ${order.orderNumber} and are getting it ready.` },
      { rows: order.lines.map((line) => [`${line.name} (${SIZE_SHORT_LABELS[line.size]}) × ${line.quantity}`, formatCents(line.unitPriceCents * line.quantity)] as const) },
      {
        rows: [
          ["Subtotal", formatCents(totals.subtotalCents)],
          [shippingLabel(order.shipping.method), formatCents(totals.shippingCents)],
          ...(totals.discountCents - pointsCents > 0
            ? [[order.discountCode ? `Discount (${order.discountCode})` : "Discount", `-${formatCents(totals.discountCents - pointsCents)}`] as const]
            : []),
          ...(pointsCents > 0 ? [[`Scent Rewards points (${pointsCents.toLocaleString("en-US")})`, `-${formatCents(pointsCents)}`] as const] : []),
          // An order without tax (placed where the shop does not collect) has no row, as the order page.
          ...(taxCents > 0 ? [[order.taxLabel ?? "Sales tax", formatCents(taxCents)] as const] : []),
          ["Total", formatCents(totals.totalCents)],
        ],
      },
      ...(order.shipping.window ? [{ paragraph: `Estimated delivery: ${formatDeliveryWindow(order.shipping.window)}.` }] : []),
      { paragraph: `Shipping to: ${[order.customerName, order.address.line, cityLine, order.address.country].join(", ")}` },
      ...(order.paidWith ? [{ paragraph: `Paid with ${order.paidWith}.` }] : []),
      ...(order.pointsEarned ? [{ paragraph: orderEarnedText(order.pointsEarned, { earned: false }) }] : []),
      { button: { label: "View your order", href: order.orderUrl } },
    ],
    footer: `You are receiving this e-mail because you placed an order at ${order.brandName}.`,
  });
}
