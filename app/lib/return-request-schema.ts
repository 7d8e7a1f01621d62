import * as z from "zod";
import { MAX_LINE_QUANTITY } from "./cart-totals";
import { NO_ITEMS_MESSAGE, RETURN_REASONS } from "./returns";

// The shopper's return or exchange request: one schema for the order's returns
// page (conform turns the form's strings into numbers and "" into undefined)
// and for POST /api/orders/{publicId}/returns. What depends on the order (which
// lines, how many are left, whether a window is open) is app/lib/returns.ts's
// planReturn, on the server.

export const RETURN_NOTE_MAX = 1000;

export const RETURN_MESSAGES = {
  reason: "Please choose why you are sending items back",
  quantity: "Please choose a quantity",
  note: `Note must be at most ${RETURN_NOTE_MAX} characters`,
  replacement: "Please choose a fragrance from the list",
} as const;

const returnLineSchema = z.object({
  orderItemId: z.number({ error: "Unknown item" }).int().positive(),
  quantity: z
    .number({ error: RETURN_MESSAGES.quantity })
    .int(RETURN_MESSAGES.quantity)
    .min(0, RETURN_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, RETURN_MESSAGES.quantity),
  // Only read for an exchange; none means the same fragrance again.
  exchangeFragranceId: z.number({ error: RETURN_MESSAGES.replacement }).int().positive().optional(),
});

export const returnRequestSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
  items: z
    .array(returnLineSchema, { error: NO_ITEMS_MESSAGE })
    .max(50, NO_ITEMS_MESSAGE)
    // On the first line's quantity, not the list: a message needs a control to
    // sit beside and take focus (conform focuses the first field with one).
    .refine((items) => items.some((item) => item.quantity > 0), { message: NO_ITEMS_MESSAGE, path: [0, "quantity"] }),
  note: z.string().trim().max(RETURN_NOTE_MAX, RETURN_MESSAGES.note).optional(),
});

export type ReturnRequestForm = z.infer<typeof returnRequestSchema>;

export const RETURN_REQUESTED_TOAST = {
  title: "Return requested",
  description: "We have e-mailed you the request number and what to do next.",
} as const;
