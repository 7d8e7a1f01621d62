import * as z from "zod";
import type { OrderAction } from "./order-status";

// The admin order page's forms, one per action (ship, deliver, cancel,
// refund), each a plain POST with its `intent`. Shared by the server and the
// browser (conform), so the messages are the same with or without JavaScript.

export const ORDER_STATUS_MESSAGES = {
  trackingLength: "Tracking number must be at most 100 characters",
  trackingCharacters: "Tracking number may only use letters, digits, spaces and punctuation",
  confirmCancel: "Please confirm that you want to cancel this order",
  confirmRefund: "Please confirm that you want to refund this order",
  changed: "This order changed meanwhile. Check its status and try again.",
  notAllowed: "This order can no longer be changed this way.",
} as const;

// Printable ASCII: a carrier's number, never a control character or markup the
// e-mail or the page would have to guard against beyond escaping.
const PRINTABLE = /^[\x20-\x7E]+$/;

export const shipOrderSchema = z.object({
  intent: z.literal("ship"),
  // conform turns an empty field into undefined: no tracking number.
  trackingNumber: z
    .string()
    .trim()
    .max(100, ORDER_STATUS_MESSAGES.trackingLength)
    .regex(PRINTABLE, ORDER_STATUS_MESSAGES.trackingCharacters)
    .optional(),
});

export const deliverOrderSchema = z.object({ intent: z.literal("deliver") });

export const cancelOrderSchema = z.object({
  intent: z.literal("cancel"),
  confirm: z.literal("yes", { error: ORDER_STATUS_MESSAGES.confirmCancel }),
});

export const refundOrderSchema = z.object({
  intent: z.literal("refund"),
  confirm: z.literal("yes", { error: ORDER_STATUS_MESSAGES.confirmRefund }),
});

export const ORDER_ACTION_SCHEMAS = {
  ship: shipOrderSchema,
  deliver: deliverOrderSchema,
  cancel: cancelOrderSchema,
  refund: refundOrderSchema,
} as const satisfies Record<OrderAction, z.ZodObject>;

/** The success toast of each action. */
export const ORDER_ACTION_TOASTS: Record<OrderAction, { title: string; description: string }> = {
  ship: { title: "Order shipped", description: "The shopper has been sent the shipping e-mail." },
  deliver: { title: "Order delivered", description: "The order is marked delivered." },
  cancel: { title: "Order cancelled", description: "The order is cancelled." },
  refund: { title: "Order refunded", description: "The payment has been refunded." },
};
