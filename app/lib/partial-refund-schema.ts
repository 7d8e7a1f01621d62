import * as z from "zod";
import { DOLLARS_PATTERN, dollarsToCents } from "./dollars";

// "Refund part of this order" on the admin order page: a plain POST with an
// amount in dollars, an optional note and the key the page rendered (a double
// submit refunds once).

export const PARTIAL_REFUND_INTENT = "refund-part";

export const PARTIAL_REFUND_MESSAGES = {
  amount: "Amount: enter an amount in dollars, like 12.50",
  zero: "Amount must be more than $0.00",
  note: "Note must be at most 500 characters",
  expired: "This form has expired. Please reload the page.",
} as const;

export const partialRefundSchema = z.object({
  intent: z.literal(PARTIAL_REFUND_INTENT),
  amount: z
    .string({ error: PARTIAL_REFUND_MESSAGES.amount })
    .trim()
    .regex(DOLLARS_PATTERN, PARTIAL_REFUND_MESSAGES.amount)
    .transform(dollarsToCents)
    .refine((cents) => cents > 0, PARTIAL_REFUND_MESSAGES.zero),
  note: z.string().trim().max(500, PARTIAL_REFUND_MESSAGES.note).optional(),
  idempotencyKey: z.string({ error: PARTIAL_REFUND_MESSAGES.expired }).regex(/^[A-Za-z0-9-]{16,64}$/, PARTIAL_REFUND_MESSAGES.expired),
});
