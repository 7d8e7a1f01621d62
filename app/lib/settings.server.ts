import * as z from "zod";
import { parseStripeMethods, STRIPE_EXTRA_METHODS, type StripeExtraMethod } from "./payment-methods";

// Every setting the server reads, parsed once at start-up (Node) or on a
// Worker's first request, through this one schema. A value that does not fit
// stops the server with the variable's name and what was expected, rather than
// falling back to a default (a rate limit of `1O` must not quietly become 10).
// An empty value counts as unset. The README's configuration table lists
// exactly these names (tests/integration/env-settings.test.ts checks it).

const RATE_LIMIT_NAMES = [
  "LOGIN",
  "LOGIN_ACCOUNT",
  "REGISTER",
  "REVIEW",
  "CHECKOUT",
  "NEWSLETTER",
  "RETURN_REQUEST",
  "STOCK_ALERT",
  "FORGOT_PASSWORD",
  "FORGOT_PASSWORD_EMAIL",
  "RESET_PASSWORD",
  "PASSKEY",
  "API",
] as const;

const text = z.string().min(1);
/** pino's levels, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const wholeNumber = z.coerce.number({ error: "a whole number" }).int("a whole number").positive("a whole number above 0");
const port = z.coerce.number({ error: "a port number (1-65535)" }).int("a port number (1-65535)").min(1, "a port number (1-65535)").max(65535, "a port number (1-65535)");
const url = (protocols: string[], expected: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, expected);
const rateLimits = Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [`RATE_LIMIT_${name}`, wholeNumber.optional()])) as Record<
  `RATE_LIMIT_${(typeof RATE_LIMIT_NAMES)[number]}`,
  z.ZodOptional<typeof wholeNumber>
>;

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { error: "development, production or test" }).default("development"),
  PORT: port.default(3000),
  HOST: text.default("0.0.0.0"),
  WEB_CONCURRENCY: wholeNumber.optional(),
  DATABASE_URL: url(["file:", "libsql:", "http:", "https:", "ws:", "wss:"], "a file: path or a libsql:// (Turso) URL").optional(),
  DATABASE_AUTH_TOKEN: text.optional(),
  SESSION_SECRET: text.optional(),
  TRUST_PROXY: z.enum(["true", "false"], { error: "true or false" }).default("false"),
  BRAND_NAME: text.optional(),
  CONTACT_EMAIL: z.email({ error: "an e-mail address" }).optional(),
  CONTACT_PHONE: text.optional(),
  RETURN_ADDRESS: text.optional(),
  PUBLIC_ORIGIN: url(["http:", "https:"], "an origin such as https://shop.example.com").optional(),
  ...rateLimits,
  RATE_LIMIT_MULTIPLIER: z.coerce.number({ error: "a number above 0" }).positive("a number above 0").default(1),
  SMTP_URL: url(["smtp:", "smtps:"], "an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465").optional(),
  EMAIL_API_URL: url(["http:", "https:"], "an http(s):// URL").optional(),
  EMAIL_API_KEY: text.optional(),
  EMAIL_FROM: text.optional(),
  PAYMENT_PROVIDER: z.enum(["test", "stripe"], { error: "test or stripe" }).default("test"),
  STRIPE_SECRET_KEY: text.optional(),
  STRIPE_PUBLISHABLE_KEY: text.optional(),
  STRIPE_WEBHOOK_SECRET: text.optional(),
  // What the Stripe account offers besides cards, for the FAQ to name (issue 39).
  STRIPE_PAYMENT_METHODS: z
    .string()
    .transform((value, context) => {
      const parsed = parseStripeMethods(value);
      if (parsed.ok) return parsed.methods;
      context.addIssue({ code: "custom", message: `a comma-separated list of ${STRIPE_EXTRA_METHODS.join(", ")} (not ${parsed.unknown})` });
      return z.NEVER;
    })
    .optional(),
  // Apple Pay's domain association file, as Stripe gives it: served at /.well-known/ (issue 39).
  APPLE_PAY_DOMAIN_ASSOCIATION: text.optional(),
  // Test and staging only: a Stripe-speaking server other than api.stripe.com, and the Stripe.js to load.
  STRIPE_API_HOST: text.optional(),
  STRIPE_API_PORT: port.optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"], { error: "http or https" }).optional(),
  STRIPE_JS_URL: url(["http:", "https:"], "an http(s):// URL").optional(),
  // Sales tax (issue 39): the shop's own rates, or Stripe Tax (which needs the Stripe keys above).
  TAX_PROVIDER: z.enum(["embedded", "stripe"], { error: "embedded or stripe" }).default("embedded"),
  // Operating the shop (issue 37): logs, error reports, the release they name, backups.
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: LOG_LEVELS.join(", ") }).default("info"),
  SENTRY_DSN: z
    .string()
    .refine((value) => /^https?:\/\/\w+(:\w*)?@[\w.-]+(:\d+)?\/.+$/.test(value), "a Sentry DSN such as https://key@o1.ingest.sentry.io/123")
    .optional(),
  SENTRY_ENVIRONMENT: text.optional(),
  RELEASE: text.optional(),
  BACKUP_DIR: text.optional(),
  BACKUP_INTERVAL_HOURS: wholeNumber.optional(),
  BACKUP_KEEP_DAILY: wholeNumber.default(7),
  BACKUP_KEEP_WEEKLY: wholeNumber.default(4),
});

/** The names the schema knows, in its order (the README's table lists the same). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

type Settings = z.infer<typeof envSchema>;

/** Stripe's settings, present only when PAYMENT_PROVIDER=stripe (all three keys are then required). */
export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api?: { host: string; port?: number; protocol?: "http" | "https" };
  jsUrl: string;
  /** STRIPE_PAYMENT_METHODS: what the account offers besides cards (the FAQ names them). */
  extraMethods: StripeExtraMethod[];
};

