import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { fragrancePatchSchema } from "~/lib/fragrance-schema";
import { parseId } from "~/lib/route-params";
import { updateFragrance } from "~/models/admin-fragrance.server";
import { getFragrance } from "~/models/fragrance.server";
import { deleteFragranceAndPhoto } from "~/services/delete-fragrance.server";
import { withApiSizes } from "~/services/fragrance-api.server";
import { DUPLICATE_NAME } from "~/services/save-fragrance.server";
import { requireApiAdmin } from "~/http/auth.server";
import { requireRecentVerification } from "~/http/reverification.server";
import { apiError, parseJsonBody } from "~/http/json-api.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";
import type { MethodsHandle } from "~/http/route-methods.server";

export const handle: MethodsHandle = { methods: ["GET", "PATCH", "DELETE"] };

const notFound = () => apiError(404, "Fragrance not found.");

/** GET /api/fragrances/{id}: one fragrance with its sizes, or 404 JSON. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const id = parseId(params.id);
  const fragrance = id ? await getFragrance({ db: context.db, id }) : null;
  if (!fragrance) return notFound();
  const [withSizes] = await withApiSizes(context, [fragrance]);
  return Response.json(withSizes);
}

/**
 * PATCH and DELETE /api/fragrances/{id} (admin; docs/product.md). PATCH
 * changes only the fields given, validated with the admin form's rules, and
 * answers the fragrance (409 when the name is taken); DELETE takes the
 * uploaded photo's files with it.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  // Thrown, like the admin check's 401 and 403 just after it.
  if (limited) throw limited;
  const admin = await requireApiAdmin(request, context);
  const fragranceId = parseId(params.id);
  if (!fragranceId) return notFound();

  if (request.method === "DELETE") {
    // 403 { reverificationRequired: true } past 15 minutes: POST /api/auth/verify, then again.
    await requireRecentVerification(request, context);
    const deleted = await deleteFragranceAndPhoto(context, { adminId: admin.id, fragranceId });
    if (!deleted.ok) return notFound();
    return Response.json({ message: "The fragrance has been successfully deleted.", id: fragranceId });
  }

  const parsed = await parseJsonBody(request, fragrancePatchSchema, { message: "Failed to update fragrance. Please try again." });
  if ("error" in parsed) return parsed.error;
  const updated = await updateFragrance({ db: context.db, userId: admin.id, fragranceId, changes: parsed.data });
  if (updated.ok) return Response.json(updated.fragrance);
  return updated.reason === "not-found" ? notFound() : apiError(409, DUPLICATE_NAME, { name: [DUPLICATE_NAME] });
}
