import * as z from "zod";
import { isStateCode, STATE_CODES, stateName, type StateCode } from "./us-states";

// The admin's sales tax form (/admin/settings, intent=tax): one checkbox per
// state, ticked where the shop is registered to collect. None ticked is a
// valid answer (a fresh shop, or one that stopped collecting).

export const TAX_SETTINGS_MESSAGES = {
  unknownState: "Tick states from the list only: one of the states sent is not a US state.",
} as const;

export const taxSettingsSchema = z.object({
  // Unticked boxes send nothing: conform reads no value as an empty list. Each
  // entry is checked by the list's refinement, so any bad one (even an empty
  // or nested value) is reported on the field itself, where the page shows it.
  states: z
    .array(z.unknown(), { error: TAX_SETTINGS_MESSAGES.unknownState })
    .refine((codes) => codes.every((code) => typeof code === "string" && isStateCode(code)), TAX_SETTINGS_MESSAGES.unknownState),
});

export type TaxSettingsInput = z.infer<typeof taxSettingsSchema>;

/** The ticked states in the list's order, each once. */
export function statesFromSettings(input: TaxSettingsInput): StateCode[] {
  return STATE_CODES.filter((code) => input.states.includes(code));
}

/** The form's checkboxes ticked as stored. */
export function taxSettingsDefaults(states: readonly StateCode[]) {
  return { states: [...states] };
}

/** The toast after saving: where checkout collects from now on, in words. */
export function taxSettingsSavedText(states: readonly StateCode[], changed: boolean): string {
  if (!changed) return "Nothing had changed.";
  if (states.length === 0) return "Checkout collects no sales tax from now on.";
  const where = states.length <= 3 ? listNames(states.map(stateName)) : `${states.length} states`;
  return `Checkout collects sales tax in ${where} from now on.`;
}

function listNames(names: readonly string[]): string {
  return names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
