import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { pagingHeaders } from "~/lib/api-paging";
import { correctedToHeader, parseCatalogueApiQuery } from "~/lib/catalogue-api-query";
import { listApiFragrances } from "~/models/fragrance.server";
import { handleFragranceCollectionAction } from "~/services/fragrance-api.server";
import { apiError } from "~/http/json-api.server";
import { publicUrl } from "~/http/public-origin.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

/**
 * GET /api/fragrances: the list (docs/product.md), filtered like the shop and
 * paged in SQL (limit 1 to 200, default 200) so no request pulls a large
 * catalogue at once; X-Total-Count and Link headers lead to the other pages.
 * A misspelt search answers for its correction, as /shop does, and says so in
 * X-Search-Corrected-To, so the body keeps its shape (a plain array).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const parsed = parseCatalogueApiQuery(new URL(request.url).searchParams);
  if (!parsed.success) return apiError(400, "Invalid query.", parsed.errors);
  const { items, total, correction } = await listApiFragrances({ db: context.db, ...parsed.query });
  const headers = pagingHeaders(publicUrl(request, context), parsed.query, total);
  if (correction) headers["X-Search-Corrected-To"] = correctedToHeader(correction.to);
  return Response.json(items, { headers });
}

/** POST /api/fragrances (admin): create from a validated body; 201 with the fragrance. */
export const action = ({ request, context }: ActionFunctionArgs) => handleFragranceCollectionAction(request, context);
