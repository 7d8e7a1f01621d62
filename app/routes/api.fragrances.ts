import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { pagingHeaders } from "~/lib/api-paging";
import { correctedToHeader, parseCatalogueApiQuery } from "~/lib/catalogue-api-query";
import { fragranceApiCreateSchema } from "~/lib/fragrance-schema";
import { createFragrance } from "~/models/admin-fragrance.server";
import { listApiFragrances } from "~/models/fragrance.server";
import { withApiSizes } from "~/services/fragrance-api.server";
import { DUPLICATE_NAME } from "~/services/save-fragrance.server";
import { requireApiAdmin } from "~/http/auth.server";
import { apiError, parseJsonBody } from "~/http/json-api.server";
import { publicUrl } from "~/http/public-origin.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

/**
 * GET /api/fragrances: the list (docs/product.md), filtered like the shop and
 * paged in SQL (limit 1 to 200, default 200) so no request pulls a large
 * catalogue at once; X-Total-Count and Link headers lead to the other pages.
 * A misspelt search answers for its correction, as /shop does, and says so in
 * X-Search-Corrected-To, so the body keeps its shape (a plain array). Each
 * fragrance lists its `sizes` with their availability.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const parsed = parseCatalogueApiQuery(new URL(request.url).searchParams);
  if (!parsed.success) return apiError(400, "Invalid query.", parsed.errors);
  const { items, total, correction } = await listApiFragrances({ db: context.db, ...parsed.query });
  const headers = pagingHeaders(publicUrl(request, context), parsed.query, total);
  if (correction) headers["X-Search-Corrected-To"] = correctedToHeader(correction.to);
  return Response.json(await withApiSizes(context, items), { headers });
}

/**
 * POST /api/fragrances (admin; the request guard lets no other method through):
 * create from a body validated with the admin form's schema, plus the optional
 * opening `stock` per size (docs/product.md);
 * 201 with the fragrance and its Location, 409 when the name is taken.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  // Thrown, like the admin check's 401 and 403 just after it.
  if (limited) throw limited;
  const admin = await requireApiAdmin(request, context);
  const parsed = await parseJsonBody(request, fragranceApiCreateSchema, { message: "Failed to create fragrance. Please try again." });
  if ("error" in parsed) return parsed.error;
  const { stock, ...input } = parsed.data;
  const created = await createFragrance({ db: context.db, userId: admin.id, input, openingStock: stock });
  if (!created.ok) return apiError(409, DUPLICATE_NAME, { name: [DUPLICATE_NAME] });
  return Response.json(created.fragrance, { status: 201, headers: { Location: `/api/fragrances/${created.fragrance.id}` } });
}
