import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { favoriteSchema } from "~/lib/auth-schemas";
import { addFavorite, listFavoriteFragrances } from "~/models/favorite.server";
import { apiError, methodNotAllowed, readJsonBody, validationError } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { checkRateLimit } from "~/utils/rate-limit.server";

/** GET /api/favorites: the signed-in user's favourite fragrances. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limited = await checkRateLimit(context, "api", { json: true });
  if (limited) return limited;
  const user = await requireApiUser(request, context);
  const favorites = await listFavoriteFragrances({ db: context.db, userId: user.id });
  return Response.json(favorites, { headers: { "Cache-Control": "private, no-store" } });
}

/** POST /api/favorites `{ fragranceId }`: 201 when added, 200 when it already was. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const limited = await checkRateLimit(context, "api", { json: true });
  if (limited) return limited;
  const user = await requireApiUser(request, context);
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  const parsed = favoriteSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const { fragranceId } = parsed.data;
  const outcome = await addFavorite({ db: context.db, userId: user.id, fragranceId });
  if (outcome === "not-found") return apiError(404, "Fragrance not found.");
  return Response.json(
    { message: "Fragrance added to your favorites.", fragranceId },
    { status: outcome === "added" ? 201 : 200 },
  );
}
