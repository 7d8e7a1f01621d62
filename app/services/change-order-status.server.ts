import { data } from "#remix-runtime";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { shippingNoticeEmail } from "~/lib/emails/shipping-notice";
import { orderNumber } from "~/lib/order-display";
import { actionRefunds, canTakeOrderAction, isOrderAction, ORDER_ACTION_TARGETS, type OrderAction } from "~/lib/order-status";
import { ORDER_ACTION_SCHEMAS, ORDER_ACTION_TOASTS, ORDER_STATUS_MESSAGES } from "~/lib/order-status-schema";
import { siteConfigFrom } from "~/lib/site";
import { changeOrderStatus, getOrderForAdmin } from "~/models/admin-order.server";
import type { AdminFormPost } from "../http/admin-form-post.server";
import { publicOrigin } from "../http/public-origin.server";
import { redirectWithToast } from "../http/toast.server";
import { getOrderPaymentProvider } from "./payment/choose-provider";

/** What the order page gets back from a refused post: the form it came from and its messages. */
export type OrderStatusReply = { intent: OrderAction | null; result: SubmissionResult<string[]> | null; message: string | null };

function refused(status: number, reply: Partial<OrderStatusReply>) {
  return data<OrderStatusReply>({ intent: null, result: null, message: null, ...reply }, { status });
}

/**
 * An admin's status change on /admin/orders/{id}: validate the form of the
 * action taken, check the move is allowed from the order's status, refund
 * through the payment provider when money goes back (a refused refund writes
 * nothing), then write status, audit row and shipping e-mail in one batch.
 * Success redirects back to the order with a toast; anything else answers 4xx
 * with the reason beside the form and nothing written.
 */
export async function changeOrderStatusForm({
  request,
  context,
  admin,
  orderId,
}: AdminFormPost & { orderId: number }) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const order = await getOrderForAdmin({ db: context.db, orderId });
  if (!order) throw new Response("Not Found", { status: 404 });
  if (!isOrderAction(intent)) return refused(400, { message: ORDER_STATUS_MESSAGES.notAllowed });

  const submission = parseWithZod(formData, { schema: ORDER_ACTION_SCHEMAS[intent] });
  if (submission.status !== "success") return refused(400, { intent, result: submission.reply() });
  const formError = (status: number, message: string) => refused(status, { intent, result: submission.reply({ formErrors: [message] }) });
  if (!canTakeOrderAction(order.status, intent)) return formError(409, ORDER_STATUS_MESSAGES.notAllowed);

  let refundReference: string | undefined;
  if (actionRefunds(order.status, intent)) {
    const refund = await getOrderPaymentProvider(context.env, order.paymentProvider).refund(order.paymentReference ?? "", order.totalCents);
    if (!refund.ok) return formError(422, `The refund failed: ${refund.reason}`);
    refundReference = refund.reference;
  }

  const trackingNumber = "trackingNumber" in submission.value ? (submission.value.trackingNumber ?? null) : null;
  const email =
    intent === "ship"
      ? {
          kind: "shipping-notice" as const,
          to: order.customerEmail,
          ...shippingNoticeEmail({
            brandName: siteConfigFrom({ brandName: context.env.brandName }).brandName,
            customerName: order.customerName,
            orderNumber: orderNumber(order.publicId),
            lines: order.items,
            trackingNumber,
            orderUrl: `${publicOrigin(request, context)}/orders/${order.publicId}`,
          }),
        }
      : undefined;

  const changed = await changeOrderStatus({
    db: context.db,
    change: { orderId, userId: admin.id, action: intent, from: order.status, to: ORDER_ACTION_TARGETS[intent], trackingNumber, refundReference, email },
  });
  if (!changed.ok) {
    // The refund is outside the batch (a provider is not part of our database):
    // say so, so the admin can check it rather than refund again.
    const refunded = refundReference ? ` The refund ${refundReference} was made; check it with the payment provider.` : "";
    return formError(409, `${ORDER_STATUS_MESSAGES.changed}${refunded}`);
  }
  // The shipping notice goes out right after this response, not at the next sweep.
  if (email) context.outbox.queued = true;
  return redirectWithToast(context, `/admin/orders/${orderId}`, { ...ORDER_ACTION_TOASTS[intent], type: "success" });
}
