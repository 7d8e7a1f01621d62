// When an order placed now would arrive: a server-side rule (the checkout
// page and the order pipeline compute it; the browser only prints it).
import { nthBusinessDayAfter } from "./business-days";
import { DELIVERY_BUSINESS_DAYS, type DeliveryWindow } from "./shipping";
import type { ShippingMethod } from "./shipping-rates";
import { shopDay } from "./shop-time";

/**
 * The promised delivery days of an order placed at `orderedAt`: counted in
 * business days from the first business day after the order's day in the
 * shop's time zone (weekends and federal holidays skipped).
 */
export function deliveryWindow(method: ShippingMethod, orderedAt: Date | number | string): DeliveryWindow {
  const orderDay = shopDay(orderedAt);
  const [first, last] = DELIVERY_BUSINESS_DAYS[method];
  return { earliest: nthBusinessDayAfter(orderDay, first), latest: nthBusinessDayAfter(orderDay, last) };
}
