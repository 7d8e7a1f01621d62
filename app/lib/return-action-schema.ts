import * as z from "zod";
import type { ReturnAction } from "./return-actions";

// The forms on an admin's return page: one POST per step, told apart by
// `intent`. Only rejecting asks for text (its reason goes to the shopper).

export const RETURN_ACTION_MESSAGES = {
  reason: "Reason is required",
  reasonLength: "Reason must be at most 500 characters",
  notAllowed: "This step is not possible for the request as it is now. The page shows what can be done.",
  changed: "This request was changed in the meantime. The page now shows it as it is.",
} as const;

const step = <Intent extends ReturnAction>(intent: Intent) => z.object({ intent: z.literal(intent) });

export const RETURN_ACTION_SCHEMAS = {
  approve: step("approve"),
  reject: step("reject").extend({
    reason: z
      .string({ error: RETURN_ACTION_MESSAGES.reason })
      .trim()
      .min(1, RETURN_ACTION_MESSAGES.reason)
      .max(500, RETURN_ACTION_MESSAGES.reasonLength),
  }),
  receive: step("receive"),
  refund: step("refund"),
  exchange: step("exchange"),
} satisfies Record<ReturnAction, z.ZodType>;

export type ReturnActionForm = { intent: ReturnAction; reason?: string };

/** The toast after each step. */
export const RETURN_ACTION_TOASTS: Record<ReturnAction, { title: string; description: string }> = {
  approve: { title: "Return approved", description: "The shopper has been e-mailed the return address." },
  reject: { title: "Return rejected", description: "The shopper has been e-mailed the reason." },
  receive: { title: "Return received", description: "The request can now be refunded or exchanged." },
  refund: { title: "Return refunded", description: "The refund has been made and the shopper e-mailed." },
  exchange: { title: "Replacement sent", description: "A replacement order is waiting to be shipped." },
};
