import * as z from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-totals";
import { COUNTRY, ZIP_MESSAGE, ZIP_PATTERN } from "./checkout-form-rules";
import { MAX_PRICE_CENTS } from "./fragrance-schema";
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS } from "./shipping-rates";
import { SIZES } from "./sizes";
import { toStateCode } from "./us-states";

// POST /api/create-payment-intent: { amount, orderDetails } as docs/product.md
// describes the order payload. Money is integer cents, like everywhere else.

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const paymentIntentSchema = z.object({
  amount: z
    .number({ error: "amount must be the order total in cents" })
    .int("amount must be a whole number of cents")
    .nonnegative("amount must be the order total in cents")
    .max(100_000_000, "amount is too large"),
  // Beside the amount, which includes its price: Standard when none is named.
  shippingMethod: z.enum(SHIPPING_METHODS, { error: "shippingMethod must be standard or express" }).default(DEFAULT_SHIPPING_METHOD),
  orderDetails: z.object({
    customerName: text("customerName", 100),
    customerEmail: text("customerEmail", 255).pipe(z.email("Please enter a valid email address")),
    shippingAddress: z.object({
      name: text("shippingAddress.name", 100),
      address: text("shippingAddress.address", 200),
      city: text("shippingAddress.city", 100),
      // A US state's code or name ("CO", "Colorado"); checked against the ZIP when the order is priced.
      state: z
        .string()
        .trim()
        .max(50, "shippingAddress.state must be at most 50 characters")
        .refine((state) => state === "" || toStateCode(state) !== null, "shippingAddress.state must be a US state")
        .optional(),
      // The checkout form's rule; an empty value means none, as there.
      zipCode: z
        .string()
        .trim()
        .refine((zip) => zip === "" || ZIP_PATTERN.test(zip), ZIP_MESSAGE)
        .optional(),
      country: text("shippingAddress.country", 60).refine(
        (value) => value === COUNTRY || value === "US" || value === "USA",
        "We ship to the United States only",
      ),
    }),
    items: z
      .array(
        z.object({
          fragranceId: z
            .number({ error: "fragranceId must be a catalogue id" })
            .int("fragranceId must be a catalogue id")
            .positive("fragranceId must be a catalogue id")
            .max(Number.MAX_SAFE_INTEGER, "fragranceId must be a catalogue id")
            .optional(),
          name: text("item name", 255),
          quantity: z
            .number({ error: "quantity must be a whole number" })
            .int("quantity must be a whole number")
            .min(1, "quantity must be at least 1")
            .max(MAX_LINE_QUANTITY, `quantity can be at most ${MAX_LINE_QUANTITY}`),
          price: z
            .number({ error: "price must be in cents" })
            .int("price must be in cents")
            .nonnegative("price must be in cents")
            .max(MAX_PRICE_CENTS, "price is too high"),
          // The 10 ml bottle when not named; "2ml" is the sample, at its own price.
          size: z.enum(SIZES, { error: "size must be 10ml or 2ml" }).optional(),
        }),
        { error: "items must be a list" },
      )
      .min(1, "The order has no items")
      // The limit on the sum of one fragrance's lines is checked once the
      // lines are priced (a line may name it by id, another by name).
      .max(MAX_CART_LINES, `An order can hold up to ${MAX_CART_LINES} lines`),
    notes: z.string().max(1000, "notes must be at most 1000 characters").optional(),
    discountCode: z.string().trim().max(32).optional(),
    // A signed-in Scent Rewards member's points to spend, in steps of 100 (= $1.00).
    rewardPoints: z
      .number({ error: "rewardPoints must be a whole number of points" })
      .int("rewardPoints must be a whole number of points")
      .nonnegative("rewardPoints must be a whole number of points")
      .max(100_000_000, "rewardPoints is too large")
      .optional(),
  }),
});


export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
