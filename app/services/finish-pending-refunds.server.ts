import { listStalePendingRefunds } from "~/models/refund.server";
import { refundPartOfOrder } from "./refund-part.server";
import type { ServiceContext } from "./service-context";

/** A refund still pending after this long was interrupted (a provider answers in seconds), not slow. */
export const STALE_REFUND_MS = 10 * 60 * 1000;

/** At most this many per sweep: each is a call to the payment provider. */
const PER_SWEEP = 20;

/**
 * Finishes partial refunds a crash left pending between the provider's answer
 * and the settling (decision 0048): each is asked of the provider again under
 * its own key, which answers the refund already made (or makes it, if the
 * first call never arrived), and is then settled or marked failed, exactly as
 * the admin sending the same form again would. Runs with the hourly
 * housekeeping on both runtimes; a return request whose refund this settles
 * stays "Received" until the admin presses Refund again, which then only moves it.
 */
export async function finishPendingRefunds(context: Pick<ServiceContext, "db" | "env">, { now = Date.now() }: { now?: number } = {}) {
  const stale = await listStalePendingRefunds({ db: context.db, before: new Date(now - STALE_REFUND_MS), limit: PER_SWEEP });
  let finished = 0;
  for (const refund of stale) {
    const result = await refundPartOfOrder(context, {
      adminId: refund.createdBy,
      orderId: refund.orderId,
      amountCents: refund.amountCents,
      note: refund.note,
      idempotencyKey: refund.idempotencyKey,
    });
    if (result.ok) finished += 1;
  }
  return { pending: stale.length, finished };
}
