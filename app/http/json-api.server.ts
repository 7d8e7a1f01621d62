import type * as z from "zod";

// The JSON API kit: every /api/* route answers errors as `{ message, errors? }`
// (docs/product.md) through these few functions.
//
// What the request guard (app-request.server.ts) already enforces before any
// API action runs, and so is not checked again here: the method (a URL that
// does not answer it gets 405 with Allow, from the route module's loader,
// action or `handle.methods`), the content type (415 unless application/json
// in UTF-8), the size (413 past 64 KiB) and that a non-empty body parses as
// JSON (400). What is left for the route: the body's shape and its fields.

export type FieldErrors = Record<string, string[] | undefined>;

/** An error answer: `{ message, errors? }` with its status. */
export function apiError(status: number, message: string, errors?: FieldErrors, init: ResponseInit = {}) {
  return Response.json(errors ? { message, errors } : { message }, { ...init, status });
}

/** The request body as a JSON object, or a 400 response saying why not. */
export async function readJsonBody(request: Request): Promise<{ body: Record<string, unknown> } | { error: Response }> {
  const text = await request.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      // Only reachable when an action is called without the guard in front.
      return { error: apiError(400, "The request body must be valid JSON.") };
    }
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { error: apiError(400, "The request body must be a JSON object.") };
  }
  return { body: body as Record<string, unknown> };
}

/**
 * A zod failure's messages by field. "field" keys them by the top-level
 * field (flat bodies: `price`, `topNotes`); "path" by the whole dotted path
 * (nested bodies: `orderDetails.items.0.quantity`). Issues about the body as
 * a whole go under "body".
 */
export function fieldErrors(error: z.ZodError, keys: "field" | "path" = "field"): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = (keys === "field" ? String(issue.path[0] ?? "") : issue.path.join(".")) || "body";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * A zod failure as a 400 with field messages (the same texts the forms show);
 * the message defaults to the first field's.
 */
export function validationError(
  error: z.ZodError,
  { message, keys = "field" }: { message?: string; keys?: "field" | "path" } = {},
) {
  return apiError(400, message ?? error.issues[0]?.message ?? "Invalid request.", fieldErrors(error, keys));
}

/** Reads the JSON object body and parses it with `schema`; the 400 answer when either fails. */
export async function parseJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  options?: { message?: string; keys?: "field" | "path" },
): Promise<{ data: z.infer<T> } | { error: Response }> {
  const read = await readJsonBody(request);
  if ("error" in read) return read;
  const parsed = schema.safeParse(read.body);
  if (!parsed.success) return { error: validationError(parsed.error, options) };
  return { data: parsed.data };
}
