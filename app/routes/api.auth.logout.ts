import type { ActionFunctionArgs } from "#remix-runtime";
import { methodNotAllowed } from "~/http/json-api.server";
import { endUserSession } from "~/http/auth.server";

/** POST /api/auth/logout: deletes the session behind the token (or cookie); harmless when there is none. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const headers = await endUserSession(request, context);
  return Response.json({ message: "You have been logged out successfully." }, { headers });
}
