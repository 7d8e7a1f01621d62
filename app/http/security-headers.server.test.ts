import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/settings.server";
import { contentSecurityPolicy, securityHeaders, stripePolicySources } from "./security-headers.server";

const STRIPE_KEYS = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

describe("the content security policy and Stripe", () => {
  it("names no Stripe origin in test mode", () => {
    const env = parseEnv({ NODE_ENV: "production" });
    expect(env.stripe).toBeNull();
    const policy = contentSecurityPolicy("abc", { isProduction: true, stripe: null });
    expect(policy).not.toContain("stripe");
    expect(policy).not.toContain("frame-src");
    expect(policy).toContain("form-action 'self';");
  });

  it("names Stripe.js, its frames, its API and Checkout in Stripe mode", () => {
    const env = parseEnv({ NODE_ENV: "production", ...STRIPE_KEYS });
    const policy = contentSecurityPolicy("abc", { isProduction: true, stripe: stripePolicySources(env.stripe!) });
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://js.stripe.com;");
    expect(policy).toContain("frame-src https://js.stripe.com https://hooks.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com https://js.stripe.com;");
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com;");
  });

  it("lets Stripe's frame ask for a wallet payment in Stripe mode only (Permissions-Policy)", () => {
    expect(securityHeaders({ isProduction: true })["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=(self)");
    const env = parseEnv({ NODE_ENV: "production", ...STRIPE_KEYS });
    const headers = securityHeaders(env);
    expect(headers["Permissions-Policy"]).toBe('camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")');
    expect(headers["Strict-Transport-Security"]).toContain("max-age=");
  });

  it("refuses to start in Stripe mode without all three keys", () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => parseEnv({ ...STRIPE_KEYS, PAYMENT_PROVIDER: "paypal" })).toThrow();
  });
});
