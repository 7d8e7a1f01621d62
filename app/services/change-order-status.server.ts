import { shippingNoticeEmail } from "~/lib/emails/shipping-notice";
import { lineName } from "~/lib/sizes";
import { orderNumber } from "~/lib/order-display";
import { actionRefunds, canTakeOrderAction, ORDER_ACTION_TARGETS, type OrderAction } from "~/lib/order-status";
import { splitWholeRefund } from "~/lib/refund-split";
import { siteConfigFrom } from "~/lib/site";
import { changeOrderStatus, getOrderForAdmin, type SettledRefund } from "~/models/admin-order.server";
import { getRefundableOrder, refundLineRows } from "~/models/refund-lines.server";
import { refundTotals } from "~/models/refund.server";
import { getOrderPaymentProvider } from "./payment/choose-provider";
import type { ServiceContext } from "./service-context";
import { reverseRefundTax } from "./tax-books.server";

export type OrderStatusChangeResult =
  | { ok: true; action: OrderAction }
  | { ok: false; reason: "not-found" | "unknown-action" | "invalid" | "not-allowed" }
  | { ok: false; reason: "refund-failed"; detail: string }
  /** Someone else moved the order first; a refund made before that is not undone. */
  | { ok: false; reason: "changed-meanwhile"; refundReference: string | undefined };

/**
 * An admin's status change on /admin/orders/{id}. The route has read the post:
 * `action` is the button pressed (null when it is none of the order actions)
 * and `form` its form's values when they validated (null when not). The order
 * is looked up first, so a missing one is "not-found" whatever was posted.
 * Then: the move must be allowed from the order's status; money goes back
 * through the payment provider when the move refunds (a refused refund writes
 * nothing): everything charged that is not yet refunded, with all the sales
 * tax not yet refunded; and status, audit row, the refund's row with what it
 * gave back of each line and, for a shipment, the shipping e-mail (linking to
 * the order on the public `origin`) are written in one batch. Then the tax
 * provider's sale is reversed by the refund (a failure there is logged).
 */
export async function changeOrderStatusAsAdmin(
  context: Pick<ServiceContext, "db" | "env" | "outbox" | "log">,
  {
    adminId,
    orderId,
    origin,
    action,
    form,
  }: {
    adminId: number;
    orderId: number;
    origin: string;
    action: OrderAction | null;
    form: { intent: OrderAction; trackingNumber?: string } | null;
  },
): Promise<OrderStatusChangeResult> {
  const order = await getOrderForAdmin({ db: context.db, orderId });
  if (!order) return { ok: false, reason: "not-found" };
  if (!action) return { ok: false, reason: "unknown-action" };
  if (!form) return { ok: false, reason: "invalid" };
  if (!canTakeOrderAction(order.status, action)) return { ok: false, reason: "not-allowed" };

  // What is left to give back: the total charged less the refunds already made (or on their way).
  let refund: SettledRefund | undefined;
  if (actionRefunds(order.status, action)) {
    const so = (await refundTotals({ db: context.db, orderIds: [orderId] })).get(orderId);
    const amountCents = order.totalCents - (so?.refundedCents ?? 0) - (so?.pendingCents ?? 0);
    const state = await getRefundableOrder({ db: context.db, orderId });
    if (amountCents > 0 && state) {
      const taxCents = Math.max(0, state.taxCents - state.refundedTaxCents);
      // The payment's own reference is the key: this order's one "rest of it" refund, however often it is pressed.
      const idempotencyKey = order.paymentReference ?? `order-${order.publicId}`;
      const refunded = await getOrderPaymentProvider(context.env, order.paymentProvider).refund({ reference: order.paymentReference ?? "", amountCents, idempotencyKey });
      if (!refunded.ok) return { ok: false, reason: "refund-failed", detail: refunded.reason };
      const lines = refundLineRows(splitWholeRefund(state.refundable));
      refund = { amountCents, taxCents, lines, idempotencyKey, reference: refunded.reference, kind: action === "cancel" ? "cancel" : "order" };
    }
  }
  const refundReference = refund?.reference;

  const trackingNumber = form.trackingNumber ?? null;
  const email =
    action === "ship"
      ? {
          kind: "shipping-notice" as const,
          to: order.customerEmail,
          ...shippingNoticeEmail({
            brandName: siteConfigFrom({ brandName: context.env.brandName }).brandName,
            customerName: order.customerName,
            orderNumber: orderNumber(order.publicId),
            lines: order.items.map((item) => ({ ...item, name: lineName(item.name, item.size) })),
            trackingNumber,
            orderUrl: `${origin}/orders/${order.publicId}`,
          }),
        }
      : undefined;

  const changed = await changeOrderStatus({
    db: context.db,
    change: { orderId, userId: adminId, action, from: order.status, to: ORDER_ACTION_TARGETS[action], trackingNumber, refund, email },
  });
  // The refund is outside the batch (a provider is not part of our database):
  // the route says it was made, so the admin checks it rather than refund again.
  if (!changed.ok) return { ok: false, reason: "changed-meanwhile", refundReference };
  if (refund) await reverseRefundTax(context, { orderId, refundKey: refund.idempotencyKey });
  // The shipping notice goes out right after the response, not at the next sweep.
  if (email) context.outbox.queued = true;
  return { ok: true, action };
}
