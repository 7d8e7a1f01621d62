import { ageInShopDays, ATTENTION_OLDEST_LIMIT, type AdminAttention, type AttentionItem } from "~/lib/attention-text";
import { orderNumber } from "~/lib/order-display";
import {
  countFailedEmails,
  countPendingReviews,
  returnsAwaitingDecision,
  stockAttention,
  unshippedOrders,
} from "~/models/admin-attention.server";
import type { ServiceContext } from "./service-context";

export type { AdminAttention, AttentionItem, AttentionSize } from "~/lib/attention-text";

/**
 * What needs attention today, for the admin dashboard's list and /admin's
 * strip: paid orders not yet shipped and returns waiting for a decision (each
 * with the oldest few and their age in shop days as of `now`), sizes sold out
 * and low, reviews to moderate and failed e-mails.
 */
export async function adminAttention(context: Pick<ServiceContext, "db">, { now }: { now: number | Date }): Promise<AdminAttention> {
  const { db } = context;
  const limit = ATTENTION_OLDEST_LIMIT;
  const [unshipped, returnsAwaiting, stock, reviewsPending, emailsFailed] = await Promise.all([
    unshippedOrders({ db, limit }),
    returnsAwaitingDecision({ db, limit }),
    stockAttention({ db, limit }),
    countPendingReviews({ db }),
    countFailedEmails({ db }),
  ]);
  const item = (id: number, number: string, createdAt: Date): AttentionItem => ({
    id,
    number,
    createdAt: createdAt.getTime(),
    ageDays: ageInShopDays(createdAt, now),
  });
  return {
    unshipped: { count: unshipped.count, oldest: unshipped.oldest.map((order) => item(order.id, orderNumber(order.publicId), order.createdAt)) },
    returnsAwaiting: {
      count: returnsAwaiting.count,
      oldest: returnsAwaiting.oldest.map((request) => item(request.id, request.number, request.createdAt)),
    },
    stock: {
      soldOut: stock.soldOut.map(({ fragranceId, name, size }) => ({ fragranceId, name, size })),
      low: stock.low.map(({ fragranceId, name, size, onHand }) => ({ fragranceId, name, size, onHand: Number(onHand) })),
      soldOutCount: stock.soldOutCount,
      lowCount: stock.lowCount,
    },
    reviewsPending,
    emailsFailed,
  };
}
