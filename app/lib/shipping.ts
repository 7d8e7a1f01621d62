// How shipping reads on pages and in e-mails. No date arithmetic here
// (app/lib/delivery-window.ts) and no prices (app/lib/shipping-rates.ts,
// which every page's cart totals import): this file loads with checkout and
// the order pages only.
import { DEFAULT_SHIPPING_METHOD, isShippingMethod, type ShippingMethod } from "./shipping-rates";

export const SHIPPING_METHOD_NAMES: Record<ShippingMethod, string> = { standard: "Standard", express: "Express" };

/** Which business days after the order day each method delivers on: its first and last. */
export const DELIVERY_BUSINESS_DAYS: Record<ShippingMethod, readonly [number, number]> = { standard: [3, 5], express: [1, 2] };

export const SHIPPING_METHOD_PROMISES: Record<ShippingMethod, string> = {
  standard: "3-5 business days",
  express: "1-2 business days",
};

/** The first and last promised delivery days, as civil days ("2026-12-02"). */
export type DeliveryWindow = { earliest: string; latest: string };

const WINDOW_DAY = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "Wed, Dec 2 – Fri, Dec 4": the window as a shopper reads it. */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  const day = (civil: string) => WINDOW_DAY.format(new Date(`${civil}T00:00:00Z`));
  return window.earliest === window.latest ? day(window.earliest) : `${day(window.earliest)} – ${day(window.latest)}`;
}

/** "Shipping (Express)": the totals row that names the method. */
export function shippingLabel(method: ShippingMethod): string {
  return `Shipping (${SHIPPING_METHOD_NAMES[method]})`;
}

/** A stored order's shipping: its method and window (null for orders placed before windows were kept). */
export function storedShipping(order: { shippingMethod: string; deliveryEarliest: string | null; deliveryLatest: string | null }) {
  const method: ShippingMethod = isShippingMethod(order.shippingMethod) ? order.shippingMethod : DEFAULT_SHIPPING_METHOD;
  const window = order.deliveryEarliest && order.deliveryLatest ? { earliest: order.deliveryEarliest, latest: order.deliveryLatest } : null;
  return { method, window };
}

/** The statuses in which the promised delivery days still lie ahead. */
const AWAITING_DELIVERY: ReadonlySet<string> = new Set(["pending", "paid", "shipped"]);

/**
 * How an order's shipping reads on its page, in the history and the admin:
 * the method ("Express", "Express (1-2 business days)") and, while the order
 * is on its way, the promised days ("Mon, Nov 30 – Tue, Dec 1"; null once
 * delivered, cancelled or refunded, and for orders from before windows were kept).
 */
export function describeShipping(order: { status: string; shippingMethod: string; deliveryEarliest: string | null; deliveryLatest: string | null }) {
  const { method, window } = storedShipping(order);
  return {
    method,
    shortName: SHIPPING_METHOD_NAMES[method],
    name: `${SHIPPING_METHOD_NAMES[method]} (${SHIPPING_METHOD_PROMISES[method]})`,
    estimate: window && AWAITING_DELIVERY.has(order.status) ? formatDeliveryWindow(window) : null,
  };
}

/** "Express (1-2 business days), promised for Mon, Nov 30 – Tue, Dec 1": what the shopper was told, kept after delivery too. */
export function shippingPromise(order: { shippingMethod: string; deliveryEarliest: string | null; deliveryLatest: string | null }) {
  const { method, window } = storedShipping(order);
  const name = `${SHIPPING_METHOD_NAMES[method]} (${SHIPPING_METHOD_PROMISES[method]})`;
  return window ? `${name}, promised for ${formatDeliveryWindow(window)}` : name;
}
