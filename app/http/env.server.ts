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
});

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
    raw: strings,
  };
}
