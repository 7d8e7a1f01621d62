import { orderConfirmationEmail } from "~/lib/emails/order-confirmation";
import { salesTaxLabel, storedTaxRates } from "~/lib/order-tax.server";
import { orderNumber } from "~/lib/order-display";
import { shippingLabel, storedShipping } from "~/lib/shipping";
import { siteConfigFrom } from "~/lib/site";
import { recordPaymentOutcome, setPaymentReference } from "~/models/order-payment.server";
import { getOrderByPublicId, orderConfirmationMessageId } from "~/models/order.server";
import type { ServiceContext } from "./service-context";
import { pointsTheOrderEarns } from "./reward-earning.server";
import { getPaymentProvider } from "./payment/choose-provider";
import type { HostedPaymentProvider, PaymentState } from "./payment/payment-provider";

type StoredOrder = NonNullable<Awaited<ReturnType<typeof getOrderByPublicId>>>;

/** How the shopper pays on the provider's side: its fields in our page (JavaScript) or its own page (none). */
export type HostedMode = "intent" | "checkout";

export type HostedStart = { ok: true; clientSecret: string } | { ok: true; redirectUrl: string } | { ok: false; reason: string };

export function hostedProvider(context: Pick<ServiceContext, "env">): HostedPaymentProvider | null {
  const provider = getPaymentProvider(context.env);
  return provider.kind === "hosted" ? provider : null;
}

/**
 * Asks the provider for a payment of a pending order's stored total (never an
 * amount from the browser) and keeps its reference on the order. Asking again
 * for the same order (a retry, a crash before the reference was stored) gets
 * the same payment back: the order's idempotency key goes with the request.
 */
export async function startHostedPayment({
  context,
  publicId,
  idempotencyKey,
  mode,
  origin,
}: {
  context: Pick<ServiceContext, "db" | "env">;
  publicId: string;
  idempotencyKey: string;
  mode: HostedMode;
  origin: string;
}): Promise<HostedStart> {
  const provider = hostedProvider(context);
  const order = await getOrderByPublicId({ db: context.db, publicId });
  if (!provider || !order || order.status !== "pending") return { ok: false, reason: "This order cannot be paid now." };
  const request = {
    amountCents: order.totalCents,
    currency: "usd" as const,
    idempotencyKey,
    orderPublicId: order.publicId,
    customerEmail: order.customerEmail,
    description: `Order ${orderNumber(order.publicId)}`,
  };
  if (mode === "intent") {
    const intent = await provider.createIntent(request);
    if (!intent.ok) return intent;
    await setPaymentReference({ db: context.db, orderId: order.id, reference: intent.reference });
    return { ok: true, clientSecret: intent.clientSecret };
  }
  const checkout = await provider.createCheckout({
    ...request,
    lines: [
      ...order.items.map((item) => ({ name: item.name, unitAmountCents: item.unitPriceCents, quantity: item.quantity })),
      ...(order.shippingCents > 0 ? [{ name: shippingLabel(storedShipping(order).method), unitAmountCents: order.shippingCents, quantity: 1 }] : []),
      // Our tax, as its own line: Stripe Checkout charges exactly the order's total (the discount comes off the rest).
      ...(order.taxCents > 0 ? [{ name: "Sales tax", unitAmountCents: order.taxCents, quantity: 1 }] : []),
    ],
    discountCents: order.discountCents,
    // Stripe fills in the session id; the page reads the order's own reference, not this.
    successUrl: `${origin}/orders/${order.publicId}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/checkout`,
  });
  if (!checkout.ok) return checkout;
  await setPaymentReference({ db: context.db, orderId: order.id, reference: checkout.reference });
  return { ok: true, redirectUrl: checkout.url };
}

/**
 * Applies what the provider says about an order's payment (an event, or a
 * read on the shopper's return). Answers false only for an event already
 * processed.
 */
export async function settlePayment({
  context,
  order,
  outcome,
  event,
  origin,
}: {
  context: Pick<ServiceContext, "db" | "env" | "outbox">;
  order: StoredOrder;
  outcome: PaymentState | null;
  event: { id: string; type: string } | null;
  origin: string;
}) {
  const provider = getPaymentProvider(context.env).name;
  const change =
    outcome?.state === "paid"
      ? { ...outcome, email: confirmationEmail(context, order, origin, { ...outcome, pointsEarned: await pointsEarnedOnPayment(context, order) }) }
      : outcome?.state === "failed"
        ? { state: "failed" as const, reference: outcome.reference }
        : null;
  const recorded = await recordPaymentOutcome({ db: context.db, orderId: order.id, change, event: event ? { ...event, provider } : null });
  if (recorded.ok && change?.state === "paid") context.outbox.queued = true;
  return recorded.ok;
}

/**
 * The shopper is back from paying (or opened the order page): a pending order
 * paid through a hosted provider is read from the provider, so the page shows
 * the truth even before (or without) the webhook.
 */
export async function refreshPendingPayment({
  context,
  order,
  origin,
}: {
  context: Pick<ServiceContext, "db" | "env" | "outbox">;
  order: StoredOrder;
  origin: string;
}): Promise<boolean> {
  const provider = hostedProvider(context);
  if (!provider || order.status !== "pending" || order.paymentProvider !== provider.name || !order.paymentReference) return false;
  const outcome = await provider.readPayment(order.paymentReference);
  if ("ok" in outcome || outcome.state === "pending") return false;
  await settlePayment({ context, order, outcome, event: null, origin });
  return true;
}

/** What the order earns as it becomes paid (for its e-mail); the payment's batch records it. */
async function pointsEarnedOnPayment(context: Pick<ServiceContext, "db">, order: StoredOrder) {
  const earning = await pointsTheOrderEarns(context, { userId: order.userId, merchandisePaidCents: order.subtotalCents - order.discountCents });
  return earning.points;
}

function confirmationEmail(
  context: Pick<ServiceContext, "env">,
  order: StoredOrder,
  origin: string,
  paid: { cardBrand: string | null; cardLast4: string | null; pointsEarned: number },
) {
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  return {
    kind: "order-confirmation" as const,
    messageId: orderConfirmationMessageId(order.publicId),
    to: order.customerEmail,
    ...orderConfirmationEmail({
      brandName,
      orderNumber: orderNumber(order.publicId),
      orderUrl: `${origin}/orders/${order.publicId}`,
      customerName: order.customerName,
      lines: order.items,
      totals: {
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        discountCents: order.discountCents,
        pointsCents: order.pointsCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
      },
      taxLabel: salesTaxLabel(storedTaxRates(order.items)),
      shipping: storedShipping(order),
      discountCode: order.discountCode,
      address: { line: order.shippingAddress, city: order.shippingCity, state: order.shippingState, zip: order.shippingZip, country: order.shippingCountry },
      paidWith: paid.cardBrand && paid.cardLast4 ? `${paid.cardBrand} ending in ${paid.cardLast4}` : null,
      pointsEarned: paid.pointsEarned,
    }),
  };
}
