import * as z from "zod";

/** Spec section 7 errors: JSON `{ message, errors? }` with a fitting status. */
export function apiError(status: number, message: string, errors?: Record<string, string[] | undefined>, init: ResponseInit = {}) {
  return Response.json(errors ? { message, errors } : { message }, { ...init, status });
}

export function methodNotAllowed(allowed: string) {
  return apiError(405, "Method not allowed.", undefined, { headers: { Allow: allowed } });
}

/** The request body as a JSON object, or a 400 response saying why not. */
export async function readJsonBody(request: Request): Promise<{ body: Record<string, unknown> } | { error: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { error: apiError(400, "The request body must be valid JSON.") };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { error: apiError(400, "The request body must be a JSON object.") };
  }
  return { body: body as Record<string, unknown> };
}

/** A zod failure as a 400 with field messages (the same texts the forms show). */
export function validationError(error: z.ZodError) {
  return apiError(400, error.issues[0]?.message ?? "Invalid request.", z.flattenError(error).fieldErrors);
}
