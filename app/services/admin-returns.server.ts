import { allowedReturnActions, returnRefundLines } from "~/lib/return-actions";
import { RETURN_REASON_LABELS, RETURN_REQUEST_STATUS_LABELS, type ReturnRequestStatus } from "~/lib/returns";
import { orderNumber } from "~/lib/order-display";
import { getReturnForAdmin, listReturnsForAdmin } from "~/models/admin-return.server";
import { getOrderPublicIdById } from "~/models/admin-order.server";
import { quoteLineRefund } from "./refund-part.server";
import type { ServiceContext } from "./service-context";

/** One page of the admin's returns list, as the table shows it. */
export async function adminReturnsPage(
  context: Pick<ServiceContext, "db">,
  { search, page, pageSize }: { search: { status?: ReturnRequestStatus; query?: string }; page: number; pageSize: number },
) {
  const { requests, total } = await listReturnsForAdmin({ db: context.db, search, page, pageSize });
  return {
    total,
    requests: requests.map((request) => ({
      id: request.id,
      number: request.number,
      createdAt: request.createdAt.toISOString(),
      orderId: request.orderId,
      orderNumber: orderNumber(request.orderPublicId),
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      reason: RETURN_REASON_LABELS[request.reason],
      units: Number(request.units),
      valueCents: Number(request.valueCents),
      status: RETURN_REQUEST_STATUS_LABELS[request.status],
    })),
  };
}

/** One request as its admin page shows it, with the steps that can be taken now. */
export async function adminReturnPage(context: Pick<ServiceContext, "db">, { requestId }: { requestId: number }) {
  const request = await getReturnForAdmin({ db: context.db, requestId });
  if (!request) return null;
  const replacement = request.exchangeOrderId ? await getOrderPublicIdById({ db: context.db, orderId: request.exchangeOrderId }) : null;
  // What the Refund button gives back: the lines as paid and their share of the sales tax.
  const refund = await quoteLineRefund(context, { orderId: request.orderId, lines: returnRefundLines(request.items) });
  return {
    id: request.id,
    number: request.number,
    status: request.status,
    statusLabel: RETURN_REQUEST_STATUS_LABELS[request.status],
    reason: request.reason,
    reasonLabel: RETURN_REASON_LABELS[request.reason],
    note: request.note,
    decisionNote: request.decisionNote,
    createdAt: request.createdAt.toISOString(),
    statusChangedAt: request.statusChangedAt.toISOString(),
    order: { id: request.orderId, number: orderNumber(request.orderPublicId) },
    customer: { name: request.customerName, email: request.customerEmail },
    items: request.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      refundCents: item.refundCents,
      replacement: request.reason === "defective" ? (item.exchangeFragranceName ?? item.name) : null,
    })),
    refundCents: refund?.amountCents ?? 0,
    replacement: replacement ? { id: request.exchangeOrderId!, number: orderNumber(replacement) } : null,
    actions: allowedReturnActions(request.status, request.reason),
  };
}
