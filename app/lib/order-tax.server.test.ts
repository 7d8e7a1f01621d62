import { describe, expect, it } from "vitest";
import { lineTaxRate, orderTaxRow, salesTaxLabel, storedTaxRates } from "./order-tax.server";

const denver = { ratePpm: 88_100, jurisdiction: "Denver, CO" };
const untaxed = { ratePpm: 0, jurisdiction: null };

describe("salesTaxLabel", () => {
  it("names the place and the rate when every taxed line shares them", () => {
    expect(salesTaxLabel([denver, denver])).toBe("Sales tax (Denver, CO 8.81%)");
    expect(salesTaxLabel([{ ratePpm: 29_000, jurisdiction: "Colorado" }])).toBe("Sales tax (Colorado 2.9%)");
  });

  it("leaves out lines taxed at nothing (a line paid wholly with points still carries its rate)", () => {
    expect(salesTaxLabel([untaxed, denver])).toBe("Sales tax (Denver, CO 8.81%)");
  });

  it("says plain Sales tax when the lines differ in rate or place, name no place, or none is taxed", () => {
    expect(salesTaxLabel([denver, { ratePpm: 29_000, jurisdiction: "Denver, CO" }])).toBe("Sales tax");
    expect(salesTaxLabel([denver, { ratePpm: 88_100, jurisdiction: "Aurora, CO" }])).toBe("Sales tax");
    expect(salesTaxLabel([{ ratePpm: 88_100, jurisdiction: null }])).toBe("Sales tax");
    expect(salesTaxLabel([untaxed])).toBe("Sales tax");
    expect(salesTaxLabel([])).toBe("Sales tax");
  });
});

describe("orderTaxRow", () => {
  const items = [
    { taxRatePpm: 88_100, taxJurisdiction: "Denver, CO" },
    { taxRatePpm: 88_100, taxJurisdiction: "Denver, CO" },
  ];

  it("labels the row of an order that carries tax from its stored lines", () => {
    expect(orderTaxRow({ taxCents: 705, items })).toEqual({ label: "Sales tax (Denver, CO 8.81%)" });
    expect(storedTaxRates(items)).toEqual([denver, denver]);
  });

  it("has no row for an order without tax: placed before tax, or where the shop does not collect", () => {
    expect(orderTaxRow({ taxCents: 0, items: [{ taxRatePpm: 0, taxJurisdiction: null }] })).toBeNull();
  });
});

describe("lineTaxRate", () => {
  it("reads a line's rate as people do, or null for an untaxed line", () => {
    expect(lineTaxRate(88_100)).toBe("8.81%");
    expect(lineTaxRate(0)).toBeNull();
  });
});
