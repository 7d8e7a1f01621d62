import { getOrderForAdmin } from "~/models/admin-order.server";
import { failRefund, findRefundByKey, refundTotals, reserveRefund, settleRefund, type RefundRow } from "~/models/refund.server";
import { getOrderPaymentProvider } from "./payment/choose-provider";
import type { ServiceContext } from "./service-context";

export type PartialRefundResult =
  | { ok: true; amountCents: number; completed: boolean }
  | { ok: false; reason: "not-found" | "not-refundable" }
  | { ok: false; reason: "over-total"; refundableCents: number }
  | { ok: false; reason: "refund-failed"; detail: string };

/** Statuses in which the shop holds the shopper's money. */
const REFUNDABLE = new Set(["paid", "shipped", "delivered"]);

/**
 * An admin gives back part of an order (a bottle that arrived broken, a late
 * delivery): the amount is reserved in the refunds ledger under the form's
 * idempotency key, then the provider is asked with that key, then the row is
 * settled. A double submit or a retry after a crash between the provider and
 * the settling finds the row by its key and asks the provider again with the
 * same key, which answers the same refund: the money goes back once and the
 * row ends settled. When the refunds reach the order's total the order
 * becomes refunded.
 */
export async function refundPartOfOrder(
  context: Pick<ServiceContext, "db" | "env">,
  {
    adminId,
    orderId,
    amountCents,
    note,
    idempotencyKey,
  }: {
    /** Null when the housekeeping sweep finishes a refund whose admin account is gone. */
    adminId: number | null;
    orderId: number;
    amountCents: number;
    note: string | null;
    idempotencyKey: string;
  },
): Promise<PartialRefundResult> {
  const { db } = context;
  const order = await getOrderForAdmin({ db, orderId });
  if (!order) return { ok: false, reason: "not-found" };

  let refund: RefundRow;
  const earlier = await findRefundByKey({ db, idempotencyKey });
  if (earlier && earlier.orderId !== orderId) return { ok: false, reason: "not-refundable" };
  if (earlier?.status === "succeeded") return { ok: true, amountCents: earlier.amountCents, completed: order.status === "refunded" };
  if (earlier?.status === "failed") return { ok: false, reason: "refund-failed", detail: earlier.failure ?? "The provider refused the refund." };
  if (earlier) refund = earlier;
  else {
    if (!REFUNDABLE.has(order.status)) return { ok: false, reason: "not-refundable" };
    const reserved = await reserveRefund({ db, orderId, amountCents, kind: "part", note, idempotencyKey, adminId });
    if (!reserved.ok && reserved.reason === "duplicate") return refundPartOfOrder(context, { adminId, orderId, amountCents, note, idempotencyKey });
    if (!reserved.ok) {
      const so = (await refundTotals({ db, orderIds: [orderId] })).get(orderId);
      return { ok: false, reason: "over-total", refundableCents: Math.max(0, order.totalCents - (so?.refundedCents ?? 0) - (so?.pendingCents ?? 0)) };
    }
    refund = reserved.refund;
  }

  const provider = getOrderPaymentProvider(context.env, order.paymentProvider);
  const answer = await provider.refund({ reference: order.paymentReference ?? "", amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey });
  if (!answer.ok) {
    await failRefund({ db, refundId: refund.id, failure: answer.reason });
    return { ok: false, reason: "refund-failed", detail: answer.reason };
  }
  const so = (await refundTotals({ db, orderIds: [orderId] })).get(orderId);
  // This row is still pending here: it is part of the pending sum.
  const completed = (so?.refundedCents ?? 0) + refund.amountCents >= order.totalCents && REFUNDABLE.has(order.status);
  await settleRefund({ db, refund, reference: answer.reference, adminId, completes: completed ? { from: order.status } : null });
  return { ok: true, amountCents: refund.amountCents, completed };
}
