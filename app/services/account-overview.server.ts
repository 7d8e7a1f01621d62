import type { Db } from "../../db/client";
import { describeShipping } from "~/lib/shipping";
import { orderDate, orderNumber, orderStatusText } from "~/lib/order-display";
import { refundTotals } from "~/models/refund.server";
import { listFavoriteFragrances } from "~/models/favorite.server";
import { listPasskeys } from "~/models/passkey.server";
import { shopDate, shopDateTime } from "~/lib/shop-time";
import { listUserOrders } from "~/models/order.server";
import { orderTaxSummaries } from "~/models/order-tax.server";
import { salesTaxLabel } from "~/lib/order-tax.server";
import { latestReturnStatuses } from "~/models/return-request.server";
import { RETURN_REQUEST_STATUS_LABELS } from "~/lib/returns";
import { loadRewardsOverview } from "./scent-rewards.server";

export const ORDERS_PER_PAGE = 10;

/**
 * The signed-in account screen: the shopper's favourites and one page of their
 * own orders (newest first), each as the shopper sees it: number, day, status,
 * total (with the sales tax inside it, when any) and the link to its page; Scent Rewards (null before joining); and
 * the account's passkeys.
 */
export async function loadAccountOverview({ db, userId, ordersPage }: { db: Db; userId: number; ordersPage: number }) {
  const [favorites, history, rewards, passkeys] = await Promise.all([
    listFavoriteFragrances({ db, userId }),
    listUserOrders({ db, userId, page: ordersPage, pageSize: ORDERS_PER_PAGE }),
    loadRewardsOverview({ db }, { userId }),
    listPasskeys({ db, userId }),
  ]);
  const orderIds = history.orders.map((order) => order.id);
  const [refunded, returns, taxes] = await Promise.all([
    refundTotals({ db, orderIds }),
    latestReturnStatuses({ db, orderIds }),
    orderTaxSummaries({ db, orderIds }),
  ]);
  return {
    favorites,
    rewards,
    passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({
      id,
      name,
      added: shopDate(createdAt),
      addedAt: createdAt.toISOString(),
      lastUsed: lastUsedAt ? shopDateTime(lastUsedAt) : null,
      lastUsedAt: lastUsedAt?.toISOString() ?? null,
    })),
    orders: {
      page: ordersPage,
      hasOlder: history.hasOlder,
      rows: history.orders.map((order) => ({
        href: `/orders/${order.publicId}`,
        number: orderNumber(order.publicId),
        date: orderDate(order.createdAt),
        placedAt: order.createdAt.toISOString(),
        status: orderStatusText(order.status, refunded.get(order.id)?.refundedCents ?? 0),
        returnStatus: returns.has(order.id) ? `Return: ${RETURN_REQUEST_STATUS_LABELS[returns.get(order.id)!]}` : null,
        shipping: describeShipping(order),
        totalCents: order.totalCents,
        tax: taxes.has(order.id) ? { label: salesTaxLabel(taxes.get(order.id)!.rates), cents: taxes.get(order.id)!.taxCents } : null,
      })),
    },
  };
}
