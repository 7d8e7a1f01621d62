import { orderJson, orderSummaryJson } from "~/lib/order-json";
import { listUserOrdersPage } from "~/models/order.server";
import { refundTotals } from "~/models/refund.server";
import { orderPage, type OrderViewer } from "./order-page.server";
import type { ServiceContext } from "./service-context";

/** GET /api/orders: one page of the signed-in shopper's orders and how many there are. */
export async function shopperOrdersPage(context: Pick<ServiceContext, "db">, { userId, limit, offset }: { userId: number; limit: number; offset: number }) {
  const { rows, total } = await listUserOrdersPage({ db: context.db, userId, limit, offset });
  const refunded = await refundTotals({ db: context.db, orderIds: rows.map((row) => row.id) });
  return { orders: rows.map((row) => orderSummaryJson({ ...row, refundedCents: refunded.get(row.id)?.refundedCents ?? 0 })), total };
}

/**
 * GET /api/orders/{id}: the same rule as the order page (a guest's order for
 * whoever holds its id, an account's for that account only; a stranger learns
 * nothing), and the same settling of a pending hosted payment.
 */
export async function shopperOrder(
  context: Pick<ServiceContext, "db" | "env" | "outbox">,
  { publicId, viewer, origin }: { publicId: string; viewer: OrderViewer; origin: string },
) {
  const page = await orderPage(context, { publicId, viewer, origin });
  if (!page.ok) return page;
  return { ok: true as const, order: orderJson({ ...page.order, refundedCents: page.refundedCents }) };
}
