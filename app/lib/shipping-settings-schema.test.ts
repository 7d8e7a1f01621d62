import { describe, expect, it } from "vitest";
import { ratesFromSettings, shippingSettingsDefaults, shippingSettingsSchema } from "./shipping-settings-schema";

const parse = (input: Record<string, string | undefined>) => shippingSettingsSchema.safeParse(input);
const firstMessage = (input: Record<string, string | undefined>) => {
  const parsed = parse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the shipping settings form", () => {
  it("reads dollars as typed into cents, and an empty threshold as never free", () => {
    const parsed = parse({ standardPrice: "4", expressPrice: "12.5", freeStandardFrom: undefined });
    expect(parsed.success && ratesFromSettings(parsed.data)).toEqual({ standardCents: 400, expressCents: 1250, freeStandardFromCents: null });
    const withFree = parse({ standardPrice: "0.99", expressPrice: "15.00", freeStandardFrom: " 50 " });
    expect(withFree.success && ratesFromSettings(withFree.data)).toEqual({ standardCents: 99, expressCents: 1500, freeStandardFromCents: 5000 });
  });

  it("says what is wrong with each field", () => {
    expect(firstMessage({ expressPrice: "15" })).toBe("Standard shipping price is required");
    expect(firstMessage({ standardPrice: "-5", expressPrice: "15" })).toBe("Standard shipping price: enter an amount in dollars, like 5.00");
    expect(firstMessage({ standardPrice: "5", expressPrice: "5.001" })).toBe("Express shipping price: enter an amount in dollars, like 5.00");
    expect(firstMessage({ standardPrice: "5", expressPrice: "1000.01" })).toBe("Express shipping price can be at most $1,000.00");
    expect(firstMessage({ standardPrice: "5", expressPrice: "15", freeStandardFrom: "fifty" })).toBe(
      "Free shipping threshold: enter an amount in dollars, like 50.00, or leave it empty",
    );
  });

  it("fills the form with the stored rates", () => {
    expect(shippingSettingsDefaults({ standardCents: 500, expressCents: 1500, freeStandardFromCents: null })).toEqual({
      standardPrice: "5.00",
      expressPrice: "15.00",
      freeStandardFrom: "",
    });
  });
});
