import { getUser, requireUser } from "~/http/auth.server";
import type { LoadContext } from "~/http/load-context.server";
import { getOrderByPublicId } from "~/models/order.server";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * The order page's order, for whoever may see it. The link holds 128 random
 * bits, so a guest's order (no account) is shown to whoever holds the link:
 * the e-mail and the redirect after checkout are all a guest has. An order
 * placed while signed in belongs to that account and is shown to it alone: a
 * signed-out visitor logs in and comes back here, anyone else gets the same
 * 404 as an order that does not exist, so a forwarded or leaked link tells
 * them nothing.
 */
export async function loadOrderForViewer({ request, context, publicId }: { request: Request; context: LoadContext; publicId: string }) {
  const order = await getOrderByPublicId({ db: context.db, publicId });
  if (!order) throw notFound();
  if (order.userId !== null) {
    // getUser first: requireUser would also send a signed-in stranger to log in.
    const viewer = (await getUser(request, context)) ?? (await requireUser(request, context));
    if (viewer.id !== order.userId) throw notFound();
  }
  return order;
}
