// How an order reads in the JSON API (GET /api/orders, /api/orders/{id}):
// integer cents and ISO dates, as in the rest of the API; the promised
// delivery days as civil days ("2026-12-02", the shop's calendar). Sales tax
// (issue 39): the order's `taxCents` is inside `totalCents`; each line carries
// its own tax, its rate as people read it ("8.81%") and where it is owed.
import { orderNumber, orderStatusText } from "./order-display";
import { lineTaxRate } from "./order-tax.server";
import type { Size } from "./sizes";
import { storedShipping } from "./shipping";

type OrderRow = {
  publicId: string;
  createdAt: Date;
  status: string;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  /** The part of discountCents paid with Scent Rewards points. */
  pointsCents: number;
  /** The sales tax inside totalCents (0 for an order without tax). */
  taxCents: number;
  /** What was charged, tax included. */
  totalCents: number;
  shippingMethod: string;
  deliveryEarliest: string | null;
  deliveryLatest: string | null;
  /** What has been refunded so far (the refunds ledger's succeeded rows). */
  refundedCents: number;
};

/** The summary every order has, in a list and on its own. */
export function orderSummaryJson(order: OrderRow) {
  const shipping = storedShipping(order);
  return {
    orderId: order.publicId,
    number: orderNumber(order.publicId),
    status: order.status,
    statusLabel: orderStatusText(order.status, order.refundedCents),
    createdAt: order.createdAt.toISOString(),
    shippingMethod: shipping.method,
    deliveryWindow: shipping.window,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    pointsCents: order.pointsCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    currency: "usd" as const,
  };
}

type FullOrder = OrderRow & {
  discountCode: string | null;
  trackingNumber: string | null;
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string;
  /** The part of taxCents on shipping (taxed apart, where the state taxes delivery): taxCents is the lines' tax and this. */
  shippingTaxCents: number;
  items: {
    fragranceId: number | null;
    name: string;
    size: Size;
    unitPriceCents: number;
    quantity: number;
    discountCents: number;
    taxCents: number;
    taxRatePpm: number;
    taxJurisdiction: string | null;
  }[];
};

/** One order with its lines (what each cost and its share of the discount) and where it ships. */
export function orderJson(order: FullOrder) {
  return {
    ...orderSummaryJson(order),
    shippingTaxCents: order.shippingTaxCents,
    discountCode: order.discountCode,
    trackingNumber: order.trackingNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: {
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      zipCode: order.shippingZip,
      country: order.shippingCountry,
    },
    items: order.items.map((item) => ({
      fragranceId: item.fragranceId,
      name: item.name,
      size: item.size,
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      discountCents: item.discountCents,
      paidCents: item.unitPriceCents * item.quantity - item.discountCents,
      // Tax is on top of paidCents; an untaxed line says 0, null and null.
      taxCents: item.taxCents,
      taxRate: lineTaxRate(item.taxRatePpm),
      taxJurisdiction: item.taxRatePpm > 0 ? item.taxJurisdiction : null,
    })),
  };
}
