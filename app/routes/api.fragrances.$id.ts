import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { parseId } from "~/lib/route-params";
import { getFragrance } from "~/models/fragrance.server";
import { handleFragranceItemAction } from "~/services/fragrance-api.server";
import { apiError } from "~/http/json-api.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";
import type { MethodsHandle } from "~/http/route-methods.server";

export const handle: MethodsHandle = { methods: ["GET", "PATCH", "DELETE"] };

/** GET /api/fragrances/{id}: one fragrance, or 404 JSON. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const id = parseId(params.id);
  const fragrance = id ? await getFragrance({ db: context.db, id }) : null;
  if (!fragrance) return apiError(404, "Fragrance not found.");
  return Response.json(fragrance);
}

/** PATCH and DELETE /api/fragrances/{id} (admin). */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  handleFragranceItemAction(request, context, params.id);
