// How an order's sales tax reads wherever its money is shown (issue 39): the
// confirmation page and e-mail, the account's history, the admin's order page
// and the JSON API. Pure, so each of them words it the same way. Server-only
// (.server): it reads formatTaxRate from sales-tax.ts, whose rates table must
// not reach a page's scripts, so loaders and services word the label and pages
// get the text.
import { formatTaxRate } from "./sales-tax";

/** One line's rate and where its tax is owed, as the tax provider answered them. */
export type TaxRate = { ratePpm: number; jurisdiction: string | null };

/** An order line as stored (order_items.tax_rate_ppm, tax_jurisdiction). */
type StoredTaxLine = { taxRatePpm: number; taxJurisdiction: string | null };

/**
 * "Sales tax (Denver, CO 8.81%)" when every taxed line was taxed at one rate
 * in one place, as an order shipped to one address is; plain "Sales tax" when
 * they differ (a rate that changed between lines, a provider that splits
 * them) or name no place, rather than a rate that is true of some lines only.
 */
export function salesTaxLabel(lines: readonly TaxRate[]): string {
  const taxed = lines.filter((line) => line.ratePpm > 0);
  const [first] = taxed;
  if (!first?.jurisdiction) return "Sales tax";
  const same = taxed.every((line) => line.ratePpm === first.ratePpm && line.jurisdiction === first.jurisdiction);
  return same ? `Sales tax (${first.jurisdiction} ${formatTaxRate(first.ratePpm)})` : "Sales tax";
}

/** The stored lines' rates in the shape salesTaxLabel reads. */
export function storedTaxRates(lines: readonly StoredTaxLine[]): TaxRate[] {
  return lines.map((line) => ({ ratePpm: line.taxRatePpm, jurisdiction: line.taxJurisdiction }));
}

/**
 * The order's "Sales tax" row, or null for an order that carries none (placed
 * before tax, or shipped where the shop does not collect): its totals are then
 * the spec's, with no row.
 */
export function orderTaxRow(order: { taxCents: number; items: readonly StoredTaxLine[] }): { label: string } | null {
  return order.taxCents > 0 ? { label: salesTaxLabel(storedTaxRates(order.items)) } : null;
}

/** A line's rate as the JSON API and the admin page show it ("8.81%"), or null for an untaxed line. */
export function lineTaxRate(ratePpm: number): string | null {
  return ratePpm > 0 ? formatTaxRate(ratePpm) : null;
}
