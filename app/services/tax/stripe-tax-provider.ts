import Stripe from "stripe";
import { noSalesTax, type TaxAddress } from "~/lib/sales-tax";
import type { StripeSettings } from "~/lib/settings.server";
import { createStripeClient } from "../payment/stripe-client";
import { salesTaxOfCalculation } from "./stripe-tax-answer";
import type { TaxFailure, TaxProvider, TaxRequest } from "./tax-provider";

// Stripe Tax (issue 39, decision 0058): a Tax Calculation prices the order,
// a tax transaction made from it when the order is paid puts the sale in
// Stripe's tax reports, and a reversal takes a refund back out. The shop
// collects only where the admin says it is registered; Stripe would answer
// "not collecting" elsewhere anyway, so there is no call to make there.

/** Stripe's tax code for general tangible goods: fragrances have no code of their own. */
export const FRAGRANCE_TAX_CODE = "txcd_99999999";

/** The line references the order's calculation gives (`taxableOrder` in app/lib/price-order.ts): the reversal finds its lines by them. */
export const orderLineReference = (index: number) => `line-${index + 1}`;

/** What a calculation needs back: the lines' and shipping's tax with their rates, not just the totals. */
const CALCULATION_EXPAND = ["line_items", "line_items.data.tax_breakdown", "shipping_cost.tax_breakdown"];

export function createStripeTaxProvider(settings: StripeSettings): TaxProvider {
  const stripe = createStripeClient(settings);

  return {
    name: "stripe",

    async calculate(request) {
      const { address } = request;
      if (!address || !request.registeredStates.includes(address.state)) return { ok: true, ...noSalesTax(request.lines.length), reference: null };
      return attempt("The sales tax could not be worked out. Please try again.", async () => {
        const params = calculationParams(request, address);
        // A retry asks once; a changed cart (or address) is a new question with its own key.
        const options = request.idempotencyKey ? { idempotencyKey: `${request.idempotencyKey}-tax-${await digest(params)}` } : undefined;
        const calculation = await stripe.tax.calculations.create(params, options);
        const listed = calculation.line_items;
        const lineItems =
          listed && !listed.has_more
            ? listed.data
            : await stripe.tax.calculations.listLineItems(calculation.id!, { limit: 100, expand: ["data.tax_breakdown"] }).autoPagingToArray({ limit: 1000 });
        const answer = salesTaxOfCalculation(request, calculation, lineItems);
        if (!answer.ok) return { ok: false, reason: "The sales tax could not be worked out. Please try again." };
        return { ok: true, ...answer.tax, reference: calculation.id };
      });
    },

    async recordSale({ calculationReference, orderPublicId }) {
      return attempt("The sale could not be recorded with Stripe Tax. Please try again.", async () => {
        const transaction = await stripe.tax.transactions.createFromCalculation(
          { calculation: calculationReference, reference: orderPublicId },
          // A second webhook delivery, or a retry after a crash, records the sale once.
          { idempotencyKey: `tax-sale-${orderPublicId}` },
        );
        return { ok: true, reference: transaction.id };
      });
    },

    async reverse({ transactionReference, refundKey, lines, shipping }) {
      const returned = lines.flatMap((line, index) => (line.amountCents > 0 || line.taxCents > 0 ? [{ ...line, reference: orderLineReference(index) }] : []));
      const shippingBack = shipping.amountCents > 0 || shipping.taxCents > 0;
      // Nothing taxable goes back (say, a refund of the shipping on an untaxed order): nothing to reverse.
      if (returned.length === 0 && !shippingBack) return { ok: true, reference: null };
      return attempt("The tax on this refund could not be reversed with Stripe Tax. Please try again.", async () => {
        const originals = await stripe.tax.transactions.listLineItems(transactionReference, { limit: 100 }).autoPagingToArray({ limit: 1000 });
        const byReference = new Map(originals.map((item) => [item.reference, item.id]));
        if (returned.some((line) => !byReference.has(line.reference))) {
          return { ok: false, reason: "The refund does not match the sale recorded with Stripe Tax." };
        }
        const reversal = await stripe.tax.transactions.createReversal(
          {
            mode: "partial",
            original_transaction: transactionReference,
            reference: refundKey,
            // Stripe takes what goes back as negative amounts, tax apart.
            line_items: returned.map((line) => ({
              amount: -line.amountCents,
              amount_tax: -line.taxCents,
              original_line_item: byReference.get(line.reference)!,
              reference: `${line.reference}-refund`,
            })),
            ...(shippingBack ? { shipping_cost: { amount: -shipping.amountCents, amount_tax: -shipping.taxCents } } : {}),
          },
          { idempotencyKey: `tax-reversal-${refundKey}` },
        );
        return { ok: true, reference: reversal.id };
      });
    },
  };
}

function calculationParams(request: TaxRequest, address: TaxAddress): Stripe.Tax.CalculationCreateParams {
  return {
    currency: "usd",
    line_items: request.lines.map((line) => ({
      amount: line.amountCents,
      quantity: line.quantity,
      reference: line.reference,
      tax_behavior: "exclusive",
      tax_code: FRAGRANCE_TAX_CODE,
    })),
    customer_details: {
      // What is known of the address: Stripe places it by ZIP code, down to the city's own rate.
      address: {
        ...(address.line ? { line1: address.line } : {}),
        ...(address.city ? { city: address.city } : {}),
        state: address.state,
        ...(address.zip ? { postal_code: address.zip } : {}),
        country: "US",
      },
      address_source: "shipping",
    },
    ...(request.shippingCents > 0 ? { shipping_cost: { amount: request.shippingCents, tax_behavior: "exclusive" as const } } : {}),
    expand: CALCULATION_EXPAND,
  };
}

/** A short fingerprint of the question, for its idempotency key (Web Crypto: Node and Workers alike). */
async function digest(value: unknown): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(value))));
  return Array.from(bytes.subarray(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A Stripe error becomes a sentence for the page or the admin; the details stay in the log. */
async function attempt<T extends object>(reason: string, call: () => Promise<T | TaxFailure>): Promise<T | TaxFailure> {
  try {
    return await call();
  } catch (error) {
    console.error("Stripe Tax request failed", error instanceof Error ? error.message : error);
    if (error instanceof Stripe.errors.StripeError && error.code === "customer_tax_location_invalid") {
      return { ok: false, reason: "The shipping address could not be placed for sales tax. Please check the city, state and ZIP code." };
    }
    return { ok: false, reason };
  }
}
