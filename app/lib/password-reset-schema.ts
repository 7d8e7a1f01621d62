import * as z from "zod";
import { email, newPassword } from "./auth-schemas";
import { SECRET_TOKEN_PATTERN } from "./secret-token";

// The two password-reset forms ('Forgot password?' and the page the e-mailed
// link opens), shared by the pages (conform, server and client) and the JSON
// API. The new password follows registration's rules and messages.

export const RESET_LINK_INVALID =
  "This password reset link is invalid or has expired. Links work for 1 hour and only once: please request a new one.";

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  // Hidden in the page's form; a value that cannot be a token is refused like an expired one.
  token: z.string({ error: RESET_LINK_INVALID }).regex(SECRET_TOKEN_PATTERN, RESET_LINK_INVALID),
  password: newPassword,
});

/** The one answer to every valid request, whether or not the e-mail has an account. */
export function resetLinkSentMessage(address: string) {
  return `If an account exists for ${address}, we've sent a link to reset your password. The link works for 1 hour.`;
}

export const PASSWORD_RESET_DONE = "Your password has been changed. Every other session has been signed out.";

export const PASSWORD_RESET_TOAST = { title: "Password updated", description: "Your new password is set and you are logged in." };
