// Money rules for the cart, checkout and the payment API. Pure, so the page,
// the form action and the API compute the very same numbers (docs/product.md:
// consistent totals; the amount charged equals the total displayed).
import { DEFAULT_SHIPPING_METHOD, DEFAULT_SHIPPING_RATES, shippingPriceCents, type ShippingMethod, type ShippingRates } from "./shipping-rates";

const AFTERPAY_INSTALMENTS = 4;
/** Largest quantity one line may hold; keeps totals far from overflow. */
export const MAX_LINE_QUANTITY = 99;
/**
 * An order (or an API call) may name one fragrance on several lines; they
 * become one line, and the limit applies to their sum.
 */
export const QUANTITY_SUM_MESSAGE = `quantity can be at most ${MAX_LINE_QUANTITY} for one fragrance, summed over its lines`;
/** Most distinct lines one order may hold. */
export const MAX_CART_LINES = 50;

export type PricedLine = { unitPriceCents: number; quantity: number };

export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A percentage of the merchandise subtotal only (never of shipping), rounded to the cent. */
export function discountCents(subtotal: number, percentOff: number): number {
  if (percentOff <= 0) return 0;
  return Math.min(subtotal, Math.round((subtotal * percentOff) / 100));
}

export type Totals = {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
};

/** How the order ships: the method chosen and the shop's prices at the time. */
export type ShippingChoice = { method: ShippingMethod; rates: ShippingRates };

export const DEFAULT_SHIPPING: ShippingChoice = { method: DEFAULT_SHIPPING_METHOD, rates: DEFAULT_SHIPPING_RATES };

/**
 * The one pricing step: merchandise, its discount, the chosen shipping (free
 * standard shipping counts the merchandise after the discount) and the total.
 * An empty cart ships nothing. Every caller passes the shop's rates (no default),
 * so no page can price shipping other than checkout does.
 */
export function cartTotals(lines: readonly PricedLine[], percentOff: number, shipping: ShippingChoice): Totals {
  const subtotal = subtotalCents(lines);
  const discount = discountCents(subtotal, percentOff);
  const shippingCents = lines.length > 0 ? shippingPriceCents(shipping.method, subtotal - discount, shipping.rates) : 0;
  return {
    subtotalCents: subtotal,
    shippingCents,
    discountCents: discount,
    totalCents: subtotal + shippingCents - discount,
  };
}

/**
 * The order's discount shared among its lines in proportion to what each
 * line costs, in whole cents that add up to the discount exactly: each line
 * gets its share rounded down, and the cents left over go to the lines with
 * the largest remainders (earlier lines first on a tie). A refund reads a
 * line's share, so it gives back what was paid for it, never more.
 */
export function allocateDiscount(lines: readonly PricedLine[], discount: number): number[] {
  return allocateLargestRemainder(discount, lines.map(lineTotalCents));
}

/**
 * Splits `total` cents in proportion to `weights` so the parts sum to exactly
 * `total`: each part gets the floor of its share, then the cents left over go
 * one each to the largest remainders (ties to the earlier part). Exact integer
 * arithmetic: a large order's products outgrow a double's precision.
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || weightSum === 0) return weights.map(() => 0);
  const whole = BigInt(weightSum);
  const products = weights.map((weight) => BigInt(weight) * BigInt(total));
  const parts = products.map((product) => Number(product / whole));
  let left = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = products
    .map((product, index) => ({ index, remainder: product % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** One of four equal Afterpay instalments, rounded up so four of them cover the total. */
export function afterpayInstalmentCents(totalCents: number): number {
  return Math.ceil(totalCents / AFTERPAY_INSTALMENTS);
}