/** How e-mail leaves the shop: SMTP (Node only), an HTTP e-mail API, or neither (the outbox keeps it). */
export type EmailSettings = {
  smtpUrl?: string;
  apiUrl?: string;
  apiKey?: string;
  /** EMAIL_FROM when set; otherwise the shop's name and contact address. */
  from?: string;
};

export type RateLimitSettings = {
  /** RATE_LIMIT_<NAME> as set, by the variable's suffix (LOGIN, FORGOT_PASSWORD_EMAIL, …). */
  configured: Partial<Record<(typeof RATE_LIMIT_NAMES)[number], number>>;
  multiplier: number;
};

const STRIPE_JS_URL = "https://js.stripe.com/v3";

export type AppEnv = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  /** The Node server's address and process count (WEB_CONCURRENCY; unset: one per CPU). */
  server: { port: number; host: string; processes?: number };
  /** DATABASE_URL / DATABASE_AUTH_TOKEN; unset on Node: ./data/shop.db; on Workers the D1 binding wins. */
  database: { url?: string; authToken?: string };
  /** True behind a reverse proxy: client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  /** SESSION_SECRET when set; otherwise a random secret kept in the database. */
  sessionSecret?: string;
  brandName?: string;
  contactEmail?: string;
  contactPhone?: string;
  /** Where approved returns are posted to; the e-mail that approves one quotes it. */
  returnAddress?: string;
  /** The shop's public origin for absolute links; falls back to the request's. */
  publicOrigin?: string;
  email: EmailSettings;
  rateLimits: RateLimitSettings;
  /** Card payments: the embedded test mode (null) or Stripe. */
  stripe: StripeSettings | null;
  /** APPLE_PAY_DOMAIN_ASSOCIATION: the file Apple reads to verify the shop's domain for Apple Pay; unset, that address is 404. */
  applePayDomainAssociation?: string;
  /** TAX_PROVIDER: sales tax from the shop's own rates, or from Stripe Tax (then `stripe` is set). */
  taxProvider: "embedded" | "stripe";
  /** LOG_LEVEL: how much the request log and the server's messages say. */
  logLevel: LogLevel;
  /** Server errors go to Sentry when SENTRY_DSN is set; null: nothing is sent. */
  sentry: { dsn: string; environment: string } | null;
  /** RELEASE: the git commit the errors and /admin/system name; unset, the Node server reads build/release.json. */
  release?: string;
  /** `npm run backup` and the Node server's own backups (BACKUP_INTERVAL_HOURS). */
  backups: { dir?: string; intervalHours?: number; keepDaily: number; keepWeekly: number };
};

