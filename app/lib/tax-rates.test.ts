import { describe, expect, it } from "vitest";
import { COLORADO_LOCAL_RATES, DENVER_METRO_CITIES } from "./tax-rates-colorado";
import { taxRuleFor } from "./tax-rates";
import { STATE_CODES } from "./us-states";
import { stateOfZip } from "./zip-states";

describe("the tax rule for where an order ships", () => {
  it("is Denver's combined 8.81 % in downtown Denver, with separately stated shipping untaxed", () => {
    expect(taxRuleFor("CO", "80202")).toEqual({ ratePpm: 88_100, jurisdiction: "Denver, CO", taxesShipping: false });
    expect(taxRuleFor("CO", "80202-1234")).toEqual(taxRuleFor("CO", "80202"));
    expect(taxRuleFor("CO", " 80202 ")).toEqual(taxRuleFor("CO", "80202"));
  });

  it("is the city's combined rate in the metro's other cities", () => {
    expect(taxRuleFor("CO", "80012")).toEqual({ ratePpm: 80_000, jurisdiction: "Aurora, CO", taxesShipping: false });
    expect(taxRuleFor("CO", "80226")).toEqual({ ratePpm: 75_000, jurisdiction: "Lakewood, CO", taxesShipping: false });
    expect(taxRuleFor("CO", "80302").jurisdiction).toBe("Boulder, CO");
  });

  it("is Colorado's 2.9 % for a Colorado ZIP outside the table, or no ZIP at all", () => {
    const stateRate = { ratePpm: 29_000, jurisdiction: "Colorado state rate", taxesShipping: false };
    expect(taxRuleFor("CO", "81611")).toEqual(stateRate); // Aspen
    expect(taxRuleFor("CO", "80221")).toEqual(stateRate); // left out: mostly unincorporated Adams County
    expect(taxRuleFor("CO", null)).toEqual(stateRate);
    expect(taxRuleFor("CO", "8020")).toEqual(stateRate);
  });

  it("reads the Colorado table only for Colorado", () => {
    expect(taxRuleFor("CA", "80202")).toEqual({ ratePpm: 72_500, jurisdiction: "California state rate", taxesShipping: false });
  });

  it("is nothing in Oregon, named plainly", () => {
    expect(taxRuleFor("OR", "97201")).toEqual({ ratePpm: 0, jurisdiction: "Oregon", taxesShipping: false });
    for (const state of ["AK", "DE", "MT", "NH"] as const) expect(taxRuleFor(state, null).ratePpm).toBe(0);
  });

  it("taxes shipping where the state taxes a delivery charge", () => {
    expect(taxRuleFor("NY", "10001")).toEqual({ ratePpm: 40_000, jurisdiction: "New York state rate", taxesShipping: true });
    expect(taxRuleFor("TX", "75201").taxesShipping).toBe(true);
    expect(taxRuleFor("FL", "33101").taxesShipping).toBe(false);
  });

  it("exists for every state, at a rate between 0 and 12 %", () => {
    for (const state of STATE_CODES) {
      const rule = taxRuleFor(state, null);
      expect(rule.jurisdiction).not.toBe("");
      expect(Number.isInteger(rule.ratePpm)).toBe(true);
      expect(rule.ratePpm).toBeGreaterThanOrEqual(0);
      expect(rule.ratePpm).toBeLessThanOrEqual(120_000);
    }
  });
});

describe("the Denver metro's table", () => {
  it("holds only Colorado ZIPs, each at a rate between the state's 2.9 % and 12 %", () => {
    expect(COLORADO_LOCAL_RATES.size).toBeGreaterThan(40);
    for (const [zip, rate] of COLORADO_LOCAL_RATES) {
      expect(zip).toMatch(/^\d{5}$/);
      expect(stateOfZip(zip), zip).toBe("CO");
      expect(rate.ratePpm, zip).toBeGreaterThan(29_000);
      expect(rate.ratePpm, zip).toBeLessThanOrEqual(120_000);
      expect(rate.jurisdiction, zip).toMatch(/, CO$/);
    }
  });

  it("maps a ZIP to one city only", () => {
    const listed = DENVER_METRO_CITIES.flatMap((city) => city.zips);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
