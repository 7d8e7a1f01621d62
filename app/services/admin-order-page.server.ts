import { getOrderForAdmin } from "~/models/admin-order.server";
import { listOrderRefunds } from "~/models/refund.server";
import { listReturnRequests } from "~/models/return-request.server";
import { RETURN_REQUEST_STATUS_LABELS } from "~/lib/returns";
import { lineTaxRate, orderTaxRow } from "~/lib/order-tax.server";
import type { ServiceContext } from "./service-context";

/**
 * The admin's order page: the order, its refunds ledger, what has gone back
 * and what may still be refunded (its total less refunds made or pending),
 * and its return requests with their statuses (each handled on its own page).
 * Sales tax: the order's row ("Sales tax (Denver, CO 8.81%)", null without
 * tax) and each line's tax with its rate ("8.81%") and jurisdiction.
 */
export async function adminOrderPage(context: Pick<ServiceContext, "db">, { orderId }: { orderId: number }) {
  const order = await getOrderForAdmin({ db: context.db, orderId });
  if (!order) return null;
  const [refunds, requests] = await Promise.all([listOrderRefunds({ db: context.db, orderId }), listReturnRequests({ db: context.db, orderId })]);
  const returns = requests.map((request) => ({ id: request.id, number: request.number, status: RETURN_REQUEST_STATUS_LABELS[request.status] }));
  const sum = (status: string) => refunds.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amountCents, 0);
  const refundedCents = sum("succeeded");
  const items = order.items.map((item) => ({ ...item, taxRate: lineTaxRate(item.taxRatePpm) }));
  return {
    order: { ...order, items },
    tax: orderTaxRow(order),
    refunds,
    returns,
    refundedCents,
    refundableCents: Math.max(0, order.totalCents - refundedCents - sum("pending")),
  };
}
