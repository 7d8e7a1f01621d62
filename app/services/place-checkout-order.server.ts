import type { CheckoutInput } from "~/lib/checkout-schema";
import { refuseCheckoutAttempt, type CheckoutRefusal } from "./checkout-attempt.server";
import { typedSavingsApplied, type AppliedSavings } from "./checkout-discount.server";
import type { HostedMode } from "./hosted-payment.server";
import { getPaymentProvider } from "./payment/choose-provider";
import type { CardDetails } from "./payment/payment-provider";
import { placeOrder, type NextPaymentStep, type PlaceOrderFailure } from "./place-order.server";
import type { ServiceContext } from "./service-context";

type CardField = "cardName" | "cardNumber" | "cardExpiry" | "cardCvv";

/** The checkout form's values: with a hosted provider (Stripe) there are no card fields. */
export type CheckoutValues = Omit<CheckoutInput, CardField> & Partial<Pick<CheckoutInput, CardField>>;

export type CheckoutOrderResult =
  | CheckoutRefusal
  | { ok: false; reason: "invalid-form" }
  | { ok: false; reason: "not-placed"; failure: PlaceOrderFailure; savings: AppliedSavings }
  | { ok: true; orderPublicId: string; next: NextPaymentStep | null };

/**
 * "Place Order" on the checkout form. The attempt counts against the checkout
 * limit even when the form did not validate (`values` is null then: the route
 * shows the field errors). In test mode the typed card is charged now; with
 * a hosted provider the pending order's payment starts in `hostedMode`, and
 * the result says where the shopper pays. A refused order comes back with the
 * typed code and points as far as they still apply, so the totals stay as shown.
 */
export async function placeCheckoutOrder(
  context: ServiceContext,
  order: { bot: boolean; values: CheckoutValues | null; cartId: string | null; userId: number | null; origin: string; hostedMode: HostedMode },
): Promise<CheckoutOrderResult> {
  const refused = await refuseCheckoutAttempt(context, { bot: order.bot });
  if (refused) return refused;
  const { values, origin } = order;
  if (!values) return { ok: false, reason: "invalid-form" };

  const provider = getPaymentProvider(context.env);
  const result = await placeOrder({
    context,
    request: {
      idempotencyKey: values.idempotencyKey,
      source: { from: "cart", cartId: order.cartId },
      userId: order.userId,
      customer: values,
      discountCode: values.discountCode,
      rewardPoints: values.rewardPoints ?? 0,
      shippingMethod: values.shippingMethod,
      expectedTotal: values.expectedTotals?.[values.shippingMethod] ?? values.expectedTotal,
      payment: provider.kind === "card-form" ? { charge: typedCard(values) } : { charge: null, hosted: { mode: order.hostedMode, origin } },
      confirmation: { origin },
    },
  });
  if (result.ok) return { ok: true, orderPublicId: result.order.publicId, next: result.next ?? null };
  const typed = { code: values.discountCode ?? "", email: values.email, points: values.rewardPoints ?? 0 };
  const savings = await typedSavingsApplied(context, typed, { cartId: order.cartId, userId: order.userId });
  return { ok: false, reason: "not-placed", failure: result, savings };
}

/** The card as typed into our own fields (test mode's schema requires all four). */
function typedCard(values: CheckoutValues): CardDetails {
  return { name: values.cardName ?? "", number: values.cardNumber ?? "", expiry: values.cardExpiry ?? "", cvv: values.cardCvv ?? "" };
}
