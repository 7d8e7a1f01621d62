import * as z from "zod";
import { ZIP_MESSAGE, ZIP_PATTERN } from "./checkout-form-rules";
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS } from "./shipping-rates";
import { STATE_MESSAGE, stateZipProblem } from "./tax-address";
import { toStateCode, type StateCode } from "./us-states";

// What the wallet button's script posts to /resources/express-checkout
// (issue 39): `quote` for the sheet's amounts as the shopper picks an address
// and a shipping option, `place` once the wallet has authorised the payment.
// Addresses come from the wallet (Apple Pay, Google Pay, Link, PayPal) as
// Stripe.js hands them over: a two-letter country, a state, a ZIP.

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const ADDRESS_MESSAGE = "We ship to addresses in the United States only.";

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** An empty field is no value (a form posts "" for what a script left out). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const savings = {
  // The checkout's applied code and points (none from the cart page); judged again by the server.
  discountCode: optional(z.string().trim().max(32, "Discount code must be at most 32 characters").transform((code) => code.toUpperCase())),
  points: optional(z.coerce.number({ error: "Enter a whole number of points" }).int("Enter a whole number of points").min(0).max(100_000_000)),
  shippingMethod: z.preprocess((value) => (value === "" ? undefined : value), z.enum(SHIPPING_METHODS, { error: "Choose standard or express shipping" }).default(DEFAULT_SHIPPING_METHOD)),
};

/** The address fields the sheet shares before payment (city, state, ZIP, country); the state comes back as its code. */
const region = {
  // First: an address abroad is refused for that, not for its postcode.
  country: z.string({ error: ADDRESS_MESSAGE }).trim().toUpperCase().refine((country) => country === "US", ADDRESS_MESSAGE),
  city: optional(z.string().trim().max(100, "City must be at most 100 characters")),
  state: text("State", 50),
  zip: text("ZIP code", 10).regex(ZIP_PATTERN, ZIP_MESSAGE),
};

/** The state as its code, and the ZIP inside it: judged as the checkout form and the API judge theirs (./tax-address). */
function withStateCode<T extends { state: string; zip: string }>(address: T, context: z.RefinementCtx): Omit<T, "state"> & { state: StateCode } {
  const problem = stateZipProblem(address.state, address.zip);
  const state = toStateCode(address.state);
  if (problem || !state) {
    context.addIssue({ code: "custom", path: [problem?.field ?? "state"], message: problem?.message ?? STATE_MESSAGE });
    return z.NEVER;
  }
  return { ...address, state };
}

const quoteSchema = z.object({
  intent: z.literal("quote"),
  ...savings,
  // No address yet (the sheet is not open): the amounts before tax.
  address: z.preprocess(
    (value) => (value && typeof value === "object" && Object.values(value).every((field) => field === "" || field === undefined) ? undefined : value),
    z.object(region).transform(withStateCode).optional(),
  ),
});

const placeSchema = z.object({
  intent: z.literal("place"),
  ...savings,
  name: text("Name", 100),
  email: text("Email", 255).pipe(z.email("Please enter a valid email address")),
  address: z
    .object({ ...region, city: text("City", 100), line1: text("Address", 200), line2: optional(z.string().trim().max(100, "Address line 2 must be at most 100 characters")) })
    .transform(withStateCode),
  expectedTotal: z.coerce.number({ error: "expectedTotal must be the total shown, in cents" }).int().min(0).max(100_000_000),
  idempotencyKey: z.string({ error: "This payment has expired. Please reload the page." }).regex(IDEMPOTENCY_KEY, "This payment has expired. Please reload the page."),
});

export const expressCheckoutSchema = z.discriminatedUnion("intent", [quoteSchema, placeSchema], { error: "intent must be quote or place" });

export type ExpressCheckoutRequest = z.infer<typeof expressCheckoutSchema>;

/** The posted form as the schema reads it: `address.city` and the like become one nested object. */
export function expressCheckoutFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const address: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name.startsWith("address.")) address[name.slice("address.".length)] = value;
    else fields[name] = value;
  }
  if (Object.keys(address).length) fields.address = address;
  return fields;
}
