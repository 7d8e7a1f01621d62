import type { SubmissionResult } from "@conform-to/react";

export type AuthIntent = "login" | "register";

// One message whether or not the e-mail exists: no account enumeration.
export const LOGIN_FAILED = "Invalid email or password.";
export const EMAIL_TAKEN = "An account with this email already exists.";

/**
 * What a refused sign-in or registration post answers (the /login action): which
 * form it was and conform's reply for it. The login page and the
 * 'Save Your Favorites' dialog both read it.
 */
export type AuthReply = { intent: AuthIntent | null; result: SubmissionResult<string[]> };

/** A conform reply carrying one form-level message (shown above the fields). */
export function formErrorReply(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}
