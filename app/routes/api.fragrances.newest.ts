import type { LoaderFunctionArgs } from "#remix-runtime";
import { pagingHeaders, parsePaging } from "~/lib/api-paging";
import { countFragrances, listNewestFragrances } from "~/models/fragrance.server";
import { withApiSizes } from "~/services/fragrance-api.server";
import { apiError } from "~/http/json-api.server";
import { publicUrl } from "~/http/public-origin.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

/** Newest arrivals come 12 at a time unless a client asks for more (up to 200). */
const NEWEST_PAGE_SIZE = 12;

/**
 * GET /api/fragrances/newest: the catalogue, newest first, a page at a time,
 * with X-Total-Count and Link headers like every list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const parsed = parsePaging(new URL(request.url).searchParams, NEWEST_PAGE_SIZE);
  if (!parsed.success) return apiError(400, "Invalid query.", parsed.errors);
  const [items, total] = await Promise.all([
    listNewestFragrances({ db: context.db, ...parsed.paging }),
    countFragrances({ db: context.db }),
  ]);
  return Response.json(await withApiSizes(context, items), { headers: pagingHeaders(publicUrl(request, context), parsed.paging, total) });
}
