import type { LoaderFunctionArgs } from "#remix-runtime";
import { listNewestFragrances } from "~/models/fragrance.server";
import { checkRateLimit } from "~/utils/rate-limit.server";

/** GET /api/fragrances/newest: the newest arrivals, newest first. */
export async function loader({ context }: LoaderFunctionArgs) {
  const limited = await checkRateLimit(context, "api", { json: true });
  if (limited) return limited;
  return Response.json(await listNewestFragrances({ db: context.db, limit: 12 }));
}
