import { splitAmountRefund, splitLineRefund, type WantedLine } from "~/lib/refund-split";
import { getOrderForAdmin } from "~/models/admin-order.server";
import { getRefundableOrder, refundLineRows } from "~/models/refund-lines.server";
import { failRefund, findRefundByKey, refundTotals, reserveRefund, settleRefund, type RefundRow } from "~/models/refund.server";
import { getOrderPaymentProvider } from "./payment/choose-provider";
import type { ServiceContext } from "./service-context";
import { reverseRefundTax } from "./tax-books.server";

export type PartialRefundResult =
  | { ok: true; amountCents: number; taxCents: number; completed: boolean }
  | { ok: false; reason: "not-found" | "not-refundable" }
  | { ok: false; reason: "over-total"; refundableCents: number }
  | { ok: false; reason: "refund-failed"; detail: string };

/** Statuses in which the shop holds the shopper's money. */
const REFUNDABLE = new Set(["paid", "shipped", "delivered"]);

/**
 * An admin gives back part of an order (a bottle that arrived broken, a late
 * delivery), or a return request's lines: what goes back is split into each
 * line's and the shipping's part and their sales tax (app/lib/refund-split.ts:
 * a typed amount, tax included, in proportion to what is left; lines with
 * their units' share of the line's tax), reserved in the refunds ledger with
 * that split under the form's idempotency key, then the provider is asked
 * with that key, then the row is settled and the tax provider's sale
 * reversed by it (after the money: a failure there is logged, not undone). A double submit or a retry after a crash between the provider and
 * the settling finds the row by its key and asks the provider again with the
 * same key, which answers the same refund: the money goes back once and the
 * row ends settled. When the refunds reach the order's total the order
 * becomes refunded.
 */
export async function refundPartOfOrder(
  context: Pick<ServiceContext, "db" | "env" | "log">,
  request: {
    /** Null when the housekeeping sweep finishes a refund whose admin account is gone. */
    adminId: number | null;
    orderId: number;
    note: string | null;
    idempotencyKey: string;
  } & (
    | {
        /** An amount the admin typed, tax included (what the card was charged in). */
        amountCents: number;
        lines?: undefined;
      }
    | {
        /** Units of lines, priced before tax (a return request's snapshot); each brings its share of the line's tax. */
        lines: readonly WantedLine[];
        amountCents?: undefined;
      }
  ),
): Promise<PartialRefundResult> {
  const { adminId, orderId, note, idempotencyKey } = request;
  const { db } = context;
  const order = await getOrderForAdmin({ db, orderId });
  if (!order) return { ok: false, reason: "not-found" };

  let refund: RefundRow;
  const earlier = await findRefundByKey({ db, idempotencyKey });
  if (earlier && earlier.orderId !== orderId) return { ok: false, reason: "not-refundable" };
  if (earlier?.status === "succeeded") return { ok: true, amountCents: earlier.amountCents, taxCents: earlier.taxCents, completed: order.status === "refunded" };
  if (earlier?.status === "failed") return { ok: false, reason: "refund-failed", detail: earlier.failure ?? "The provider refused the refund." };
  if (earlier) refund = earlier;
  else {
    if (!REFUNDABLE.has(order.status)) return { ok: false, reason: "not-refundable" };
    const state = await getRefundableOrder({ db, orderId });
    if (!state) return { ok: false, reason: "not-found" };
    const split = request.lines ? splitLineRefund(state.refundable, request.lines) : splitAmountRefund(state.refundable, request.amountCents);
    const reserved = await reserveRefund({ db, orderId, amountCents: split.amountCents, taxCents: split.taxCents, lines: refundLineRows(split), kind: "part", note, idempotencyKey, adminId });
    if (!reserved.ok && reserved.reason === "duplicate") return refundPartOfOrder(context, request);
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
  await reverseRefundTax(context, { orderId, refundKey: refund.idempotencyKey });
  return { ok: true, amountCents: refund.amountCents, taxCents: refund.taxCents, completed };
}

/** What refunding these lines would give back now, tax included: the amount a return's Refund button names. */
export async function quoteLineRefund(context: Pick<ServiceContext, "db">, { orderId, lines }: { orderId: number; lines: readonly WantedLine[] }) {
  const state = await getRefundableOrder({ db: context.db, orderId });
  return state ? splitLineRefund(state.refundable, lines) : null;
}
