import type { ActionFunctionArgs } from "#remix-runtime";
import { apiLogin } from "~/services/api-auth.server";

/** POST /api/auth/login: `{ email, password }` -> `{ token, user }`; a new session each time. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiLogin(request, context);
}
