import type Stripe from "stripe";
import type { LineTax, SalesTax, TaxableOrder } from "~/lib/sales-tax";

// Reading a Stripe Tax Calculation back into the shop's SalesTax: per line
// the tax Stripe computed, its combined rate (the sum of the state, county,
// city and district rates Stripe lists) and the place it is owed; shipping
// apart. Stripe's figures stand as they are: the shop does not re-round them.

type Breakdown = {
  amount: number;
  jurisdiction: { display_name: string; level: string; state: string | null };
  tax_rate_details: { percentage_decimal: string } | null;
};

const UNTAXED: LineTax = { taxCents: 0, ratePpm: 0, jurisdiction: null };

/** The calculation's answer for the order's lines (matched by reference), or why it cannot be used. */
export function salesTaxOfCalculation(
  order: Pick<TaxableOrder, "lines">,
  calculation: Pick<Stripe.Tax.Calculation, "shipping_cost" | "tax_breakdown">,
  lineItems: readonly Pick<Stripe.Tax.CalculationLineItem, "reference" | "amount_tax" | "tax_breakdown">[],
): { ok: true; tax: SalesTax } | { ok: false } {
  const byReference = new Map(lineItems.map((item) => [item.reference, item]));
  const fallback = calculationRate(calculation.tax_breakdown);
  const lines: LineTax[] = [];
  for (const line of order.lines) {
    const item = byReference.get(line.reference);
    if (!item) return { ok: false };
    lines.push(lineTax(item.amount_tax, item.tax_breakdown, fallback));
  }
  const shippingCost = calculation.shipping_cost;
  const shipping = shippingCost ? lineTax(shippingCost.amount_tax, shippingCost.tax_breakdown, fallback) : UNTAXED;
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, shipping.taxCents);
  return { ok: true, tax: { lines, shipping, taxCents } };
}

/** "8.81" (percent, as Stripe writes it) → 88_100 parts per million. */
export function percentToPpm(percentage: string): number {
  const value = Number(percentage);
  return Number.isFinite(value) ? Math.round(value * 10_000) : 0;
}

function lineTax(taxCents: number, breakdown: readonly Breakdown[] | null | undefined, fallback: Omit<LineTax, "taxCents"> | null): LineTax {
  if (taxCents === 0) return UNTAXED;
  const taxed = (breakdown ?? []).filter((part) => part.tax_rate_details && part.amount !== 0);
  if (taxed.length === 0) return { taxCents, ratePpm: fallback?.ratePpm ?? 0, jurisdiction: fallback?.jurisdiction ?? null };
  const ratePpm = taxed.reduce((sum, part) => sum + percentToPpm(part.tax_rate_details!.percentage_decimal), 0);
  return { taxCents, ratePpm, jurisdiction: placeOf(taxed) };
}

// A receipt names the most local place that taxes the sale: "Denver, CO";
// special districts (transit, culture) are not places a shopper knows.
const PLACE_LEVELS = ["city", "county", "state"] as const;

function placeOf(taxed: readonly Breakdown[]): string | null {
  for (const level of PLACE_LEVELS) {
    const part = taxed.find((candidate) => candidate.jurisdiction.level === level);
    if (!part) continue;
    const { display_name: name, state } = part.jurisdiction;
    return level === "state" || !state ? name : `${name}, ${state}`;
  }
  return taxed[0]?.jurisdiction.state ?? null;
}

/**
 * Without a line's own breakdown (Stripe sends it only when expanded), the
 * calculation's summary still gives the rate when one rate applies to all.
 */
function calculationRate(summary: Stripe.Tax.Calculation["tax_breakdown"]): Omit<LineTax, "taxCents"> | null {
  const taxed = summary.filter((part) => part.amount !== 0);
  if (taxed.length !== 1) return null;
  const details = taxed[0]!.tax_rate_details;
  return { ratePpm: percentToPpm(details.percentage_decimal), jurisdiction: details.state };
}
