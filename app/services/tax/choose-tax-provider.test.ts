import { describe, expect, it } from "vitest";
import { parseEnv, SettingsError } from "~/lib/settings.server";
import { getOrderTaxProvider, getTaxProvider } from "./choose-tax-provider";

const stripeKeys = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

function problemsOf(source: Record<string, string>) {
  try {
    getTaxProvider(parseEnv(source));
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error("the settings were accepted");
}

describe("getTaxProvider", () => {
  it("computes with the shop's own rates unless TAX_PROVIDER says stripe", () => {
    expect(getTaxProvider(parseEnv({})).name).toBe("embedded");
    expect(getTaxProvider(parseEnv({ ...stripeKeys })).name).toBe("embedded");
    expect(getTaxProvider(parseEnv({ ...stripeKeys, TAX_PROVIDER: "embedded" })).name).toBe("embedded");
  });

  it("uses Stripe Tax with the Stripe keys, one client per settings", () => {
    const env = parseEnv({ ...stripeKeys, TAX_PROVIDER: "stripe" });
    expect(getTaxProvider(env).name).toBe("stripe");
    expect(getTaxProvider(env)).toBe(getTaxProvider(env));
  });

  it("refuses to start with Stripe Tax but no Stripe account, naming TAX_PROVIDER", () => {
    const sources: Record<string, string>[] = [{ TAX_PROVIDER: "stripe" }, { TAX_PROVIDER: "stripe", PAYMENT_PROVIDER: "test", STRIPE_SECRET_KEY: "sk_test_x" }];
    for (const source of sources) {
      const [problem, ...others] = problemsOf(source);
      expect(others).toEqual([]);
      expect(problem).toMatchObject({ name: "TAX_PROVIDER", expected: expect.stringContaining("PAYMENT_PROVIDER=stripe") });
    }
    expect(() => parseEnv({ TAX_PROVIDER: "stripe" })).toThrow("TAX_PROVIDER: expected embedded, or stripe together with PAYMENT_PROVIDER=stripe");
    // Settings put together by hand get the same refusal rather than a provider that cannot call Stripe.
    expect(() => getTaxProvider({ taxProvider: "stripe", stripe: null })).toThrow(SettingsError);
  });

  it("refuses a TAX_PROVIDER it does not know", () => {
    expect(problemsOf({ TAX_PROVIDER: "avalara" })).toEqual([{ name: "TAX_PROVIDER", expected: "embedded or stripe" }]);
  });
});

describe("getOrderTaxProvider", () => {
  it("sends an order's sale and refunds to the provider that priced its tax", () => {
    const stripeTax = parseEnv({ ...stripeKeys, TAX_PROVIDER: "stripe" });
    const embedded = parseEnv({ ...stripeKeys });
    expect(getOrderTaxProvider(stripeTax, "embedded").name).toBe("embedded");
    expect(getOrderTaxProvider(embedded, "stripe").name).toBe("stripe");
    expect(getOrderTaxProvider(stripeTax, null).name).toBe("stripe");
    expect(getOrderTaxProvider(parseEnv({}), "stripe").name).toBe("embedded");
  });
});
