import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { MAX_PAGE_SIZE, pagingHeaders, parsePaging } from "~/lib/api-paging";
import { favoriteSchema } from "~/lib/auth-schemas";
import { addFavorite, listFavoriteFragrancesPage } from "~/models/favorite.server";
import { apiError, parseJsonBody } from "~/http/json-api.server";
import { requireApiUser } from "~/http/auth.server";
import { publicUrl } from "~/http/public-origin.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

/** GET /api/favorites: the signed-in user's favourite fragrances, 200 a page, with Link headers. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const user = await requireApiUser(request, context);
  const parsed = parsePaging(new URL(request.url).searchParams, MAX_PAGE_SIZE);
  if (!parsed.success) return apiError(400, "Invalid query.", parsed.errors);
  const { items, total } = await listFavoriteFragrancesPage({ db: context.db, userId: user.id, ...parsed.paging });
  return Response.json(items, {
    headers: { "Cache-Control": "private, no-store", ...pagingHeaders(publicUrl(request, context), parsed.paging, total) },
  });
}

/** POST /api/favorites `{ fragranceId }`: 201 when added, 200 when it already was. */
export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const user = await requireApiUser(request, context);
  const parsed = await parseJsonBody(request, favoriteSchema);
  if ("error" in parsed) return parsed.error;
  const { fragranceId } = parsed.data;
  const outcome = await addFavorite({ db: context.db, userId: user.id, fragranceId });
  if (outcome === "not-found") return apiError(404, "Fragrance not found.");
  return Response.json(
    { message: "Fragrance added to your favorites.", fragranceId },
    { status: outcome === "added" ? 201 : 200 },
  );
}
