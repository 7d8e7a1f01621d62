// Money rules for the cart, checkout and the payment API. Pure, so the page,
// the form action and the API compute the very same numbers (docs/product.md:
// consistent totals; the amount charged equals the total displayed).

export const SHIPPING_CENTS = 500;
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

export function cartTotals(lines: readonly PricedLine[], percentOff = 0): Totals {
  const subtotal = subtotalCents(lines);
  const shipping = lines.length > 0 ? SHIPPING_CENTS : 0;
  const discount = discountCents(subtotal, percentOff);
  return {
    subtotalCents: subtotal,
    shippingCents: shipping,
    discountCents: discount,
    totalCents: subtotal + shipping - discount,
  };
}

/** One of four equal Afterpay instalments, rounded up so four of them cover the total. */
export function afterpayInstalmentCents(totalCents: number): number {
  return Math.ceil(totalCents / AFTERPAY_INSTALMENTS);
}
