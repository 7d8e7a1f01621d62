import type * as z from "zod";
import { HONEYPOT_MESSAGE, isHoneypotFilled } from "~/lib/honeypot";
import { apiError, readJsonBody, validationError } from "./json-api.server";

/**
 * A public JSON form (sign-in, registration, password reset): the body as a
 * JSON object, refused when the honeypot is filled in, then parsed with the
 * form's schema. `refusal` is the 400 answer when any of that fails.
 */
export async function readApiForm<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ fields: z.output<T>; refusal: null } | { fields: null; refusal: Response }> {
  const read = await readJsonBody(request);
  if ("error" in read) return { fields: null, refusal: read.error };
  if (isHoneypotFilled(read.body)) return { fields: null, refusal: apiError(400, HONEYPOT_MESSAGE) };
  const parsed = schema.safeParse(read.body);
  if (!parsed.success) return { fields: null, refusal: validationError(parsed.error) };
  return { fields: parsed.data, refusal: null };
}
