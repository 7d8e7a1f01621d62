import * as z from "zod";
import type { ShippingRates } from "./shipping-rates";

// The admin's shipping settings form (/admin/settings): prices in dollars as
// people type them ("5", "5.00"), stored as integer cents.

const MAX_SHIPPING_CENTS = 100_000;
const DOLLARS = /^\d{1,5}(\.\d{1,2})?$/;

export const SHIPPING_SETTINGS_LABELS = {
  standardPrice: "Standard shipping price ($)",
  expressPrice: "Express shipping price ($)",
  freeStandardFrom: "Free Standard shipping from ($)",
} as const;

function toCents(dollars: string): number {
  const [whole = "0", fraction = ""] = dollars.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

function dollars(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(DOLLARS, `${label}: enter an amount in dollars, like 5.00`)
    .transform(toCents)
    .refine((cents) => cents <= MAX_SHIPPING_CENTS, `${label} can be at most $1,000.00`);
}

export const shippingSettingsSchema = z.object({
  standardPrice: dollars("Standard shipping price"),
  expressPrice: dollars("Express shipping price"),
  // Empty: Standard shipping is never free.
  freeStandardFrom: z
    .string()
    .trim()
    .regex(DOLLARS, "Free shipping threshold: enter an amount in dollars, like 50.00, or leave it empty")
    .transform(toCents)
    .optional(),
});

export type ShippingSettingsInput = z.infer<typeof shippingSettingsSchema>;

export function ratesFromSettings(input: ShippingSettingsInput): ShippingRates {
  return { standardCents: input.standardPrice, expressCents: input.expressPrice, freeStandardFromCents: input.freeStandardFrom ?? null };
}

/** The form's fields filled with the stored rates ("5.00"; empty when nothing is free). */
export function shippingSettingsDefaults(rates: ShippingRates) {
  const text = (cents: number) => (cents / 100).toFixed(2);
  return {
    standardPrice: text(rates.standardCents),
    expressPrice: text(rates.expressCents),
    freeStandardFrom: rates.freeStandardFromCents === null ? "" : text(rates.freeStandardFromCents),
  };
}
