import * as z from "zod";
import { isExpiryInPast, isValidCvv, parseExpiry, passesLuhn } from "./card";

// The one checkout form schema, used by the form action and by conform in the
// browser. Field names follow docs/product.md (name, email, address, city,
// country, cardName, cardNumber, cardExpiry, cardCvv).

export const COUNTRY = "United States";

export const CHECKOUT_LABELS = {
  name: "Full Name",
  email: "Email",
  address: "Address",
  city: "City",
  state: "State",
  zip: "Zip/Postal Code",
  country: "Country",
  cardName: "Name on Card",
  cardNumber: "Card Number",
  cardExpiry: "Expiry Date",
  cardCvv: "CVV",
  discountCode: "Discount code",
} as const;

/** A US ZIP code or ZIP+4; the form and the payment API hold addresses to the same rule. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP_MESSAGE = "Please enter a 5-digit ZIP code (or ZIP+4)";

/** Zip and state are optional (docs/product.md). */
const REQUIRED_FIELDS = [
  "name",
  "email",
  "address",
  "city",
  "country",
  "cardName",
  "cardNumber",
  "cardExpiry",
  "cardCvv",
] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

const requiredMessage = (field: RequiredField) => `${CHECKOUT_LABELS[field]} is required`;

function requiredText(field: RequiredField, max: number) {
  const label = CHECKOUT_LABELS[field];
  return z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, `${label} must be at most ${max} characters`);
}

export const checkoutSchema = z.object({
  name: requiredText("name", 100),
  email: requiredText("email", 255).pipe(z.email("Please enter a valid email address")),
  address: requiredText("address", 200),
  city: requiredText("city", 100),
  state: z.string().trim().max(50, "State must be at most 50 characters").optional(),
  zip: z
    .string()
    .trim()
    .regex(ZIP_PATTERN, ZIP_MESSAGE)
    .optional(),
  country: requiredText("country", 60).refine((value) => value === COUNTRY, "We ship to the United States only"),
  cardName: requiredText("cardName", 100),
  cardNumber: requiredText("cardNumber", 23).refine(passesLuhn, "Please enter a valid card number"),
  cardExpiry: requiredText("cardExpiry", 7).superRefine((value, ctx) => {
    const expiry = parseExpiry(value);
    if (!expiry) ctx.addIssue({ code: "custom", message: "Enter the expiry date as MM/YY" });
    else if (isExpiryInPast(expiry)) ctx.addIssue({ code: "custom", message: "This card has expired" });
  }),
  cardCvv: requiredText("cardCvv", 4).refine(isValidCvv, "CVV must be 3 or 4 digits"),
  discountCode: z
    .string()
    .trim()
    .max(32, "Discount code must be at most 32 characters")
    .transform((code) => code.toUpperCase())
    .optional(),
  // Written into the page when it renders: a double submit or a retry carries
  // the same key and so produces one order.
  idempotencyKey: z
    .string({ error: "This form has expired. Please reload the page." })
    .regex(/^[A-Za-z0-9-]{16,64}$/, "This form has expired. Please reload the page."),
  // The total the shopper saw; the order is only placed for that amount.
  expectedTotal: z.number().int().nonnegative().optional(),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * The same form when a hosted provider (Stripe) takes the card in its own
 * fields: no card field exists, and one posted anyway is dropped unread.
 */
export const hostedCheckoutSchema = checkoutSchema.omit({ cardName: true, cardNumber: true, cardExpiry: true, cardCvv: true });

/** Which schema the checkout form is judged by: the card fields are ours only in test mode. */
export function checkoutSchemaFor(payment: "card-form" | "hosted") {
  return payment === "hosted" ? hostedCheckoutSchema : checkoutSchema;
}

/** The required fields whose error is "missing", in form order. */
export function missingRequiredFields(errors: Partial<Record<string, readonly string[] | null | undefined>>): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => errors[field]?.includes(requiredMessage(field)));
}

export function missingInformationMessage(fields: readonly RequiredField[]): string {
  return `Please fill in all required fields: ${fields.map((field) => CHECKOUT_LABELS[field]).join(", ")}`;
}
