import * as z from "zod";
import { centsToDollars, DOLLARS_PATTERN, dollarsToCents } from "./dollars";
import type { ShippingRates } from "./shipping-rates";

// The admin's shipping settings form (/admin/settings): prices in dollars as
// people type them ("5", "5.00"), stored as integer cents.

const MAX_SHIPPING_CENTS = 100_000;

export const SHIPPING_SETTINGS_LABELS = {
  standardPrice: "Standard shipping price ($)",
  expressPrice: "Express shipping price ($)",
  freeStandardFrom: "Free Standard shipping from ($)",
} as const;

function dollars(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(DOLLARS_PATTERN, `${label}: enter an amount in dollars, like 5.00`)
    .transform(dollarsToCents)
    .refine((cents) => cents <= MAX_SHIPPING_CENTS, `${label} can be at most $1,000.00`);
}

export const shippingSettingsSchema = z.object({
  standardPrice: dollars("Standard shipping price"),
  expressPrice: dollars("Express shipping price"),
  // Empty: Standard shipping is never free.
  freeStandardFrom: z
    .string()
    .trim()
    .regex(DOLLARS_PATTERN, "Free shipping threshold: enter an amount in dollars, like 50.00, or leave it empty")
    .transform(dollarsToCents)
    .optional(),
});

export type ShippingSettingsInput = z.infer<typeof shippingSettingsSchema>;

export function ratesFromSettings(input: ShippingSettingsInput): ShippingRates {
  return { standardCents: input.standardPrice, expressCents: input.expressPrice, freeStandardFromCents: input.freeStandardFrom ?? null };
}

/** The form's fields filled with the stored rates ("5.00"; empty when nothing is free). */
export function shippingSettingsDefaults(rates: ShippingRates) {
  return {
    standardPrice: centsToDollars(rates.standardCents),
    expressPrice: centsToDollars(rates.expressCents),
    freeStandardFrom: rates.freeStandardFromCents === null ? "" : centsToDollars(rates.freeStandardFromCents),
  };
}
