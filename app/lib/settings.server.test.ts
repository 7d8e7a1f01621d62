import { describe, expect, it } from "vitest";
import { parseEnv, SettingsError } from "./settings.server";

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error("parseEnv accepted the settings");
}

describe("settings", () => {
  it("uses the README's defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.server).toEqual({ port: 3000, host: "0.0.0.0", processes: undefined });
    expect(env.trustProxy).toBe(false);
    expect(env.rateLimits).toEqual({ configured: {}, multiplier: 1 });
    expect(env.email).toEqual({ smtpUrl: undefined, apiUrl: undefined, apiKey: undefined, from: undefined });
    expect(env.stripe).toBeNull();
    expect(env.taxProvider).toBe("embedded");
  });

  it("reads every setting it knows into typed values", () => {
    const env = parseEnv({
      PORT: "8080",
      WEB_CONCURRENCY: "2",
      TRUST_PROXY: "true",
      DATABASE_URL: "libsql://shop.turso.io",
      RATE_LIMIT_LOGIN: "3",
      RATE_LIMIT_FORGOT_PASSWORD_EMAIL: "1",
      RATE_LIMIT_MULTIPLIER: "2.5",
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      EMAIL_FROM: "Shop <orders@shop.example>",
    });
    expect(env.server).toMatchObject({ port: 8080, processes: 2 });
    expect(env.trustProxy).toBe(true);
    expect(env.database.url).toBe("libsql://shop.turso.io");
    expect(env.rateLimits).toEqual({ configured: { LOGIN: 3, FORGOT_PASSWORD_EMAIL: 1 }, multiplier: 2.5 });
    expect(env.email.smtpUrl).toBe("smtps://user:secret@smtp.example.com:465");
    expect(env.email.from).toBe("Shop <orders@shop.example>");
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ SMTP_URL: "", RATE_LIMIT_LOGIN: "", TRUST_PROXY: "" }).rateLimits.configured).toEqual({});
  });

  it("refuses a typo instead of falling back to the default, naming the variable and what it expects", () => {
    expect(problemsOf({ RATE_LIMIT_LOGIN: "1O" })).toEqual([{ name: "RATE_LIMIT_LOGIN", expected: "a whole number" }]);
    expect(problemsOf({ RATE_LIMIT_API: "0" })).toEqual([{ name: "RATE_LIMIT_API", expected: "a whole number above 0" }]);
    expect(problemsOf({ RATE_LIMIT_MULTIPLIER: "ten" })).toEqual([{ name: "RATE_LIMIT_MULTIPLIER", expected: "a number above 0" }]);
    expect(problemsOf({ TRUST_PROXY: "yes" })).toEqual([{ name: "TRUST_PROXY", expected: "true or false" }]);
    expect(problemsOf({ PORT: "80800" })).toEqual([{ name: "PORT", expected: "a port number (1-65535)" }]);
  });

  it("refuses a malformed SMTP_URL at start-up rather than at the first e-mail", () => {
    expect(problemsOf({ SMTP_URL: "smtp.example.com:465" })[0]).toMatchObject({ name: "SMTP_URL", expected: expect.stringContaining("smtps://") });
    expect(problemsOf({ SMTP_URL: "https://smtp.example.com" })[0]?.name).toBe("SMTP_URL");
  });

  it("refuses other malformed URLs and addresses", () => {
    expect(problemsOf({ DATABASE_URL: "./data/shop.db" })[0]?.name).toBe("DATABASE_URL");
    expect(problemsOf({ EMAIL_API_URL: "mail.example.com/send" })[0]?.name).toBe("EMAIL_API_URL");
    expect(problemsOf({ PUBLIC_ORIGIN: "shop.example.com" })[0]?.name).toBe("PUBLIC_ORIGIN");
    expect(problemsOf({ CONTACT_EMAIL: "hello at shop" })[0]).toEqual({ name: "CONTACT_EMAIL", expected: "an e-mail address" });
  });

  it("lists every bad variable at once, and says so in its message", () => {
    const problems = problemsOf({ RATE_LIMIT_LOGIN: "1O", NODE_ENV: "prod" });
    expect(problems.map(({ name }) => name).sort()).toEqual(["NODE_ENV", "RATE_LIMIT_LOGIN"]);
    expect(() => parseEnv({ RATE_LIMIT_LOGIN: "1O" })).toThrow("RATE_LIMIT_LOGIN: expected a whole number");
  });

  it("names each missing Stripe key in Stripe mode", () => {
    const names = problemsOf({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x" }).map(({ name }) => name);
    expect(names).toEqual(["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]);
  });

  it("reads what the Stripe account takes besides cards, and refuses a method it does not know", () => {
    const keys = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(parseEnv(keys).stripe?.extraMethods).toEqual([]);
    expect(parseEnv({ ...keys, STRIPE_PAYMENT_METHODS: "apple_pay, afterpay" }).stripe?.extraMethods).toEqual(["apple_pay", "afterpay"]);
    expect(problemsOf({ ...keys, STRIPE_PAYMENT_METHODS: "apple_pay, klarna" })).toEqual([
      { name: "STRIPE_PAYMENT_METHODS", expected: "a comma-separated list of apple_pay, google_pay, link, paypal, afterpay (not klarna)" },
    ]);
  });
});
