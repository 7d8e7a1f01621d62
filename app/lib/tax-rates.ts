// PLACEHOLDER until the rates table lands (issue 39): every state at 0.
import type { StateCode } from "./us-states";

export type TaxRule = { ratePpm: number; jurisdiction: string; taxesShipping: boolean };

export function taxRuleFor(state: StateCode, zip: string | null): TaxRule {
  void zip;
  return { ratePpm: 0, jurisdiction: state, taxesShipping: false };
}
