import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema, registerSchema } from "~/lib/auth-schemas";
import { isHoneypotFilled } from "~/lib/honeypot";
import type { PublicUser } from "~/models/user.server";
import { createUser, verifyLogin } from "./credentials.server";
import type { Db } from "../../db/client";

export const LOGIN_FAILED = "Invalid email or password.";
export const EMAIL_TAKEN = "An account with this email already exists.";
export const HONEYPOT_MESSAGE = "Your submission could not be accepted. Please try again.";

/** What a login or registration form post came to: a user, or a reply for the form. */
export type AuthOutcome = { ok: true; user: PublicUser } | { ok: false; reply: SubmissionResult<string[]> };

/** A reply carrying one form-level message (shown above the fields). */
export function formErrorReply(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/**
 * Built per request because the verify functions need this request's database.
 * Both strategies validate with the same zod schema as the form itself.
 */
export function createAuthenticator(context: { db: Db }) {
  const authenticator = new Authenticator<AuthOutcome>();

  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: loginSchema });
      if (submission.status !== "success") return { ok: false, reply: submission.reply({ hideFields: ["password"] }) };
      if (isHoneypotFilled(form)) return { ok: false, reply: formErrorReply(HONEYPOT_MESSAGE) };
      const user = await verifyLogin({ db: context.db, ...submission.value });
      // One message whether or not the e-mail exists: no account enumeration.
      if (!user) return { ok: false, reply: submission.reply({ formErrors: [LOGIN_FAILED], hideFields: ["password"] }) };
      return { ok: true, user };
    }),
    "login",
  );

  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: registerSchema });
      if (submission.status !== "success") return { ok: false, reply: submission.reply({ hideFields: ["password"] }) };
      if (isHoneypotFilled(form)) return { ok: false, reply: formErrorReply(HONEYPOT_MESSAGE) };
      const user = await createUser({ db: context.db, ...submission.value });
      if (!user) {
        return { ok: false, reply: submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] }, hideFields: ["password"] }) };
      }
      return { ok: true, user };
    }),
    "register",
  );

  return authenticator;
}
