// Which state an order ships to, for sales tax (issue 39): the State field,
// else the ZIP's state; the two must agree. The checkout form, the payment API
// and the wallets' addresses are all judged here, so each says the same thing.
import type { TaxAddress } from "./sales-tax";
import { stateName, toStateCode, type StateCode } from "./us-states";
import { stateOfZip } from "./zip-states";

export const STATE_MESSAGE = "Choose a US state";

export type AddressProblem = { field: "state" | "zip"; message: string };

/** What is wrong with a typed state and ZIP taken together, or null (either may be blank). */
export function stateZipProblem(state: string | null | undefined, zip: string | null | undefined): AddressProblem | null {
  const code = state?.trim() ? toStateCode(state) : null;
  if (state?.trim() && !code) return { field: "state", message: STATE_MESSAGE };
  if (!zip?.trim() || !/^\d{5}(-\d{4})?$/.test(zip.trim())) return null;
  const zipState = stateOfZip(zip);
  if (!zipState) return { field: "zip", message: "This ZIP code is not in a US state we ship to" };
  if (code && code !== zipState) return { field: "zip", message: `ZIP code ${zip.trim()} is in ${stateName(zipState)}, not ${stateName(code)}` };
  return null;
}

/**
 * The address tax is worked out for, or why it cannot be: where the shop
 * collects in no state, an address without a state is fine (no tax); where it
 * collects, the state must be known, and in a state it collects in, the ZIP
 * too (local rates follow it).
 */
export function resolveTaxAddress(
  typed: { state?: string | null; zip?: string | null; city?: string | null; line?: string | null },
  registeredStates: readonly StateCode[],
): { ok: true; address: TaxAddress | null } | ({ ok: false } & AddressProblem) {
  const problem = stateZipProblem(typed.state, typed.zip);
  if (problem) return { ok: false, ...problem };
  const zip = typed.zip?.trim() || null;
  const state = (typed.state?.trim() ? toStateCode(typed.state) : null) ?? (zip ? stateOfZip(zip) : null);
  if (!state) {
    if (registeredStates.length === 0) return { ok: true, address: null };
    return { ok: false, field: "state", message: "Choose the state you are shipping to, so we can work out sales tax" };
  }
  if (registeredStates.includes(state) && !zip) {
    return { ok: false, field: "zip", message: `Enter your ZIP code: sales tax in ${stateName(state)} depends on it` };
  }
  return { ok: true, address: { state, zip, city: typed.city?.trim() || undefined, line: typed.line?.trim() || undefined } };
}
