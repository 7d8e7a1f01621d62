import * as z from "zod";
import { loginSchema } from "./auth-schemas";

// The two-factor forms' schemas, shared by server and client (conform) and
// the JSON API: the sign-in's code step, the first code that turns it on, and
// turning it off.

export const CODE_REQUIRED = "Please enter the 6-digit code from your authenticator app";
export const CODE_WRONG = "That code is not right, or it was already used. Enter the current code from your authenticator app, or a recovery code.";
export const SETUP_CODE_WRONG = "That code is not right. Enter the current 6-digit code your authenticator app shows for this account.";

// A TOTP code (6 digits) or a recovery code (10 characters, a dash); spaces allowed.
const anyCode = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(32, "A code is at most 32 characters");

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** The sign-in's second step: the challenge from the password step, a code, and "Trust this browser". */
export const codeStepSchema = z.object({
  challenge: z.string({ error: "Please log in again." }).regex(/^[A-Za-z0-9_-]{43}$/, "Please log in again."),
  code: anyCode,
  trustBrowser: checkbox.optional().default(false),
});

/** The first code from the app, which turns two-factor on. */
export const confirmTwoFactorSchema = z.object({
  code: z
    .string({ error: CODE_REQUIRED })
    .trim()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, CODE_REQUIRED)),
});

/** Turning it off: the password and a current code (or a recovery code). */
export const turnOffTwoFactorSchema = z.object({
  password: loginSchema.shape.password,
  code: anyCode,
});

/** POST /api/auth/login: the password, and for an account with two-factor the code in the same body. */
export const apiLoginSchema = loginSchema.extend({ code: anyCode.optional() });
