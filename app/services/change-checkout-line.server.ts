import type { CartAction } from "~/lib/cart-schema";
import { applyCartChange } from "./cart-changes.server";
import { typedSavingsApplied, type AppliedSavings, type TypedDiscount } from "./checkout-discount.server";
import type { ServiceContext } from "./service-context";

/** A summary line's quantity or remove button on the checkout page. */
export type CheckoutLineChange = Extract<CartAction, { intent: "update" | "remove" }>;

/**
 * Changes one line of the cart from the checkout's summary (the page without
 * JavaScript posts the checkout form itself, so what the shopper typed
 * survives): a cart edit like /resources/cart, unlimited. A code and points
 * that were applied stay applied, judged again on the cart as changed (a
 * code's amount or minimum depends on the lines).
 */
export async function changeCheckoutLine(
  context: Pick<ServiceContext, "db">,
  { cartId, userId, change, typed }: { cartId: string; userId: number | null; change: CheckoutLineChange; typed: TypedDiscount },
): Promise<{ ok: true; savings: AppliedSavings } | { ok: false; message: string; savings: AppliedSavings }> {
  const result = await applyCartChange(context, { cartId, change });
  const savings = await typedSavingsApplied(context, typed, { cartId, userId });
  return result.ok ? { ok: true, savings } : { ok: false, message: result.message, savings };
}
