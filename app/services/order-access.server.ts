/** Who opens an order's page: the signed-in shopper, or null for a visitor who is not. */
export type OrderViewer = { id: number; email: string } | null;

/**
 * Who may see an order, and ask to return items from it: an account's order
 * its account alone (a signed-out visitor is asked to sign in), a guest's
 * order whoever holds its link (128 random bits: the e-mail and the redirect
 * after checkout are all a guest has).
 */
export function orderAccess(order: { userId: number | null }, viewer: OrderViewer): "ok" | "sign-in-required" | "not-found" {
  if (order.userId === null) return "ok";
  if (!viewer) return "sign-in-required";
  return viewer.id === order.userId ? "ok" : "not-found";
}
