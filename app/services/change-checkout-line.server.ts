import type { CartAction } from "~/lib/cart-schema";
import type { AppliedDiscount } from "~/models/discount.server";
import { applyCartChange } from "./cart-changes.server";
import { typedDiscountApplied, type TypedDiscount } from "./checkout-discount.server";
import type { ServiceContext } from "./service-context";

/** A summary line's quantity or remove button on the checkout page. */
export type CheckoutLineChange = Extract<CartAction, { intent: "update" | "remove" }>;

/**
 * Changes one line of the cart from the checkout's summary (the page without
 * JavaScript posts the checkout form itself, so what the shopper typed
 * survives): a cart edit like /resources/cart, unlimited. A code that was
 * applied stays applied (and is checked again) across the change.
 */
export async function changeCheckoutLine(
  context: Pick<ServiceContext, "db">,
  { cartId, change, typed }: { cartId: string; change: CheckoutLineChange; typed: TypedDiscount },
): Promise<{ ok: true; appliedDiscount: AppliedDiscount | null } | { ok: false; message: string; appliedDiscount: AppliedDiscount | null }> {
  const appliedDiscount = await typedDiscountApplied(context, typed);
  const result = await applyCartChange(context, { cartId, change });
  return result.ok ? { ok: true, appliedDiscount } : { ok: false, message: result.message, appliedDiscount };
}
