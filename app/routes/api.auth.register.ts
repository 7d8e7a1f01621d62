import type { ActionFunctionArgs } from "#remix-runtime";
import { registerSchema } from "~/lib/auth-schemas";
import { isHoneypotFilled } from "~/lib/honeypot";
import { createUser } from "~/services/credentials.server";
import { apiError, readJsonBody, validationError } from "~/http/json-api.server";
import { startUserSession } from "~/http/auth.server";
import { mergeCartAtLogin } from "~/http/request-cart.server";
import { EMAIL_TAKEN, HONEYPOT_MESSAGE } from "~/services/authenticator.server";
import { checkRateLimit } from "~/http/rate-limit-response.server";

/** POST /api/auth/register: registration payload -> 201 `{ token, user }`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await checkRateLimit(context, "register", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  if (isHoneypotFilled(read.body)) return apiError(400, HONEYPOT_MESSAGE);
  const parsed = registerSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const user = await createUser({ db: context.db, ...parsed.data });
  if (!user) return apiError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  const { token, headers } = await startUserSession(request, context, user.id);
  await mergeCartAtLogin(request, context, user.id, headers);
  return Response.json({ token, user }, { status: 201, headers });
}
