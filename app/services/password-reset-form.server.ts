import { data } from "#remix-runtime";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isHoneypotFilled } from "~/lib/honeypot";
import { isResetLinkUsable } from "~/lib/password-reset";
import { forgotPasswordSchema, PASSWORD_RESET_TOAST, RESET_LINK_INVALID, resetPasswordSchema } from "~/lib/password-reset-schema";
import { SECRET_TOKEN_PATTERN, sha256Base64Url } from "~/lib/secret-token";
import { findResetLink } from "~/models/password-reset.server";
import type { LoadContext } from "../http/load-context.server";
import { rateLimitResponse } from "../http/rate-limit-response.server";
import { redirectWithToast } from "../http/toast.server";
import { HONEYPOT_MESSAGE } from "./authenticator.server";
import { resetPasswordWithLink } from "./credentials.server";
import { requestResetLink } from "./password-reset.server";
import { signInAs } from "./sign-in.server";

// The two password-reset pages' posts (/forgot-password and /reset-password),
// answered as conform replies; the JSON API's twins are in password-reset-api.server.ts.

export type ForgotPasswordReply = { result: SubmissionResult<string[]>; sentTo: string | null };
export type ResetPasswordReply = { result: SubmissionResult<string[]>; linkInvalid: boolean };

/** A refused post: the limit's sentence above the form, 429 and its Retry-After. */
async function limitedReply(limited: Response) {
  return {
    error: { "": [await limited.text()] },
    init: { status: 429, headers: { "Retry-After": limited.headers.get("Retry-After") ?? "60" } },
  };
}

/** 'Forgot password?': the same sentence for every valid e-mail, account or not. */
export async function handleForgotPasswordForm(request: Request, context: LoadContext) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  const reply = (result: SubmissionResult<string[]>, sentTo: string | null = null): ForgotPasswordReply => ({ result, sentTo });

  const limited = await rateLimitResponse(context, "forgotPassword");
  if (limited) {
    const { error, init } = await limitedReply(limited);
    return data(reply({ status: "error", error }), init);
  }
  if (submission.status !== "success") return data(reply(submission.reply()), { status: 400 });
  // A bot is told what everyone is told, and nothing is sent.
  if (isHoneypotFilled(formData)) return reply(submission.reply({ resetForm: true }), submission.value.email);

  const refused = await requestResetLink(request, context, submission.value.email);
  if (refused) {
    const { error, init } = await limitedReply(refused);
    return data(reply({ status: "error", error }), init);
  }
  return reply(submission.reply({ resetForm: true }), submission.value.email);
}

/** What the reset page shows for the token in its address: the form, or why the link no longer works. */
export async function resetPageState(context: LoadContext, token: string | null) {
  const link = token && SECRET_TOKEN_PATTERN.test(token) ? await findResetLink({ db: context.db, tokenHash: await sha256Base64Url(token) }) : null;
  if (!token || !link || !isResetLinkUsable(link, Date.now())) return data({ token: null }, { status: 400 });
  return { token };
}

/**
 * The new password through the link: on success every session of the user has
 * ended, and this browser gets a fresh one and lands on the account page.
 */
export async function handleResetPasswordForm(request: Request, context: LoadContext) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const reply = (result: SubmissionResult<string[]>, linkInvalid = false): ResetPasswordReply => ({ result, linkInvalid });

  const limited = await rateLimitResponse(context, "resetPassword");
  if (limited) {
    const { error, init } = await limitedReply(limited);
    return data(reply({ status: "error", error }), init);
  }
  if (submission.status !== "success") {
    const linkInvalid = Boolean(submission.error?.token);
    return data(reply(submission.reply({ hideFields: ["password"] }), linkInvalid), { status: 400 });
  }
  if (isHoneypotFilled(formData)) {
    return data(reply(submission.reply({ formErrors: [HONEYPOT_MESSAGE], hideFields: ["password"] })), { status: 400 });
  }

  const userId = await resetPasswordWithLink({ db: context.db, ...submission.value });
  if (!userId) return data(reply(submission.reply({ formErrors: [RESET_LINK_INVALID], hideFields: ["password"] }), true), { status: 400 });

  const { headers } = await signInAs(request, context, userId);
  return redirectWithToast(context, "/account", PASSWORD_RESET_TOAST, { headers });
}
