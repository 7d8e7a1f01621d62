import type { LoaderFunctionArgs } from "#remix-runtime";
import { requireApiUser } from "~/http/auth.server";

/** GET /api/auth/me: the current user (read for `id`), 401 without a live token. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return Response.json(user, { headers: { "Cache-Control": "private, no-store" } });
}
