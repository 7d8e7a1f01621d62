import { getUser, requireUser } from "~/http/auth.server";
import type { LoadContext } from "~/http/load-context.server";
import { siteConfigFrom } from "~/lib/site";
import { findEmailStatus } from "~/models/email-outbox.server";
import { getOrderByPublicId, orderConfirmationMessageId } from "~/models/order.server";

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
  const order = await getOrderByPublicId({ db: context.db, publicId });
  if (!order) throw notFound();
  if (order.userId !== null) {
    // getUser first: requireUser would also send a signed-in stranger to log in.
    const viewer = (await getUser(request, context)) ?? (await requireUser(request, context));
    if (viewer.id !== order.userId) throw notFound();
  }
  const status = await findEmailStatus({ db: context.db, messageId: orderConfirmationMessageId(order.publicId) });
  const email: ConfirmationEmailState =
    status === null ? "none" : status === "pending" ? (context.outbox.delivery ? "sending" : "waiting") : status;
  const { contactEmail } = siteConfigFrom({ contactEmail: context.env.contactEmail });
  return { order, email, contactEmail };
}