/** A setting that does not fit the schema: the server must not start with it. */
export class SettingsError extends Error {
  constructor(readonly problems: { name: string; expected: string }[]) {
    super(`Invalid settings:\n${problems.map(({ name, expected }) => `  ${name}: expected ${expected}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "string" && value !== "") strings[key] = value;
  }
  const parsed = envSchema.safeParse(strings);
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((issue) => ({ name: String(issue.path[0]), expected: issue.message })));
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    server: { port: env.PORT, host: env.HOST, processes: env.WEB_CONCURRENCY },
    database: { url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN },
    trustProxy: env.TRUST_PROXY === "true",
    sessionSecret: env.SESSION_SECRET,
    brandName: env.BRAND_NAME,
    contactEmail: env.CONTACT_EMAIL,
    contactPhone: env.CONTACT_PHONE,
    returnAddress: env.RETURN_ADDRESS,
    publicOrigin: env.PUBLIC_ORIGIN,
    email: { smtpUrl: env.SMTP_URL, apiUrl: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM },
    rateLimits: {
      configured: Object.fromEntries(
        RATE_LIMIT_NAMES.flatMap((name) => (env[`RATE_LIMIT_${name}`] === undefined ? [] : [[name, env[`RATE_LIMIT_${name}`]]])),
      ),
      multiplier: env.RATE_LIMIT_MULTIPLIER,
    },
    stripe: env.PAYMENT_PROVIDER === "stripe" ? stripeSettings(env) : null,
    applePayDomainAssociation: env.APPLE_PAY_DOMAIN_ASSOCIATION,
    taxProvider: taxProvider(env),
    logLevel: env.LOG_LEVEL,
    sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV } : null,
    release: env.RELEASE,
    backups: { dir: env.BACKUP_DIR, intervalHours: env.BACKUP_INTERVAL_HOURS, keepDaily: env.BACKUP_KEEP_DAILY, keepWeekly: env.BACKUP_KEEP_WEEKLY },
  };
}

// Stripe Tax calls Stripe with the payment keys: without them every order would fail at its tax.
function taxProvider(env: Settings): AppEnv["taxProvider"] {
  if (env.TAX_PROVIDER === "stripe" && env.PAYMENT_PROVIDER !== "stripe") {
    throw new SettingsError([{ name: "TAX_PROVIDER", expected: STRIPE_TAX_NEEDS }]);
  }
  return env.TAX_PROVIDER;
}

/** What TAX_PROVIDER=stripe asks for, in the start-up error. */
export const STRIPE_TAX_NEEDS = "embedded, or stripe together with PAYMENT_PROVIDER=stripe and its keys (Stripe Tax uses the Stripe account)";

// A shop set to Stripe without its keys must not start and take orders it cannot charge.
function stripeSettings(env: Settings): StripeSettings {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey || !publishableKey || !webhookSecret) {
    const missing = (["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter((name) => !env[name]);
    throw new SettingsError(missing.map((name) => ({ name, expected: "a key from the Stripe Dashboard (PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET)" })));
  }
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    api: env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL } : undefined,
    jsUrl: env.STRIPE_JS_URL ?? STRIPE_JS_URL,
    extraMethods: env.STRIPE_PAYMENT_METHODS ?? [],
  };
}
