import { cardBrand, cardLast4, digitsOnly, isExpiryInPast, isValidCvv, parseExpiry, passesLuhn } from "~/lib/card";
import type { CardPaymentProvider, ChargeRequest, ChargeResult, RefundRequest, RefundResult } from "./payment-provider";

/** The well-known test numbers that are declined, with the reason a bank would give. */
export const TEST_DECLINES: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
};

/**
 * Honest test mode (docs/product.md): it checks the card like a processor would,
 * declines the test decline numbers, charges nobody and says so on the page.
 */
export const testModePaymentProvider: CardPaymentProvider = {
  kind: "card-form",
  name: "test",
  testMode: true,
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const number = digitsOnly(request.card.number);
    const expiry = parseExpiry(request.card.expiry);
    if (!passesLuhn(number)) return { ok: false, declineReason: "Your card number is invalid." };
    if (!expiry || isExpiryInPast(expiry)) return { ok: false, declineReason: "Your card has expired." };
    if (!isValidCvv(request.card.cvv)) return { ok: false, declineReason: "Your card's security code is invalid." };
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      return { ok: false, declineReason: "The amount is invalid." };
    }
    const declineReason = TEST_DECLINES[number];
    if (declineReason) return { ok: false, declineReason };
    // Derived from the idempotency key: a retried charge has the same reference.
    return {
      ok: true,
      reference: `test_${request.idempotencyKey}`,
      cardBrand: cardBrand(number),
      cardLast4: cardLast4(number),
    };
  },
  // Moves no money either: it refunds only what this mode charged (a `test_`
  // reference), so an order paid elsewhere, or never paid, fails with a reason.
  // The refund's reference comes from its key: a retry answers the same one.
  async refund({ reference, amountCents, idempotencyKey }: RefundRequest): Promise<RefundResult> {
    if (!/^test_[\w-]{1,200}$/.test(reference)) return { ok: false, reason: "No test-mode payment matches this order." };
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { ok: false, reason: "The amount is invalid." };
    return { ok: true, reference: `refund_${idempotencyKey}` };
  },
};
