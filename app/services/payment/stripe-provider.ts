import Stripe from "stripe";
import type { StripeSettings } from "~/lib/settings.server";
import { createStripeClient } from "./stripe-client";
import type { HostedPaymentProvider, PaymentEvent, PaymentState, ProviderFailure } from "./payment-provider";

/**
 * Stripe as the payment provider (decision 0031). The card is typed into
 * Stripe's own fields (the Payment Element, or Stripe Checkout without
 * JavaScript): our server asks for a payment of the total it computed, and
 * learns the outcome from Stripe (a signed event or a read), never from the
 * browser. The fetch client and Web Crypto work the same on Node and Workers.
 */
export function createStripeProvider(settings: StripeSettings): HostedPaymentProvider {
  // The order key makes retries safe; Stripe's own retry reuses it.
  const stripe = createStripeClient(settings);
  const cryptoProvider = Stripe.createSubtleCryptoProvider();

  return {
    kind: "hosted",
    name: "stripe",
    testMode: settings.secretKey.startsWith("sk_test_"),
    publishableKey: settings.publishableKey,
    scriptUrl: settings.jsUrl,

    async createIntent(request) {
      return attempt(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            automatic_payment_methods: { enabled: true },
            receipt_email: request.customerEmail,
            description: request.description,
            metadata: { order: request.orderPublicId },
          },
          // One key per order and kind of request: a retry gets the same intent.
          { idempotencyKey: `${request.idempotencyKey}-intent` },
        );
        if (!intent.client_secret) return { ok: false, reason: "The payment could not be started." };
        return { ok: true, reference: intent.id, clientSecret: intent.client_secret };
      });
    },

    async createCheckout(request) {
      return attempt(async () => {
        const coupon = request.discountCents > 0 ? await discountCoupon(stripe, request.discountCents, request.idempotencyKey) : null;
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            customer_email: request.customerEmail,
            line_items: request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: request.currency, unit_amount: line.unitAmountCents, product_data: { name: line.name } },
            })),
            ...(coupon ? { discounts: [{ coupon }] } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: request.orderPublicId,
            metadata: { order: request.orderPublicId },
            payment_intent_data: { description: request.description, metadata: { order: request.orderPublicId } },
          },
          { idempotencyKey: `${request.idempotencyKey}-checkout` },
        );
        // Stripe's page must ask for exactly our total; anything else is not an order we placed.
        if (!session.url || session.amount_total !== request.amountCents) return { ok: false, reason: "The payment could not be started." };
        return { ok: true, reference: session.id, url: session.url };
      });
    },

    async readPayment(reference) {
      return attempt(async () => {
        if (reference.startsWith("cs_")) return sessionState(await stripe.checkout.sessions.retrieve(reference));
        return intentState(await stripe.paymentIntents.retrieve(reference, { expand: ["latest_charge"] }));
      });
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      if (!/^pi_\w{1,200}$/.test(reference)) return { ok: false, reason: "No Stripe payment matches this order." };
      return attempt(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: reference, amount: amountCents },
          // A double click, or a retry after a crash, refunds once.
          { idempotencyKey: `refund-${idempotencyKey}` },
        );
        if (refund.status === "failed" || refund.status === "canceled") return { ok: false, reason: "Stripe refused the refund." };
        return { ok: true, reference: refund.id };
      });
    },

    async verifyEvent(rawBody, signature) {
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret, undefined, cryptoProvider);
      } catch {
        return null;
      }
      return paymentEvent(event);
    },

    readVerifiedEvent(rawBody) {
      return paymentEvent(JSON.parse(rawBody) as Stripe.Event);
    },
  };
}

/** A Stripe error becomes a reason the page can show; the details stay in the log. */
async function attempt<T extends object>(call: () => Promise<T>): Promise<T | ProviderFailure> {
  try {
    return await call();
  } catch (error) {
    console.error("Stripe request failed", error instanceof Error ? error.message : error);
    const message = error instanceof Stripe.errors.StripeCardError ? error.message : "The payment service is unavailable. Please try again.";
    return { ok: false, reason: message };
  }
}

/** Checkout shows our lines at our prices; a discount is a one-off amount-off coupon, so the total is ours to the cent. */
async function discountCoupon(stripe: Stripe, amountOffCents: number, idempotencyKey: string) {
  const coupon = await stripe.coupons.create(
    { amount_off: amountOffCents, currency: "usd", duration: "once", max_redemptions: 1, name: "Discount" },
    { idempotencyKey: `${idempotencyKey}-coupon` },
  );
  return coupon.id;
}

function intentState(intent: Stripe.PaymentIntent): PaymentState {
  if (intent.status === "succeeded") {
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return { state: "paid", reference: intent.id, cardBrand: card?.brand ? brandName(card.brand) : null, cardLast4: card?.last4 ?? null };
  }
  if (intent.status === "canceled") return { state: "failed", reference: intent.id, reason: "The payment was cancelled." };
  if (intent.status === "requires_payment_method" && intent.last_payment_error) {
    return { state: "failed", reference: intent.id, reason: intent.last_payment_error.message ?? "The payment failed." };
  }
  return { state: "pending", reference: intent.id };
}

function sessionState(session: Stripe.Checkout.Session): PaymentState {
  const intentId = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  if ((session.payment_status === "paid" || session.payment_status === "no_payment_required") && intentId) {
    return { state: "paid", reference: intentId, cardBrand: null, cardLast4: null };
  }
  if (session.status === "expired") return { state: "failed", reference: session.id, reason: "The payment page expired." };
  return { state: "pending", reference: session.id };
}

/** The events we act on (enable these on the webhook endpoint); any other type is acknowledged and ignored. */
export const STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
] as const;

function paymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired":
      return { ...base, orderPublicId: event.data.object.metadata?.order ?? null, outcome: sessionState(event.data.object) };
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return { ...base, orderPublicId: session.metadata?.order ?? null, outcome: { state: "failed", reference: session.id, reason: "The payment failed." } };
    }
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed":
    case "payment_intent.canceled":
      return { ...base, orderPublicId: event.data.object.metadata?.order ?? null, outcome: intentState(event.data.object) };
    default:
      return { ...base, orderPublicId: null, outcome: null };
  }
}

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };

function brandName(brand: string) {
  return BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
