import type { ActionFunctionArgs } from "#remix-runtime";
import { apiForgotPassword } from "~/services/password-reset-api.server";

/** POST /api/auth/forgot-password: `{ email }` -> 202 `{ message }`, account or not; the link goes by e-mail. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiForgotPassword(request, context);
}
