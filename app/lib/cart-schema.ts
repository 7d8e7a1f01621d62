import * as z from "zod";
import { MAX_LINE_QUANTITY } from "./cart-totals";
import { DEFAULT_SIZE, SIZES } from "./sizes";

// The cart form (add, update, remove, clear), shared by the resource route
// and the buttons that post to it. conform turns the text fields into numbers.

const fragranceId = z
  .number({ error: "Choose a fragrance." })
  .int("Choose a fragrance.")
  .positive("Choose a fragrance.")
  .max(Number.MAX_SAFE_INTEGER, "Choose a fragrance.");

const quantity = z
  .number({ error: "Quantity must be a whole number." })
  .int("Quantity must be a whole number.")
  .min(1, "Quantity must be at least 1.")
  .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}.`);

/** Which size of the fragrance; forms without the field (cards, older pages) mean the 10 ml bottle. */
const size = z.enum(SIZES, { error: "Choose a size." }).default(DEFAULT_SIZE);

const common = {
  redirectTo: z.string().max(500).optional(),
  /** Set by scripts: answer with JSON instead of redirecting back. */
  respond: z.literal("json").optional(),
};

export const cartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), fragranceId, size, quantity: quantity.optional(), ...common }),
  z.object({ intent: z.literal("update"), fragranceId, size, quantity, ...common }),
  z.object({ intent: z.literal("remove"), fragranceId, size, ...common }),
  z.object({ intent: z.literal("clear"), ...common }),
]);

export type CartAction = z.infer<typeof cartActionSchema>;
