import { describe, expect, it } from "vitest";
import { percentToPpm, salesTaxOfCalculation } from "./stripe-tax-answer";

const order = { lines: [{ amountCents: 8000, quantity: 2, reference: "line-1" }] };
const part = (level: string, name: string, percent: string, amount: number) => ({
  amount,
  jurisdiction: { country: "US", display_name: name, level, state: "CO" },
  sourcing: "destination",
  tax_rate_details: { display_name: "Sales and Use Tax", percentage_decimal: percent, tax_type: "sales_tax" },
  taxability_reason: "standard_rated",
  taxable_amount: 8000,
});
const summary = (percent: string, amount: number) => [
  { amount, inclusive: false, tax_rate_details: { country: "US", flat_amount: null, percentage_decimal: percent, rate_type: null, state: "CO", tax_type: "sales_tax" }, taxability_reason: "standard_rated", taxable_amount: 8000 },
] as never;

describe("reading a Stripe Tax calculation", () => {
  it("reads Stripe's percent as parts per million", () => {
    expect(percentToPpm("8.81")).toBe(88_100);
    expect(percentToPpm("2.9")).toBe(29_000);
    expect(percentToPpm("8.875")).toBe(88_750);
    expect(percentToPpm("0.0")).toBe(0);
  });

  it("adds up a line's jurisdictions into its rate and names the most local place", () => {
    const breakdown = [part("state", "Colorado", "2.9", 232), part("district", "Regional Transportation District", "1.1", 88), part("city", "Denver", "4.81", 385)];
    const answer = salesTaxOfCalculation(order, { shipping_cost: null, tax_breakdown: summary("8.81", 705) }, [{ reference: "line-1", amount_tax: 705, tax_breakdown: breakdown as never }]);
    expect(answer).toEqual({ ok: true, tax: { lines: [{ taxCents: 705, ratePpm: 88_100, jurisdiction: "Denver, CO" }], shipping: { taxCents: 0, ratePpm: 0, jurisdiction: null }, taxCents: 705 } });
  });

  it("falls back to the calculation's one rate when a line comes without its breakdown", () => {
    const answer = salesTaxOfCalculation(order, { shipping_cost: null, tax_breakdown: summary("2.9", 232) }, [{ reference: "line-1", amount_tax: 232 }]);
    expect(answer.ok && answer.tax.lines[0]).toEqual({ taxCents: 232, ratePpm: 29_000, jurisdiction: "CO" });
  });

  it("refuses an answer that lacks one of the order's lines", () => {
    expect(salesTaxOfCalculation(order, { shipping_cost: null, tax_breakdown: [] }, [{ reference: "line-2", amount_tax: 0 }])).toEqual({ ok: false });
  });
});
