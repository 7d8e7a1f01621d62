import type { StateCode } from "~/lib/us-states";
import type { SalesTax, TaxableOrder } from "~/lib/sales-tax";

// The seam for sales tax (issue 39, decision 0058), beside the payment seam:
// the embedded provider computes from the rates kept as data
// (app/lib/tax-rates.ts); Stripe Tax asks Stripe's Tax Calculation API and
// records a tax transaction when the order is paid, reversed on refund.
// Either way the shop collects only in the states it is registered in.

export type TaxFailure = { ok: false; reason: string };

/** What a calculation is asked: the order's taxable amounts, where it ships, and where the shop collects. */
export type TaxRequest = TaxableOrder & {
  /** The states the admin registered the shop in (the settings page); none by default. */
  registeredStates: readonly StateCode[];
  /** The order's idempotency key when there is one, so a retry asks the provider once. */
  idempotencyKey?: string;
};

/** A calculation: the tax per line and on shipping, and the provider's id for it (Stripe: taxcalc_…). */
export type TaxCalculation = SalesTax & { reference: string | null };

export type TaxProvider = {
  readonly name: "embedded" | "stripe";
  calculate(request: TaxRequest): Promise<({ ok: true } & TaxCalculation) | TaxFailure>;
  /**
   * The order was paid: the sale is recorded with the tax authority's
   * bookkeeping (Stripe: a tax transaction from the calculation). Asked again
   * for the same order, it answers the same transaction.
   */
  recordSale(input: { calculationReference: string; orderPublicId: string }): Promise<{ ok: true; reference: string | null } | TaxFailure>;
  /**
   * Money was given back: the tax on it is reversed (Stripe: a reversal
   * transaction with the refunded amounts). `refundKey` is the refund's
   * idempotency key, so a retried refund reverses once.
   */
  reverse(input: {
    transactionReference: string;
    refundKey: string;
    /** Per order line, in the order's line order: what of the line (tax excluded) and of its tax goes back. */
    lines: readonly { amountCents: number; taxCents: number }[];
    shipping: { amountCents: number; taxCents: number };
  }): Promise<{ ok: true; reference: string | null } | TaxFailure>;
};
