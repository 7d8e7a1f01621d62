import type { SubmissionResult } from "@conform-to/react";

export type AuthIntent = "login" | "register";

/**
 * What a refused sign-in or registration post answers (the /login action): which
 * form it was and conform's reply for it. The login page and the
 * 'Save Your Favorites' dialog both read it.
 */
export type AuthReply = { intent: AuthIntent | null; result: SubmissionResult<string[]> };
