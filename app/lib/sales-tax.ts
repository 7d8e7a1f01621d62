// US sales tax on an order (issue 39, decision 0058). Pure: the embedded tax
// provider, the checkout page's figures and the property tests compute with
// the same function. Rates are parts per million (8.81 % = 88_100), amounts
// integer cents.
import { allocateLargestRemainder } from "./cart-totals";
import { taxRuleFor, type TaxRule } from "./tax-rates";
import type { StateCode } from "./us-states";

/** Where the order ships, as far as tax cares. */
export type TaxAddress = { state: StateCode; zip: string | null; city?: string; line?: string };

/** What tax is computed on: each line's price less its discount and points, and the shipping charged. */
export type TaxableOrder = {
  lines: readonly { amountCents: number; quantity: number; reference: string }[];
  shippingCents: number;
  /** Null when no address is known yet (the cart): no tax. */
  address: TaxAddress | null;
};

/** The tax on one line (or on shipping): its amount, the combined rate and where it is owed ("Denver, CO"). */
export type LineTax = { taxCents: number; ratePpm: number; jurisdiction: string | null };

export type SalesTax = { lines: LineTax[]; shipping: LineTax; taxCents: number };

const UNTAXED: LineTax = { taxCents: 0, ratePpm: 0, jurisdiction: null };

/** No tax on any line: the shop does not collect where the order ships (or the address is not known). */
export function noSalesTax(lineCount: number): SalesTax {
  return { lines: Array.from({ length: lineCount }, () => UNTAXED), shipping: UNTAXED, taxCents: 0 };
}

/** `amount` × `ratePpm` / 1,000,000 in whole cents, half a cent rounded up. */
export function taxOn(amountCents: number, ratePpm: number): number {
  return Math.floor((amountCents * ratePpm + 500_000) / 1_000_000);
}

/**
 * The tax on an order shipping to a state where the shop is registered:
 * the merchandise's tax is worked out on its sum (one rounding, as a
 * receipt shows it) and shared among the lines by largest remainder so the
 * lines add up to it exactly; shipping is taxed apart, at the same rate, only
 * where the state taxes a separately stated delivery charge. Anywhere else,
 * no tax.
 */
export function computeSalesTax(order: TaxableOrder, registeredStates: readonly StateCode[], ruleFor: (address: TaxAddress) => TaxRule = taxRuleForAddress): SalesTax {
  const { address } = order;
  if (!address || !registeredStates.includes(address.state)) return noSalesTax(order.lines.length);
  const rule = ruleFor(address);
  const amounts = order.lines.map((line) => line.amountCents);
  const merchandiseTax = taxOn(amounts.reduce((sum, amount) => sum + amount, 0), rule.ratePpm);
  const shares = allocateLargestRemainder(merchandiseTax, amounts);
  const taxed = (taxCents: number): LineTax => ({ taxCents, ratePpm: rule.ratePpm, jurisdiction: rule.jurisdiction });
  const shipping = rule.taxesShipping && order.shippingCents > 0 ? taxed(taxOn(order.shippingCents, rule.ratePpm)) : UNTAXED;
  return { lines: shares.map(taxed), shipping, taxCents: merchandiseTax + shipping.taxCents };
}

function taxRuleForAddress(address: TaxAddress): TaxRule {
  return taxRuleFor(address.state, address.zip);
}

/** The rate as people read it: 88_100 → "8.81%", 29_000 → "2.9%". */
export function formatTaxRate(ratePpm: number): string {
  return `${Number((ratePpm / 10_000).toFixed(4))}%`;
}
