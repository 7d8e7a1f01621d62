import { cartTotals } from "~/lib/cart-totals";
import type { CheckoutInput } from "~/lib/checkout-schema";
import { getCartLines } from "~/models/cart.server";
import { checkDiscountCode, DISCOUNT_MESSAGES } from "~/models/discount.server";
import { createOrder, findOrderByIdempotencyKey } from "~/models/order.server";
import type { LoadContext } from "../http/load-context.server";
import { getPaymentProvider } from "./payment/test-mode-provider";

export type PlaceOrderResult =
  | { ok: true; publicId: string; email: string }
  | { ok: false; kind: "empty-cart" }
  | { ok: false; kind: "discount"; message: string }
  | { ok: false; kind: "total-changed"; totalCents: number }
  | { ok: false; kind: "declined"; reason: string };

/**
 * Places an order from the shopper's cart. Every price and total is
 * recomputed from the database here; the provider is charged exactly that
 * total, and the order is written in one batch only after the charge.
 */
export async function placeOrder({
  context,
  cartId,
  userId,
  input,
}: {
  context: Pick<LoadContext, "db">;
  cartId: string | null;
  userId: number | null;
  input: CheckoutInput;
}): Promise<PlaceOrderResult> {
  const { db } = context;
  // A retry (or a double click) of a form that already became an order.
  const existing = await findOrderByIdempotencyKey({ db, idempotencyKey: input.idempotencyKey });
  if (existing) return { ok: true, publicId: existing.publicId, email: existing.customerEmail };

  const lines = await getCartLines({ db, cartId });
  if (lines.length === 0) {
    // An identical submit may have just placed the order and emptied the cart.
    const placed = await findOrderByIdempotencyKey({ db, idempotencyKey: input.idempotencyKey });
    if (placed) return { ok: true, publicId: placed.publicId, email: placed.customerEmail };
    return { ok: false, kind: "empty-cart" };
  }

  let discount: { code: string; percentOff: number } | null = null;
  if (input.discountCode) {
    const checked = await checkDiscountCode({ db, code: input.discountCode, email: input.email });
    if (!checked.ok) return { ok: false, kind: "discount", message: checked.message };
    discount = checked.discount;
  }
  const totals = cartTotals(lines, discount?.percentOff ?? 0);
  if (input.expectedTotal !== undefined && input.expectedTotal !== totals.totalCents) {
    return { ok: false, kind: "total-changed", totalCents: totals.totalCents };
  }

  const provider = getPaymentProvider();
  const charge = await provider.charge({
    amountCents: totals.totalCents,
    currency: "usd",
    card: { name: input.cardName, number: input.cardNumber, expiry: input.cardExpiry, cvv: input.cardCvv },
    idempotencyKey: input.idempotencyKey,
    description: `Order of ${lines.length} fragrance line(s)`,
  });
  if (!charge.ok) return { ok: false, kind: "declined", reason: charge.declineReason };

  const created = await createOrder({
    db,
    cartIdToClear: cartId,
    lines,
    order: {
      idempotencyKey: input.idempotencyKey,
      userId,
      customerName: input.name,
      customerEmail: input.email,
      shippingAddress: input.address,
      shippingCity: input.city,
      shippingState: input.state || null,
      shippingZip: input.zip || null,
      shippingCountry: input.country,
      totals,
      discountCode: discount?.code ?? null,
      status: "paid",
      payment: { provider: provider.name, reference: charge.reference, cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 },
    },
  });
  if (created.ok) return { ok: true, publicId: created.publicId, email: input.email.toLowerCase() };
  // A concurrent identical submit won the race: both answer with its order.
  // (A real provider dedupes the charge by the same idempotency key.)
  if (created.reason === "duplicate" && created.existing) {
    return { ok: true, publicId: created.existing.publicId, email: created.existing.customerEmail };
  }
  return { ok: false, kind: "discount", message: DISCOUNT_MESSAGES.used };
}
