import type { ActionFunctionArgs } from "#remix-runtime";
import { loginSchema } from "~/lib/auth-schemas";
import { isHoneypotFilled } from "~/lib/honeypot";
import { verifyLogin } from "~/services/credentials.server";
import { apiError, readJsonBody, validationError } from "~/http/json-api.server";
import { startUserSession } from "~/http/auth.server";
import { mergeCartAtLogin } from "~/http/request-cart.server";
import { HONEYPOT_MESSAGE, LOGIN_FAILED } from "~/services/authenticator.server";
import { checkRateLimit } from "~/http/rate-limit-response.server";

/** POST /api/auth/login: `{ email, password }` -> `{ token, user }`; a new session each time. */
export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await checkRateLimit(context, "login", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  if (isHoneypotFilled(read.body)) return apiError(400, HONEYPOT_MESSAGE);
  const parsed = loginSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const user = await verifyLogin({ db: context.db, ...parsed.data });
  if (!user) return apiError(401, LOGIN_FAILED);
  const { token, headers } = await startUserSession(request, context, user.id);
  await mergeCartAtLogin(request, context, user.id, headers);
  return Response.json({ token, user }, { headers });
}
