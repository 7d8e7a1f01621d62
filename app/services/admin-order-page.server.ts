import { getOrderForAdmin } from "~/models/admin-order.server";
import { listOrderRefunds } from "~/models/refund.server";
import type { ServiceContext } from "./service-context";

/**
 * The admin's order page: the order, its refunds ledger, what has gone back
 * and what may still be refunded (its total less refunds made or pending).
 */
export async function adminOrderPage(context: Pick<ServiceContext, "db">, { orderId }: { orderId: number }) {
  const order = await getOrderForAdmin({ db: context.db, orderId });
  if (!order) return null;
  const refunds = await listOrderRefunds({ db: context.db, orderId });
  const sum = (status: string) => refunds.filter((refund) => refund.status === status).reduce((total, refund) => total + refund.amountCents, 0);
  const refundedCents = sum("succeeded");
  return { order, refunds, refundedCents, refundableCents: Math.max(0, order.totalCents - refundedCents - sum("pending")) };
}
