import type { ActionFunctionArgs } from "#remix-runtime";
import { apiResetPassword } from "~/services/password-reset-api.server";

/** POST /api/auth/reset-password: `{ token, password }` -> 200 `{ message }`; every session of the user ends. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiResetPassword(request, context);
}
