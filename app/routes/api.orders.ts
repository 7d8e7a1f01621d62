import type { LoaderFunctionArgs } from "#remix-runtime";
import { pagingHeaders, parsePaging } from "~/lib/api-paging";
import { shopperOrdersPage } from "~/services/order-api.server";
import { requireApiUser } from "~/http/auth.server";
import { apiError } from "~/http/json-api.server";
import { publicUrl } from "~/http/public-origin.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

const DEFAULT_LIMIT = 20;

/** GET /api/orders: the signed-in shopper's orders, newest first, paged like the other lists (Link, X-Total-Count). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const user = await requireApiUser(request, context);
  const parsed = parsePaging(new URL(request.url).searchParams, DEFAULT_LIMIT);
  if (!parsed.success) return apiError(400, "Invalid query.", parsed.errors);
  const { orders, total } = await shopperOrdersPage(context, { userId: user.id, ...parsed.paging });
  return Response.json(orders, {
    headers: { "Cache-Control": "private, no-store", ...pagingHeaders(publicUrl(request, context), parsed.paging, total) },
  });
}
