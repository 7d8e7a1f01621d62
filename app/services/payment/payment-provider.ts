import type { CardBrand } from "~/lib/card";

/** What a provider needs to charge a card. Never stored, never logged. */
export type CardDetails = {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
};

export type ChargeRequest = {
  amountCents: number;
  currency: "usd";
  card: CardDetails;
  /** The order's idempotency key: a real provider charges once per key. */
  idempotencyKey: string;
  description: string;
};

export type ChargeResult =
  | { ok: true; reference: string; cardBrand: CardBrand; cardLast4: string }
  | { ok: false; declineReason: string };

export type RefundRequest = { reference: string; amountCents: number; idempotencyKey: string };

export type RefundResult = { ok: true; reference: string } | { ok: false; reason: string };

/** What a hosted provider is asked to collect: always the total our server computed. */
export type HostedPaymentRequest = {
  amountCents: number;
  currency: "usd";
  /** The order's idempotency key: the provider makes one payment per key, however often we ask. */
  idempotencyKey: string;
  /** The order's public id, echoed back in every event about the payment. */
  orderPublicId: string;
  customerEmail: string;
  description: string;
};

/** The lines a hosted payment page shows, with our server's prices. */
export type HostedCheckoutLine = { name: string; unitAmountCents: number; quantity: number };

export type HostedCheckoutRequest = HostedPaymentRequest & {
  /** Lines whose sum, less `discountCents`, is `amountCents` (shipping is a line). */
  lines: readonly HostedCheckoutLine[];
  discountCents: number;
  /** Where the shopper lands after paying (our confirmation page) or giving up (the checkout). */
  successUrl: string;
  cancelUrl: string;
};

export type ProviderFailure = { ok: false; reason: string };

/** Where a payment stands according to the provider, never the browser. */
export type PaymentState =
  | { state: "paid"; reference: string; cardBrand: string | null; cardLast4: string | null }
  | { state: "failed"; reference: string; reason: string }
  | { state: "pending"; reference: string };

/** A provider event we act on, after its signature was verified. */
export type PaymentEvent = {
  id: string;
  type: string;
  /** The order the payment was made for (our public id), from the payment's metadata. */
  orderPublicId: string | null;
  outcome: PaymentState | null;
};

type ProviderBase = {
  readonly name: string;
  /** Shown on the checkout page so nobody mistakes a test shop for a real one. */
  readonly testMode: boolean;
  /**
   * Gives back `amountCents` of the charge `reference` (the order's
   * payment_reference). The same `idempotencyKey` asked twice (a double
   * submit, a retry after a crash) refunds once and answers the same refund;
   * a processor never refunds more than was charged.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
};

/** A provider that takes the card on our own form and charges it there and then (test mode). */
export type CardPaymentProvider = ProviderBase & {
  readonly kind: "card-form";
  charge(request: ChargeRequest): Promise<ChargeResult>;
};

/**
 * A provider that collects the card itself (Stripe): our server never sees a
 * card number. The order is written as pending first; it becomes paid only
 * from a verified event or a status read from the provider.
 */
export type HostedPaymentProvider = ProviderBase & {
  readonly kind: "hosted";
  /** For the browser's payment fields (the Payment Element). */
  readonly publishableKey: string;
  readonly scriptUrl: string;
  createIntent(request: HostedPaymentRequest): Promise<{ ok: true; reference: string; clientSecret: string } | ProviderFailure>;
  createCheckout(request: HostedCheckoutRequest): Promise<{ ok: true; reference: string; url: string } | ProviderFailure>;
  /** Reads the payment behind `reference` (an intent or a checkout session) from the provider. */
  readPayment(reference: string): Promise<PaymentState | ProviderFailure>;
  /** The event in a webhook body, or null when its signature does not verify. */
  verifyEvent(rawBody: string, signature: string | null): Promise<PaymentEvent | null>;
  /** The event in a body that verified when it arrived (a stored one retried from /admin/system); never for a body from a request. */
  readVerifiedEvent(rawBody: string): PaymentEvent;
};

/** The seam for a payment processor; only the brand and last 4 digits of a card are ever stored. */
export type PaymentProvider = CardPaymentProvider | HostedPaymentProvider;
