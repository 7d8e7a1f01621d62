import { fragrancePatchSchema, fragranceSchema } from "~/lib/fragrance-schema";
import { parseId } from "~/lib/route-params";
import { createFragrance, deleteFragrance, updateFragrance } from "~/models/admin-fragrance.server";
import { apiError, parseJsonBody } from "~/http/json-api.server";
import { requireApiAdmin } from "~/http/auth.server";
import type { LoadContext } from "~/http/load-context.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";
import { forgetPhotoOf } from "./fragrance-photo.server";

// The admin half of the JSON fragrance API (docs/product.md: admin only, bodies
// validated with the same schema as the admin form). The GET loaders of the
// same routes live beside these actions.

const DUPLICATE_NAME = "A fragrance with this name already exists";

const duplicateName = () => apiError(409, DUPLICATE_NAME, { name: [DUPLICATE_NAME] });
const notFound = () => apiError(404, "Fragrance not found.");

async function guard(request: Request, context: LoadContext) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) throw limited;
  return requireApiAdmin(request, context);
}

/** POST /api/fragrances (the request guard lets no other method through). */
export async function handleFragranceCollectionAction(request: Request, context: LoadContext) {
  const admin = await guard(request, context);
  const parsed = await parseJsonBody(request, fragranceSchema, { message: "Failed to create fragrance. Please try again." });
  if ("error" in parsed) return parsed.error;
  const result = await createFragrance({ db: context.db, userId: admin.id, input: parsed.data });
  if (!result.ok) return duplicateName();
  return Response.json(result.fragrance, { status: 201, headers: { Location: `/api/fragrances/${result.fragrance.id}` } });
}

/** PATCH and DELETE /api/fragrances/{id} (the request guard lets no other method through). */
export async function handleFragranceItemAction(request: Request, context: LoadContext, idParam: string | undefined) {
  const admin = await guard(request, context);
  const fragranceId = parseId(idParam);
  if (!fragranceId) return notFound();

  if (request.method === "DELETE") {
    const result = await deleteFragrance({ db: context.db, userId: admin.id, fragranceId });
    if (!result.ok) return notFound();
    await forgetPhotoOf(context, { fragranceId, imageUrl: result.imageUrl });
    return Response.json({ message: "The fragrance has been successfully deleted.", id: fragranceId });
  }

  const parsed = await parseJsonBody(request, fragrancePatchSchema, { message: "Failed to update fragrance. Please try again." });
  if ("error" in parsed) return parsed.error;
  const result = await updateFragrance({ db: context.db, userId: admin.id, fragranceId, changes: parsed.data });
  if (!result.ok && result.reason === "not-found") return notFound();
  if (!result.ok) return duplicateName();
  return Response.json(result.fragrance);
}
