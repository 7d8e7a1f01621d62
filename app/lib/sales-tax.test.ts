import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateDiscount, discountCents } from "./cart-totals";
import { computeSalesTax, formatTaxRate, noSalesTax, taxOn, type TaxableOrder, type TaxAddress } from "./sales-tax";
import type { TaxRule } from "./tax-rates";
import { STATE_CODES } from "./us-states";

const DENVER: TaxAddress = { state: "CO", zip: "80202", city: "Denver", line: "1550 Wewatta St" };
const PORTLAND: TaxAddress = { state: "OR", zip: "97201", city: "Portland" };

/** Two bottles at $29.99 and one at $19.99, 10 % off shared by the lines, $5 shipping. */
function denverCart(address: TaxAddress | null = DENVER): TaxableOrder {
  const priced = [{ unitPriceCents: 2999, quantity: 2 }, { unitPriceCents: 1999, quantity: 1 }];
  const shares = allocateDiscount(priced, discountCents(7997, 10)); // 800 → [600, 200]
  return {
    lines: priced.map((line, index) => ({ amountCents: line.unitPriceCents * line.quantity - shares[index]!, quantity: line.quantity, reference: `line-${index}` })),
    shippingCents: 500,
    address,
  };
}

describe("sales tax on an order", () => {
  it("charges Denver's 8.81 % once on the merchandise and shares it so the lines add up", () => {
    const order = denverCart();
    expect(order.lines.map((line) => line.amountCents)).toEqual([5398, 1799]);
    const tax = computeSalesTax(order, ["CO"]);
    // $71.97 × 8.81 % = $6.340557 → $6.34, shared 476 + 158 (the larger remainder takes the odd cent).
    expect(tax.taxCents).toBe(Math.round(7197 * 0.0881));
    expect(tax.taxCents).toBe(634);
    expect(tax.lines.map((line) => line.taxCents)).toEqual([476, 158]);
    expect(tax.lines.every((line) => line.ratePpm === 88_100 && line.jurisdiction === "Denver, CO")).toBe(true);
    // Colorado does not tax a separately stated delivery charge.
    expect(tax.shipping).toEqual({ taxCents: 0, ratePpm: 0, jurisdiction: null });
  });

  it("charges nothing where the shop is not registered, or before the address is known", () => {
    expect(computeSalesTax(denverCart(), [])).toEqual(noSalesTax(2));
    expect(computeSalesTax(denverCart(), ["NY", "OR"])).toEqual(noSalesTax(2));
    expect(computeSalesTax(denverCart(null), STATE_CODES)).toEqual(noSalesTax(2));
  });

  it("charges nothing in Oregon, even registered there", () => {
    const tax = computeSalesTax(denverCart(PORTLAND), ["CO", "OR"]);
    expect(tax.taxCents).toBe(0);
    expect(tax.lines.map((line) => line.taxCents)).toEqual([0, 0]);
    expect(tax.shipping.taxCents).toBe(0);
  });

  it("taxes shipping, at the same rate, only where the state's rule says so", () => {
    const taxing: TaxRule = { ratePpm: 40_000, jurisdiction: "Somewhere state rate", taxesShipping: true };
    const sparing: TaxRule = { ...taxing, taxesShipping: false };
    const taxed = computeSalesTax(denverCart(), ["CO"], () => taxing);
    expect(taxed.shipping).toEqual({ taxCents: 20, ratePpm: 40_000, jurisdiction: "Somewhere state rate" });
    expect(taxed.taxCents).toBe(taxOn(7197, 40_000) + 20);
    const spared = computeSalesTax(denverCart(), ["CO"], () => sparing);
    expect(spared.shipping.taxCents).toBe(0);
    expect(spared.taxCents).toBe(taxOn(7197, 40_000));
    // Free shipping carries no tax line even where shipping is taxed.
    expect(computeSalesTax({ ...denverCart(), shippingCents: 0 }, ["CO"], () => taxing).shipping.jurisdiction).toBeNull();
  });

  it("uses the rule of the address it is given", () => {
    const seen: TaxAddress[] = [];
    computeSalesTax(denverCart(), ["CO"], (address) => {
      seen.push(address);
      return { ratePpm: 0, jurisdiction: "x", taxesShipping: false };
    });
    expect(seen).toEqual([DENVER]);
  });
});

describe("tax on an amount", () => {
  it("rounds half a cent up and less than half down", () => {
    expect(taxOn(1000, 5_000)).toBe(5); // exactly 5
    expect(taxOn(100, 5_000)).toBe(1); // 0.5 → 1
    expect(taxOn(100, 4_999)).toBe(0); // 0.4999 → 0
    expect(taxOn(10_000, 88_100)).toBe(881);
    expect(taxOn(0, 88_100)).toBe(0);
    expect(taxOn(12_345, 0)).toBe(0);
  });
});

describe("a rate as people read it", () => {
  it("drops the zeros a rate does not need", () => {
    expect(formatTaxRate(88_100)).toBe("8.81%");
    expect(formatTaxRate(29_000)).toBe("2.9%");
    expect(formatTaxRate(66_250)).toBe("6.625%");
    expect(formatTaxRate(90_450)).toBe("9.045%");
    expect(formatTaxRate(0)).toBe("0%");
  });
});

describe("the lines' tax (any order, any rate)", () => {
  const line = fc.record({ amountCents: fc.integer({ min: 0, max: 2_000_000 }), quantity: fc.integer({ min: 1, max: 99 }), reference: fc.string() });
  const rule = fc.record({ ratePpm: fc.integer({ min: 0, max: 120_000 }), jurisdiction: fc.constant("Anywhere"), taxesShipping: fc.boolean() });
  const shipping = fc.integer({ min: 0, max: 5_000 });

  it("adds up to the tax on the merchandise's sum, no line negative, shipping apart", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), shipping, rule, (lines, shippingCents, taxRule) => {
        const tax = computeSalesTax({ lines, shippingCents, address: DENVER }, ["CO"], () => taxRule);
        const merchandise = lines.reduce((sum, { amountCents }) => sum + amountCents, 0);
        const lineTaxes = tax.lines.map((lineTax) => lineTax.taxCents);
        expect(lineTaxes).toHaveLength(lines.length);
        expect(lineTaxes.reduce((sum, cents) => sum + cents, 0)).toBe(taxOn(merchandise, taxRule.ratePpm));
        for (const cents of lineTaxes) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
        }
        const shippingTax = taxRule.taxesShipping ? taxOn(shippingCents, taxRule.ratePpm) : 0;
        expect(tax.shipping.taxCents).toBe(shippingTax);
        expect(tax.taxCents).toBe(taxOn(merchandise, taxRule.ratePpm) + shippingTax);
      }),
      { numRuns: 2_000 },
    );
  });

  it("never gives a line more tax than its own amount would carry, give or take the shared cent", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), rule, (lines, taxRule) => {
        const tax = computeSalesTax({ lines, shippingCents: 0, address: DENVER }, ["CO"], () => taxRule);
        lines.forEach(({ amountCents }, index) => {
          const exact = (amountCents * taxRule.ratePpm) / 1_000_000;
          expect(Math.abs(tax.lines[index]!.taxCents - exact)).toBeLessThan(2);
        });
      }),
      { numRuns: 1_000 },
    );
  });
});
