import * as z from "zod";
import { isExpiryInPast, isValidCvv, parseExpiry, passesLuhn } from "./card";
import type { ShippingMethod } from "./shipping-rates";
import { CHECKOUT_LABELS, COUNTRY, requiredMessage, ZIP_MESSAGE, ZIP_PATTERN, type RequiredField } from "./checkout-form-rules";
import { STATE_MESSAGE, stateZipProblem } from "./tax-address";
import { toStateCode } from "./us-states";

// The one checkout form schema, used by the form action and by conform in the
// browser. Field names follow docs/product.md (name, email, address, city,
// country, cardName, cardNumber, cardExpiry, cardCvv). The labels and
// messages the page renders are in ./checkout-form-rules (no zod), so the
// page's first load carries no zod: the browser loads this schema when the
// shopper starts on the form (app/lib/checkout-validation.ts, decision 0035).

function requiredText(field: RequiredField, max: number) {
  const label = CHECKOUT_LABELS[field];
  return z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * The methods spelled out rather than imported: this schema loads lazily in
 * the browser, and importing ./shipping-rates from here would split that
 * module out of the shared chunk into a request of its own on every page
 * (checkout-schema.test.ts checks the two lists agree).
 */
export const CHECKOUT_SHIPPING_METHODS = ["standard", "express"] as const satisfies readonly ShippingMethod[];

const checkoutFields = z.object({
  name: requiredText("name", 100),
  email: requiredText("email", 255).pipe(z.email("Please enter a valid email address")),
  address: requiredText("address", 200),
  city: requiredText("city", 100),
  // A US state's code (the field is a list; "Colorado" typed by a client is read as CO); optional as in the spec.
  state: z
    .string()
    .trim()
    .max(50, "State must be at most 50 characters")
    .refine((state) => state === "" || toStateCode(state) !== null, STATE_MESSAGE)
    .transform((state) => (state === "" ? undefined : (toStateCode(state) ?? undefined)))
    .optional(),
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
  // Scent Rewards points to spend (a member's; steps of 100 are checked with the balance).
  rewardPoints: z
    .number({ error: "Enter a whole number of points" })
    .int("Enter a whole number of points")
    .nonnegative("Enter a whole number of points")
    .max(100_000_000, "Enter a whole number of points")
    .optional(),
  // Written into the page when it renders: a double submit or a retry carries
  // the same key and so produces one order.
  idempotencyKey: z
    .string({ error: "This form has expired. Please reload the page." })
    .regex(/^[A-Za-z0-9-]{16,64}$/, "This form has expired. Please reload the page."),
  // Standard when none is ticked (the spec's flat shipping); priced on the server.
  shippingMethod: z.enum(CHECKOUT_SHIPPING_METHODS, { error: "Choose Standard or Express shipping" }).default("standard"),
  // The total the shopper saw; the order is only placed for that amount.
  expectedTotal: z.number().int().nonnegative().optional(),
  // The page shows a total per shipping method and posts each, so the order is
  // placed for the total shown beside the ticked method, with or without
  // JavaScript ("expectedTotals.express"); it wins over expectedTotal.
  expectedTotals: z
    .object({ standard: z.number().int().nonnegative().optional(), express: z.number().int().nonnegative().optional() })
    .optional(),
});

/** A State and a ZIP that disagree: the message goes beside the field to change. */
function stateMatchesZip(value: { state?: string; zip?: string }, ctx: z.RefinementCtx) {
  const problem = stateZipProblem(value.state, value.zip);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
}

export const checkoutSchema = checkoutFields.superRefine(stateMatchesZip);

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * The same form when a hosted provider (Stripe) takes the card in its own
 * fields: no card field exists, and one posted anyway is dropped unread.
 */
export const hostedCheckoutSchema = checkoutFields.omit({ cardName: true, cardNumber: true, cardExpiry: true, cardCvv: true }).superRefine(stateMatchesZip);

/** Which schema the checkout form is judged by: the card fields are ours only in test mode. */
export function checkoutSchemaFor(payment: "card-form" | "hosted") {
  return payment === "hosted" ? hostedCheckoutSchema : checkoutSchema;
}
