import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { statesFromSettings, TAX_SETTINGS_MESSAGES, taxSettingsDefaults, taxSettingsSavedText, taxSettingsSchema } from "./tax-settings-schema";

/** The form as a browser posts it: one `states` entry per ticked box. */
function post(states: string[]) {
  const formData = new FormData();
  formData.set("intent", "tax");
  for (const state of states) formData.append("states", state);
  return parseWithZod(formData, { schema: taxSettingsSchema });
}

describe("the sales tax settings form", () => {
  it("reads the ticked states in the list's order, each once; none ticked is none", () => {
    const several = post(["OR", "CO", "CO"]);
    expect(several.status === "success" && statesFromSettings(several.value)).toEqual(["CO", "OR"]);
    const one = post(["CO"]);
    expect(one.status === "success" && statesFromSettings(one.value)).toEqual(["CO"]);
    const none = post([]);
    expect(none.status === "success" && statesFromSettings(none.value)).toEqual([]);
  });

  it("refuses a code that is not one of the 50 states and DC, beside the field", () => {
    for (const states of [["CO", "XX"], ["co"], ["PR"], ["CO", ""]]) {
      const refused = post(states);
      expect(refused.status, states.join()).toBe("error");
      expect(refused.reply().error?.states).toEqual([TAX_SETTINGS_MESSAGES.unknownState]);
    }
  });

  it("fills the form with the stored states", () => {
    expect(taxSettingsDefaults(["CO"])).toEqual({ states: ["CO"] });
  });
});

describe("the toast after saving", () => {
  it("names where checkout collects from now on", () => {
    expect(taxSettingsSavedText(["CO"], true)).toBe("Checkout collects sales tax in Colorado from now on.");
    expect(taxSettingsSavedText(["CO", "OR"], true)).toBe("Checkout collects sales tax in Colorado and Oregon from now on.");
    expect(taxSettingsSavedText(["CA", "CO", "OR"], true)).toBe("Checkout collects sales tax in California, Colorado and Oregon from now on.");
    expect(taxSettingsSavedText(["CA", "CO", "NY", "OR"], true)).toBe("Checkout collects sales tax in 4 states from now on.");
    expect(taxSettingsSavedText([], true)).toBe("Checkout collects no sales tax from now on.");
    expect(taxSettingsSavedText(["CO"], false)).toBe("Nothing had changed.");
  });
});
