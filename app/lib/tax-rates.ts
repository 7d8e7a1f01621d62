// The sales tax rule for where an order ships (issue 39): the rate and whether
// a separately stated shipping charge is taxed. Kept as data an operator
// updates when a state changes its rate; production computes tax with Stripe
// Tax, and this table serves the embedded provider (development, tests, a shop
// without Stripe). Tax is only charged in the states where the shop is
// registered (computeSalesTax); the table covers every state so registering
// one is a setting, not a code change.
//
// Every state but Colorado is taxed at its state rate alone: counties and
// cities add their own elsewhere too, but a shop based in Denver registers
// first (and mostly) in Colorado, where the Denver metro's combined local
// rates are kept by ZIP (tax-rates-colorado.ts).
import { COLORADO_LOCAL_RATES } from "./tax-rates-colorado";
import { stateName, type StateCode } from "./us-states";

export type TaxRule = { ratePpm: number; jurisdiction: string; taxesShipping: boolean };

type StateRule = readonly [ratePpm: number, taxesShipping: boolean];

/**
 * Each state's general sales tax rate for 2026, in parts per million, and
 * whether it taxes a delivery charge stated apart from the goods (shipped by
 * carrier, as this shop ships). California, Utah and Virginia include the
 * local rate every place in the state levies (1.25 %, 1.25 %, 1 %), as
 * sellers quote them. Hawaii's is its general excise tax, New Mexico's its
 * gross receipts tax; both fall on the whole receipt, delivery included.
 * Keyed by StateCode, so the compiler refuses a table missing a state.
 */
const STATE_RULES: Readonly<Record<StateCode, StateRule>> = {
  AL: [40_000, false],
  AK: [0, false], // no state sales tax (some boroughs levy their own)
  AZ: [56_000, false],
  AR: [65_000, true],
  CA: [72_500, false],
  CO: [29_000, false], // a separately stated delivery charge is not taxed
  CT: [63_500, true],
  DE: [0, false],
  DC: [70_000, true], // 6 % → 6.5 % on Oct 1, 2025 → 7 % on Oct 1, 2026 (the step the table last took)
  FL: [60_000, false],
  GA: [40_000, true],
  HI: [40_000, true],
  ID: [60_000, false],
  IL: [62_500, true], // taxed when the buyer cannot take the goods without it (no pickup)
  IN: [70_000, true],
  IA: [60_000, false],
  KS: [65_000, true],
  KY: [60_000, true],
  LA: [50_000, false], // 4.45 % → 5 % on Jan 1, 2025, through 2029
  ME: [55_000, false],
  MD: [60_000, false],
  MA: [62_500, false],
  MI: [60_000, true],
  MN: [68_750, true],
  MS: [70_000, true],
  MO: [42_250, false],
  MT: [0, false],
  NE: [55_000, true],
  NV: [68_500, false],
  NH: [0, false],
  NJ: [66_250, true],
  NM: [48_750, true],
  NY: [40_000, true],
  NC: [47_500, true],
  ND: [50_000, true],
  OH: [57_500, true],
  OK: [45_000, false],
  OR: [0, false],
  PA: [60_000, true],
  RI: [70_000, true],
  SC: [60_000, true],
  SD: [42_000, true], // 4.5 % → 4.2 % from July 2023 to June 2027
  TN: [70_000, true],
  TX: [62_500, true],
  UT: [61_000, false],
  VT: [60_000, true],
  VA: [53_000, false],
  WA: [65_000, true],
  WV: [60_000, true],
  WI: [50_000, true],
  WY: [40_000, false],
};

const ZIP5 = /^(\d{5})(?:-\d{4})?$/;

/**
 * The rule for an order shipping to `state` (and `zip`, when known): in
 * Colorado, the combined local rate of a Denver-metro ZIP in the table, else
 * the state's rate ("Colorado state rate"); a state without a sales tax is
 * named plainly ("Oregon").
 */
export function taxRuleFor(state: StateCode, zip: string | null): TaxRule {
  const [ratePpm, taxesShipping] = STATE_RULES[state];
  const zip5 = zip === null ? null : (ZIP5.exec(zip.trim())?.[1] ?? null);
  const local = state === "CO" && zip5 !== null ? COLORADO_LOCAL_RATES.get(zip5) : undefined;
  if (local) return { ...local, taxesShipping };
  const name = stateName(state);
  return { ratePpm, jurisdiction: ratePpm === 0 ? name : `${name} state rate`, taxesShipping };
}
