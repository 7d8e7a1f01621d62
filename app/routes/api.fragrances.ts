import type { ActionFunctionArgs, LoaderFunctionArgs } from "#remix-runtime";
import { parseCatalogueApiQuery } from "~/lib/catalogue-api-query";
import { listApiFragrances } from "~/models/fragrance.server";
import { handleFragranceCollectionAction } from "~/utils/fragrance-api.server";
import { checkRateLimit } from "~/utils/rate-limit.server";

/**
 * GET /api/fragrances: the list (spec section 7), filtered like the shop and
 * paged (limit <= 200) so no client ever pulls the whole catalogue at once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limited = await checkRateLimit(context, "api", { json: true });
  if (limited) return limited;
  const parsed = parseCatalogueApiQuery(new URL(request.url).searchParams);
  if (!parsed.success) return Response.json({ message: "Invalid query.", errors: parsed.errors }, { status: 400 });
  const { items, total } = await listApiFragrances({ db: context.db, ...parsed.query });
  return Response.json(items, { headers: { "X-Total-Count": String(total) } });
}

/** POST /api/fragrances (admin): create from a validated body; 201 with the fragrance. */
export const action = ({ request, context }: ActionFunctionArgs) => handleFragranceCollectionAction(request, context);
