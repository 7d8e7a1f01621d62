import { siteConfigFrom } from "~/lib/site";
import { findEmailStatus } from "~/models/email-outbox.server";
import { getOrderByPublicId, orderConfirmationMessageId } from "~/models/order.server";
import type { LoadContext } from "../http/load-context.server";

/**
 * What became of the confirmation e-mail, so the page says only what is true:
 * sent, still going out (a sender is configured), waiting in the outbox (none
 * is), failed for good, or none (orders placed through the payment API).
 */
export type ConfirmationEmailState = "sent" | "sending" | "waiting" | "failed" | "none";

/** The confirmation page's order, with its e-mail's state and the address to write to when it failed. */
export async function orderPage(context: Pick<LoadContext, "db" | "env" | "outbox">, publicId: string) {
  const order = await getOrderByPublicId({ db: context.db, publicId });
  if (!order) return null;
  const status = await findEmailStatus({ db: context.db, messageId: orderConfirmationMessageId(order.publicId) });
  const email: ConfirmationEmailState =
    status === null ? "none" : status === "pending" ? (context.outbox.delivery ? "sending" : "waiting") : status;
  const { contactEmail } = siteConfigFrom({ contactEmail: context.env.contactEmail });
  return { order, email, contactEmail };
}
