import type { ActionFunctionArgs } from "#remix-runtime";
import { endUserSession } from "~/http/auth.server";

/** POST /api/auth/logout: deletes the session behind the token (or cookie); harmless when there is none. */
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = await endUserSession(request, context);
  return Response.json({ message: "You have been logged out successfully." }, { headers });
}
