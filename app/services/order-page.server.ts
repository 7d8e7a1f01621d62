import { redirect } from "#remix-runtime";
import { getUser, requireUser } from "~/http/auth.server";
import type { LoadContext } from "~/http/load-context.server";
import { siteConfigFrom } from "~/lib/site";
import { findEmailStatus } from "~/models/email-outbox.server";
import { claimGuestOrder, getOrderByPublicId, orderConfirmationMessageId } from "~/models/order.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { refreshPendingPayment } from "./hosted-payment.server";

const notFound = () => new Response("Not Found", { status: 404 });

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
 * visitor logs in and comes back here, anyone else gets the same 404 as an
 * order that does not exist, so a forwarded or leaked link tells them nothing.
 */
export async function orderPage({ request, context, publicId }: { request: Request; context: LoadContext; publicId: string }) {
  let order = await getOrderByPublicId({ db: context.db, publicId });
  if (!order) throw notFound();
  // getUser first: requireUser would also send a signed-in stranger to log in.
  const viewer = await getUser(request, context);
  if (order.userId !== null && (viewer ?? (await requireUser(request, context))).id !== order.userId) throw notFound();
  // Back from paying with a hosted provider: its word, read server-side, settles
  // the order even before the webhook arrives (the return URL proves nothing).
  if (await refreshPendingPayment({ context, order, origin: publicOrigin(request, context) })) {
    order = (await getOrderByPublicId({ db: context.db, publicId })) ?? order;
  }
  const status = await findEmailStatus({ db: context.db, messageId: orderConfirmationMessageId(order.publicId) });
  const email: ConfirmationEmailState =
    status === null ? "none" : status === "pending" ? (context.outbox.delivery ? "sending" : "waiting") : status;
  const { contactEmail } = siteConfigFrom({ contactEmail: context.env.contactEmail });
  return { order, email, contactEmail, claimable: isClaimable(order, viewer) };
}

/**
 * A guest's order can join the account of the shopper who opens its link while
 * signed in with the address it was placed with. Registering alone does not
 * move guest orders (an address is not proven by registering); holding the
 * link from the confirmation e-mail as well is what we take as proof.
 */
function isClaimable(order: { userId: number | null; customerEmail: string }, viewer: { email: string } | null) {
  return order.userId === null && viewer !== null && viewer.email === order.customerEmail;
}

/** "Add to my account" on a guest order's page (a plain form). */
export async function claimOrderForViewer({ request, context, publicId }: { request: Request; context: LoadContext; publicId: string }) {
  const viewer = await requireUser(request, context);
  const order = await getOrderByPublicId({ db: context.db, publicId });
  if (!order) throw notFound();
  // A second submit of the same form: it is already there.
  if (order.userId === viewer.id) return redirect(`/orders/${order.publicId}`);
  if (!isClaimable(order, viewer)) throw notFound();
  await claimGuestOrder({ db: context.db, orderId: order.id, userId: viewer.id, email: viewer.email });
  return redirectWithToast(context, `/orders/${order.publicId}`, { title: "Order added to your account", type: "success" });
}
