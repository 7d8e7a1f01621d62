import * as z from "zod";

// Every setting the server reads, parsed once. Names and defaults are documented
// in the README.

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().optional(),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  SESSION_SECRET: z.string().min(1).optional(),
  BRAND_NAME: z.string().optional(),
  CONTACT_EMAIL: z.string().optional(),
  CONTACT_PHONE: z.string().optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  PAYMENT_PROVIDER: z.enum(["test", "stripe"]).default("test"),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Test and staging only: a Stripe-speaking server other than api.stripe.com, and the Stripe.js to load.
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  STRIPE_JS_URL: z.string().url().optional(),
});

/** Stripe's settings, present only when PAYMENT_PROVIDER=stripe (all three keys are then required). */
export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api?: { host: string; port?: number; protocol?: "http" | "https" };
  jsUrl: string;
};

const STRIPE_JS_URL = "https://js.stripe.com/v3";

export type AppEnv = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  /** SESSION_SECRET when set; otherwise a random secret kept in the database. */
  sessionSecret?: string;
  brandName?: string;
  contactEmail?: string;
  contactPhone?: string;
  /** The shop's public origin for absolute links; falls back to the request's. */
  publicOrigin?: string;
  /** Card payments: the embedded test mode (null) or Stripe. */
  stripe: StripeSettings | null;
  /** Raw variables, for settings read by one module only (rate limits...). */
  raw: Record<string, string | undefined>;
};

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const strings: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "string") strings[key] = value;
  }
  const env = envSchema.parse(strings);
  const isProduction = env.NODE_ENV === "production";
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    sessionSecret: env.SESSION_SECRET,
    brandName: env.BRAND_NAME,
    contactEmail: env.CONTACT_EMAIL,
    contactPhone: env.CONTACT_PHONE,
    publicOrigin: env.PUBLIC_ORIGIN,
    stripe: env.PAYMENT_PROVIDER === "stripe" ? stripeSettings(env) : null,
    raw: strings,
  };
}

// A shop set to Stripe without its keys must not start and take orders it cannot charge.
function stripeSettings(env: z.infer<typeof envSchema>): StripeSettings {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.");
  }
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    api: env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL } : undefined,
    jsUrl: env.STRIPE_JS_URL ?? STRIPE_JS_URL,
  };
}
