import type { ActionFunctionArgs } from "#remix-runtime";
import { favoriteSchema } from "~/lib/auth-schemas";
import { removeFavorite } from "~/models/favorite.server";
import { apiError, validationError } from "~/http/json-api.server";
import { requireApiUser } from "~/http/auth.server";
import type { MethodsHandle } from "~/http/route-methods.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

export const handle: MethodsHandle = { methods: ["DELETE"] };

/** DELETE /api/favorites/{fragranceId}: only ever the caller's own favourite. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const user = await requireApiUser(request, context);
  const parsed = favoriteSchema.safeParse({ fragranceId: params.fragranceId });
  if (!parsed.success) return validationError(parsed.error);
  const removed = await removeFavorite({ db: context.db, userId: user.id, fragranceId: parsed.data.fragranceId });
  if (!removed) return apiError(404, "This fragrance is not in your favorites.");
  return Response.json({ message: "Fragrance removed from your favorites.", fragranceId: parsed.data.fragranceId });
}
