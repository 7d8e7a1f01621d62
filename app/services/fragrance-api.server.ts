import type { z } from "zod";
import { fragrancePatchSchema, fragranceSchema } from "~/lib/fragrance-schema";
import { parseId } from "~/lib/route-params";
import { createFragrance, deleteFragrance, updateFragrance } from "~/models/admin-fragrance.server";
import { requireApiAdmin } from "../http/auth.server";
import type { LoadContext } from "../http/load-context.server";
import { checkRateLimit } from "../http/rate-limit-response.server";

// The admin half of the JSON fragrance API (docs/product.md: admin only, bodies
// validated with the same schema as the admin form). The GET loaders of the
// same routes live beside these actions.

const DUPLICATE_NAME = "A fragrance with this name already exists";

function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

async function readJsonObject(request: Request): Promise<Record<string, unknown> | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: "The request body must be a JSON object." }, { status: 400 });
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return Response.json({ message: "The request body must be a JSON object." }, { status: 400 });
  }
  return body as Record<string, unknown>;
}

function methodNotAllowed(allow: string) {
  return Response.json({ message: "Method not allowed." }, { status: 405, headers: { Allow: allow } });
}

async function guard(request: Request, context: LoadContext) {
  const limited = await checkRateLimit(context, "api", { json: true });
  if (limited) throw limited;
  return requireApiAdmin(request, context);
}

/** POST /api/fragrances */
export async function handleFragranceCollectionAction(request: Request, context: LoadContext) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const admin = await guard(request, context);
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = fragranceSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ message: "Failed to create fragrance. Please try again.", errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const result = await createFragrance({ db: context.db, userId: admin.id, input: parsed.data });
  if (!result.ok) {
    return Response.json({ message: DUPLICATE_NAME, errors: { name: [DUPLICATE_NAME] } }, { status: 409 });
  }
  return Response.json(result.fragrance, { status: 201, headers: { Location: `/api/fragrances/${result.fragrance.id}` } });
}

/** PATCH and DELETE /api/fragrances/{id} */
export async function handleFragranceItemAction(request: Request, context: LoadContext, idParam: string | undefined) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed("GET, PATCH, DELETE");
  const admin = await guard(request, context);
  const fragranceId = parseId(idParam);
  const notFound = () => Response.json({ message: "Fragrance not found." }, { status: 404 });
  if (!fragranceId) return notFound();

  if (request.method === "DELETE") {
    const result = await deleteFragrance({ db: context.db, userId: admin.id, fragranceId });
    if (!result.ok) return notFound();
    return Response.json({ message: "The fragrance has been successfully deleted.", id: fragranceId });
  }

  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
  const parsed = fragrancePatchSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ message: "Failed to update fragrance. Please try again.", errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const result = await updateFragrance({ db: context.db, userId: admin.id, fragranceId, changes: parsed.data });
  if (!result.ok && result.reason === "not-found") return notFound();
  if (!result.ok) return Response.json({ message: DUPLICATE_NAME, errors: { name: [DUPLICATE_NAME] } }, { status: 409 });
  return Response.json(result.fragrance);
}
