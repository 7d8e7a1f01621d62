/**
 * The cart's Sales tax row (OrderTotals' `tax`) where the shop collects tax
 * somewhere: the cart knows no address yet, so the amount waits for checkout.
 * A module of its own so the checkout page's scripts do not carry it.
 */
export const TAX_AT_CHECKOUT = { label: "Sales tax", note: "Calculated at checkout" } as const;
