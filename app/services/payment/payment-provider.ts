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

export type RefundResult = { ok: true; reference: string } | { ok: false; reason: string };

/**
 * The seam for a real payment processor. Only the brand and last 4 digits of
 * the card leave a provider; the checkout stores nothing else about it.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Shown on the checkout page so nobody mistakes a test shop for a real one. */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives back `amountCents` of the charge `reference` (the order's
   * payment_reference). A processor refunds a charge at most once in full, so
   * a second refund of the same charge fails rather than paying twice.
   */
  refund(reference: string, amountCents: number): Promise<RefundResult>;
}
