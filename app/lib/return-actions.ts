// What an admin may do with a return request, and what each step leads to
// (issue 33, decision 0049). Pure, so the admin page shows only the forms that
// can succeed and the service refuses any other step with the same rule.
import type { ReturnReason, ReturnRequestStatus } from "./returns";

export const RETURN_ACTIONS = ["approve", "reject", "receive", "refund", "exchange"] as const;

export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export function isReturnAction(value: unknown): value is ReturnAction {
  return typeof value === "string" && (RETURN_ACTIONS as readonly string[]).includes(value);
}

/** The status each step moves a request to. */
export const RETURN_ACTION_RESULT: Record<ReturnAction, ReturnRequestStatus> = {
  approve: "approved",
  reject: "rejected",
  receive: "received",
  refund: "refunded",
  exchange: "exchanged",
};

/**
 * requested → approved or rejected; approved → received (the parcel arrived)
 * or rejected (it never came, or not as described); received → refunded for an
 * unopened return, → exchanged for a defective one. A defective bottle may
 * also be refunded instead, when the shopper would rather have the money (the
 * replacement is out of stock, say). Refunded, exchanged and rejected are final.
 */
export function allowedReturnActions(status: ReturnRequestStatus, reason: ReturnReason): ReturnAction[] {
  switch (status) {
    case "requested":
      return ["approve", "reject"];
    case "approved":
      return ["receive", "reject"];
    case "received":
      return reason === "defective" ? ["exchange", "refund"] : ["refund"];
    default:
      return [];
  }
}

/** The statuses an admin's list filters by, in the order a request moves through them. */
export const RETURN_FILTER_STATUSES = ["requested", "approved", "received", "refunded", "exchanged", "rejected"] as const satisfies readonly ReturnRequestStatus[];

/**
 * The lines a request's refund gives back: the units sent back at what they
 * were paid (before tax, as stored when it was asked). The refund adds each
 * line's share of its sales tax (app/lib/refund-split.ts).
 */
export function returnRefundLines(items: readonly { orderItemId: number; quantity: number; refundCents: number }[]) {
  return items.map((item) => ({ orderItemId: item.orderItemId, quantity: item.quantity, amountCents: item.refundCents }));
}

/** The key that makes a request's refund happen once, whatever the form or the retry. */
export function returnRefundKey(requestId: number): string {
  return `return-${requestId}-refund`;
}

/** The key of a request's replacement order: a second submit finds the first order. */
export function returnExchangeKey(requestId: number): string {
  return `return-${requestId}-exchange`;
}
