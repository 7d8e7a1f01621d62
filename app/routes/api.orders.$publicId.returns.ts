import type { ActionFunctionArgs } from "#remix-runtime";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limits";
import { RETURN_REQUESTED_TOAST, returnRequestSchema } from "~/lib/return-request-schema";
import { requestReturn } from "~/services/request-return.server";
import { getUser } from "~/http/auth.server";
import { apiError, readJsonBody, validationError } from "~/http/json-api.server";
import { publicOrigin } from "~/http/public-origin.server";
import { rateLimitResponse } from "~/http/rate-limit-response.server";

const INVALID = "Please correct the highlighted fields.";

/**
 * POST /api/orders/{publicId}/returns `{ reason, items: [{ orderItemId,
 * quantity, exchangeFragranceId? }], note? }`: the returns page's request as
 * JSON, with the same schema and use case. Who may ask is the order page's
 * rule (the account's token for an account's order, the link for a guest's).
 * 201 with the request's number; errors as `{ message, errors? }` keyed by
 * path (`items.0.quantity`), nothing stored.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const limited = await rateLimitResponse(context, "api", { json: true });
  if (limited) return limited;
  const read = await readJsonBody(request);
  if ("error" in read) return read.error;
  const parsed = returnRequestSchema.safeParse(read.body);
  const viewer = await getUser(request, context);
  const form = parsed.success ? parsed.data : null;
  const result = await requestReturn(context, {
    publicId: params.publicId ?? "",
    viewer,
    origin: publicOrigin(request, context),
    form,
    now: Date.now(),
  });
  if (result.ok) {
    return Response.json(
      {
        message: RETURN_REQUESTED_TOAST.description,
        returnRequest: { number: result.number, status: "requested", refundCents: result.refundCents },
      },
      { status: 201 },
    );
  }
  switch (result.reason) {
    case "rate-limited":
      return apiError(429, RATE_LIMITED_MESSAGE, undefined, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
    case "not-found":
      return apiError(404, "Order not found.");
    case "sign-in-required":
      return apiError(401, "Sign in to the account this order was placed with.");
    case "invalid":
      return parsed.success ? apiError(400, INVALID) : validationError(parsed.error, { message: INVALID, keys: "path" });
    case "closed":
      return apiError(409, result.message);
    case "reason-closed":
      return apiError(400, result.message, { reason: [result.message] });
    case "invalid-items": {
      const errors: Record<string, string[]> = {};
      for (const error of result.itemErrors) {
        const index = form!.items.findIndex((item) => item.orderItemId === error.orderItemId);
        (errors[index >= 0 ? `items.${index}.${error.field}` : "items"] ??= []).push(error.message);
      }
      return apiError(400, result.message, result.itemErrors.length > 0 ? errors : undefined);
    }
  }
}
