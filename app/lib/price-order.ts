// The whole price of an order (issue 39): lines, sizes, the code's discount,
// points, the chosen shipping and sales tax, in that order. Pages, the
// checkout, the payment API, the wallets, e-mails and the payment provider
// take their figures from here. Tax comes last because it is owed on what is
// paid: each line less its share of the discount and points (decision 0058).
import type { PricedLine, ShippingChoice } from "./cart-totals";
import { allocateOrderDiscount, totalsWithPromotion, totalsWithTax, type LineShare, type OrderTotals } from "./promotion-totals";
import type { PromotionEffect, PromotionLine, PromotionRestrictions } from "./promotion-rules";
import { computeSalesTax, noSalesTax, type SalesTax, type TaxableOrder, type TaxAddress } from "./sales-tax";
import type { StateCode } from "./us-states";

export type PricingLine = PricedLine & Partial<Pick<PromotionLine, "fragranceId" | "gender" | "size">>;

export type OrderPriceInput = {
  lines: readonly PricingLine[];
  /** The accepted code's effect and the lines it applies to; null without a code. */
  promotion: { effect: PromotionEffect; restrictions: PromotionRestrictions | null } | null;
  shipping: ShippingChoice;
  points: number;
};

/** Totals (tax included in `totalCents`), each line's share of what was taken off, and the tax per line. */
export type PricedOrder = { totals: OrderTotals; lineShares: LineShare[]; tax: SalesTax };

/** Everything but the tax: what a tax provider is then asked about. */
export function priceBeforeTax(input: OrderPriceInput): PricedOrder {
  const totals = totalsWithPromotion(input.lines, input.promotion?.effect ?? null, input.shipping, input.points);
  const lineShares = allocateOrderDiscount(input.lines, input.promotion?.restrictions ?? null, totals);
  return { totals, lineShares, tax: noSalesTax(input.lines.length) };
}

/** What tax is owed on: each line as paid (its total less its discount and points) and the shipping charged. */
export function taxableOrder(input: Pick<OrderPriceInput, "lines">, priced: PricedOrder, address: TaxAddress | null): TaxableOrder {
  return {
    lines: input.lines.map((line, index) => ({
      amountCents: line.unitPriceCents * line.quantity - priced.lineShares[index]!.discountCents,
      quantity: line.quantity,
      reference: `line-${index + 1}`,
    })),
    shippingCents: priced.totals.shippingCents,
    address,
  };
}

/** The priced order with a tax provider's answer added: the tax is its own line and part of the total. */
export function withSalesTax(priced: PricedOrder, tax: SalesTax): PricedOrder {
  return { ...priced, tax, totals: totalsWithTax(priced.totals, tax.taxCents) };
}

/** The one pricing step with the shop's own rates (the embedded tax provider): what the page shows and the server charges. */
export function priceOrder(input: OrderPriceInput & { tax: { address: TaxAddress | null; registeredStates: readonly StateCode[] } }): PricedOrder {
  const priced = priceBeforeTax(input);
  return withSalesTax(priced, computeSalesTax(taxableOrder(input, priced, input.tax.address), input.tax.registeredStates));
}
