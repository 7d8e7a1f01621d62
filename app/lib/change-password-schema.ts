import * as z from "zod";
import { newPassword } from "./auth-schemas";

// "Change password" on /account (issue 36), shared by the form (conform,
// server and client). Whether the current password is right, and the common
// password and e-mail name rules (app/lib/password-policy.server.ts), are the
// server's to say: the list stays out of the browser.

export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(255, "Password must be at most 255 characters"),
  newPassword,
});

export const PASSWORD_CHANGED_TOAST = {
  title: "Password changed",
  description: "Your new password is set. Every other session has been signed out.",
  type: "success",
} as const;
