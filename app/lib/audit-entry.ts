// How an audit_log row reads in the admin panel's Activity view. The rows are
// written by app/models/admin-*.server.ts; `details` is free-form JSON, so
// only the keys known to be written there are used, and only when well typed.

import { formatCents } from "./money";
import { isOrderStatus, ORDER_STATUS_LABELS } from "./order-status";
import { isReturnRequestStatus, RETURN_REQUEST_STATUS_LABELS } from "./returns";

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
};

const VERBS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  approve: "Approved",
  unpublish: "Unpublished",
  ship: "Shipped",
  deliver: "Delivered",
  cancel: "Cancelled",
  refund: "Refunded",
  resend: "Sent again",
  retry: "Retried",
  reject: "Rejected",
  receive: "Marked received",
  exchange: "Sent replacement",
  enable: "Enabled",
  disable: "Disabled",
  adjust: "Adjusted",
};

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Updated", "Fragrance #12 (Salt Meadow)", "Fields: name, price" (or null). */
export function describeAuditEntry(entry: AuditEntry): { action: string; subject: string; detail: string | null } {
  const name = typeof entry.details?.name === "string" ? entry.details.name : null;
  const fields = entry.details?.fields;
  const fieldList = Array.isArray(fields) && fields.every((field) => typeof field === "string") ? (fields as string[]) : [];
  const what = entry.entityId ? `${capitalised(entry.entity)} #${entry.entityId}` : capitalised(entry.entity);
  return {
    action: VERBS[entry.action] ?? capitalised(entry.action),
    subject: name ? `${what} (${name})` : what,
    detail: fieldList.length
      ? [`Fields: ${fieldList.join(", ")}`, photoChange(entry.details)].filter(Boolean).join(" · ")
      : entry.entity === "return"
        ? returnStatusDetail(entry.details)
        : entry.entity === "rewards"
          ? rewardAdjustmentDetail(entry.details)
          : orderStatusDetail(entry.details),
  };
}

/** A Scent Rewards adjustment (app/models/admin-reward.server.ts): "+500 points · Reason: Birthday gift". */
function rewardAdjustmentDetail(details: AuditEntry["details"]): string | null {
  const { points, reason } = details ?? {};
  if (typeof points !== "number") return null;
  const signed = `${points > 0 ? "+" : "-"}${Math.abs(points).toLocaleString("en-US")} points`;
  return typeof reason === "string" ? `${signed} · Reason: ${reason}` : signed;
}

/** A photo upload or removal (setFragranceImage): "Photo uploaded". */
function photoChange(details: AuditEntry["details"]): string | null {
  const change = details?.change;
  return change === "photo uploaded" || change === "photo removed" ? capitalised(change) : null;
}

/** An order's status change (app/models/admin-order.server.ts): "Paid → Shipped · Tracking 1Z999". */
function orderStatusDetail(details: AuditEntry["details"]): string | null {
  const { from, to, trackingNumber, refundReference } = details ?? {};
  if (!isOrderStatus(from) || !isOrderStatus(to)) return null;
  return [
    `${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`,
    typeof trackingNumber === "string" ? `Tracking ${trackingNumber}` : null,
    typeof refundReference === "string" ? `Refund ${refundReference}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A return request's step (app/models/admin-return.server.ts): "Received → Refunded · $38.00 · Refund re_123". */
function returnStatusDetail(details: AuditEntry["details"]): string | null {
  const { from, to, amountCents, refundReference, reason, replacementOrder } = details ?? {};
  if (!isReturnRequestStatus(from) || !isReturnRequestStatus(to)) return null;
  return [
    `${RETURN_REQUEST_STATUS_LABELS[from]} → ${RETURN_REQUEST_STATUS_LABELS[to]}`,
    typeof amountCents === "number" ? formatCents(amountCents) : null,
    typeof refundReference === "string" ? `Refund ${refundReference}` : null,
    typeof replacementOrder === "string" ? `Replacement order ${replacementOrder}` : null,
    typeof reason === "string" ? `Reason: ${reason}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
