import { loginSchema, registerSchema } from "~/lib/auth-schemas";
import { isHoneypotFilled } from "~/lib/honeypot";
import { apiError, readJsonBody, validationError } from "../http/json-api.server";
import type { LoadContext } from "../http/load-context.server";
import { rateLimitResponse } from "../http/rate-limit-response.server";
import { EMAIL_TAKEN, HONEYPOT_MESSAGE, LOGIN_FAILED } from "./authenticator.server";
import { createUser, verifyLogin } from "./credentials.server";
import { signInAs } from "./sign-in.server";

// The JSON API's sign-in and registration: the account form's rules and
// messages, answered as `{ token, user }` or `{ message, errors? }`.

/** `{ email, password }` -> `{ token, user }`; a new session each time. */
export async function apiLogin(request: Request, context: LoadContext) {
  const limited = await rateLimitResponse(context, "login", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  if (isHoneypotFilled(read.body)) return apiError(400, HONEYPOT_MESSAGE);
  const parsed = loginSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const user = await verifyLogin({ db: context.db, ...parsed.data });
  if (!user) return apiError(401, LOGIN_FAILED);
  const { token, headers } = await signInAs(request, context, user.id);
  return Response.json({ token, user }, { headers });
}

/** The registration payload -> 201 `{ token, user }`, or 409 when the e-mail has an account. */
export async function apiRegister(request: Request, context: LoadContext) {
  const limited = await rateLimitResponse(context, "register", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  if (isHoneypotFilled(read.body)) return apiError(400, HONEYPOT_MESSAGE);
  const parsed = registerSchema.safeParse(read.body);
  if (!parsed.success) return validationError(parsed.error);
  const user = await createUser({ db: context.db, ...parsed.data });
  if (!user) return apiError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  const { token, headers } = await signInAs(request, context, user.id);
  return Response.json({ token, user }, { status: 201, headers });
}
