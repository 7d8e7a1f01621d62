import * as z from "zod";
import { RETURN_FILTER_STATUSES } from "./return-actions";
import type { ReturnRequestStatus } from "./returns";

// The admin returns list's filters, kept in the URL of a plain GET form:
// /admin/returns?status=requested&q=ada@example.com&page=2. `q` is part of the
// shopper's e-mail, or the start of the order's or the request's number.

export const RETURN_SEARCH_MESSAGES = {
  status: "Choose a status from the list",
  q: "Search must be at most 255 characters",
} as const;

const returnSearchSchema = z.object({
  status: z.union([z.literal(""), z.enum(RETURN_FILTER_STATUSES)], { error: RETURN_SEARCH_MESSAGES.status }),
  q: z.string().trim().max(255, RETURN_SEARCH_MESSAGES.q),
});

export type ReturnSearchValues = Record<"status" | "q", string>;

export function parseReturnSearch(params: URLSearchParams):
  | { ok: true; search: { status?: ReturnRequestStatus; query?: string }; values: ReturnSearchValues }
  | { ok: false; errors: Partial<Record<keyof ReturnSearchValues, string[]>>; values: ReturnSearchValues } {
  const values = { status: (params.get("status") ?? "").slice(0, 300), q: (params.get("q") ?? "").slice(0, 300) };
  const result = returnSearchSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: z.flattenError(result.error).fieldErrors, values };
  const { status, q } = result.data;
  return { ok: true, search: { ...(status ? { status } : {}), ...(q ? { query: q } : {}) }, values };
}
