import type { ActionFunctionArgs } from "#remix-runtime";
import { apiRegister } from "~/services/api-auth.server";

/** POST /api/auth/register: registration payload -> 201 `{ token, user }`. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiRegister(request, context);
}
