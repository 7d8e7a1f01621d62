import * as z from "zod";

// One schema per form, shared by the pages (conform, server and client), the
// dialog and the JSON API, so every entry point says the same thing.
// Messages and field limits are docs/product.md's (Messages, Constants).

export const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(255, "Email must be at most 255 characters")
  .pipe(z.email("Please enter a valid email address"));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(255, "Password must be at most 255 characters"),
});

/** A password being chosen: at registration and when resetting one. */
export const newPassword = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(255, "Password must be at most 255 characters");

export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: optionalText(100, "First name"),
  lastName: optionalText(100, "Last name"),
  phoneNumber: optionalText(20, "Phone number"),
});

/** The administrator an operator creates from the command line (`npm run admin:create`). */
export const adminCredentialsSchema = registerSchema.pick({ email: true, password: true });

/** Favorite payload (docs/product.md): fragranceId is a number. */
export const favoriteSchema = z.object({
  // Form posts send text; JSON sends a number. Anything else (true, [], 1.5) is refused.
  fragranceId: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: "Fragrance id must be a number" })
      .int("Fragrance id must be a whole number")
      .positive("Fragrance id must be a positive number")
      .max(Number.MAX_SAFE_INTEGER, "Fragrance id is too large"),
  ),
});

