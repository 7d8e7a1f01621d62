import type { LoaderFunctionArgs } from "#remix-runtime";
import { shopperOrder } from "~/services/order-api.server";
import { getUser } from "~/http/auth.server";
import { apiError } from "~/http/json-api.server";
import { publicOrigin } from "~/http/public-origin.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

/**
 * GET /api/orders/{id}: one order by the id in its private link. An order
 * placed while signed in answers 401 until its owner signs in; to anyone else
 * it is 404, like an order that does not exist.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const viewer = await getUser(request, context);
  const found = await shopperOrder(context, { publicId: params.publicId ?? "", viewer, origin: publicOrigin(request, context) });
  if (!found.ok) return found.reason === "sign-in-required" ? apiError(401, "Sign in to see this order.") : apiError(404, "Order not found.");
  return Response.json(found.order, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}
