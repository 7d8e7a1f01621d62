import { siteConfigFrom } from "~/lib/site";
import { findEmailStatus } from "~/models/email-outbox.server";
import { claimGuestOrder, getOrderByPublicId, orderConfirmationMessageId } from "~/models/order.server";
import { refundTotals } from "~/models/refund.server";
import { orderPointsEarned } from "~/models/reward.server";
import { refreshPendingPayment } from "./hosted-payment.server";
import { orderAccess, type OrderViewer } from "./order-access.server";
import { returnsOverview } from "./request-return.server";
import type { ServiceContext } from "./service-context";

export type { OrderViewer } from "./order-access.server";

/**
 * The one answer for an order the visitor may not see, so a forwarded or
 * leaked link tells a stranger nothing: the same as an order that does not exist.
 */
const NOT_FOUND = { ok: false, reason: "not-found" } as const;

/**
 * What became of the confirmation e-mail, so the page says only what is true:
 * sent, still going out (a sender is configured), waiting in the outbox (none
 * is), failed for good, or none (orders placed through the payment API).
 */
export type ConfirmationEmailState = "sent" | "sending" | "waiting" | "failed" | "none";

/**
 * The order page's order, for whoever may see it, with its e-mail's state and
 * the address to write to when it failed. The link holds 128 random bits, so a
 * guest's order (no account) is shown to whoever holds the link: the e-mail
 * and the redirect after checkout are all a guest has. An order placed while
 * signed in belongs to that account and is shown to it alone: a signed-out
 * visitor is asked to sign in ("sign-in-required") and comes back here, anyone
 * else is told "not-found". `origin` is the shop's public origin, for the
 * confirmation e-mail a settled payment sends; `now` dates the return windows.
 */
export async function orderPage(
  context: Pick<ServiceContext, "db" | "env" | "outbox">,
  { publicId, viewer, origin, now = Date.now() }: { publicId: string; viewer: OrderViewer; origin: string; now?: number },
) {
  let order = await getOrderByPublicId({ db: context.db, publicId });
  if (!order) return NOT_FOUND;
  const access = orderAccess(order, viewer);
  if (access !== "ok") return { ok: false, reason: access } as const;
  // Back from paying with a hosted provider: its word, read server-side, settles
  // the order even before the webhook arrives (the return URL proves nothing).
  if (await refreshPendingPayment({ context, order, origin })) {
    order = (await getOrderByPublicId({ db: context.db, publicId })) ?? order;
  }
  const status = await findEmailStatus({ db: context.db, messageId: orderConfirmationMessageId(order.publicId) });
  const email: ConfirmationEmailState =
    status === null ? "none" : status === "pending" ? (context.outbox.delivery ? "sending" : "waiting") : status;
  const { contactEmail } = siteConfigFrom({ contactEmail: context.env.contactEmail });
  const refundedCents = (await refundTotals({ db: context.db, orderIds: [order.id] })).get(order.id)?.refundedCents ?? 0;
  // The requests so far, and whether (or why not) more can be asked.
  const returns = await returnsOverview(context, { publicId: order.publicId, now });
  // What the order earned in Scent Rewards (0 for a guest, a non-member, or before it is paid).
  const pointsEarned = await orderPointsEarned({ db: context.db, orderId: order.id });
  return { ok: true, order, refundedCents, email, contactEmail, claimable: isClaimable(order, viewer), returns, pointsEarned } as const;
}

/**
 * A guest's order can join the account of the shopper who opens its link while
 * signed in with the address it was placed with. Registering alone does not
 * move guest orders (an address is not proven by registering); holding the
 * link from the confirmation e-mail as well is what we take as proof.
 */
function isClaimable(order: { userId: number | null; customerEmail: string }, viewer: OrderViewer) {
  return order.userId === null && viewer !== null && viewer.email === order.customerEmail;
}

/**
 * "Add to my account" on a guest order's page, by a signed-in shopper. A
 * second submit of the same form finds it already theirs.
 */
export async function claimOrder(
  context: Pick<ServiceContext, "db">,
  { publicId, viewer }: { publicId: string; viewer: NonNullable<OrderViewer> },
): Promise<{ ok: true; publicId: string; alreadyTheirs: boolean } | typeof NOT_FOUND> {
  const order = await getOrderByPublicId({ db: context.db, publicId });
  if (!order) return NOT_FOUND;
  if (order.userId === viewer.id) return { ok: true, publicId: order.publicId, alreadyTheirs: true };
  if (!isClaimable(order, viewer)) return NOT_FOUND;
  await claimGuestOrder({ db: context.db, orderId: order.id, userId: viewer.id, email: viewer.email });
  return { ok: true, publicId: order.publicId, alreadyTheirs: false };
}
