import * as z from "zod";

// "Confirm it's you" (/admin/verify) and POST /api/auth/verify: the account's
// password again, before a sensitive admin action (app/lib/reverification.ts).

export const reverifySchema = z.object({
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(255, "Password must be at most 255 characters"),
});
