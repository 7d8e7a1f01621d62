import * as z from "zod";

/**
 * Paging of the JSON API's list endpoints. Lists are read a page at a time in
 * SQL (LIMIT/OFFSET), so a large catalogue stays fast; every list answers with
 * `X-Total-Count` and an RFC 8288 `Link` header, so a client that asked for one
 * page can tell that there is more and where it is.
 */

/** The largest page any list endpoint answers. */
export const MAX_PAGE_SIZE = 200;

/** `limit` (1 to MAX_PAGE_SIZE, default `defaultLimit`) and `offset` (from 0). */
export function pagingSchema(defaultLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
      .int(`Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
      .min(1, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
      .max(MAX_PAGE_SIZE, `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: "Offset must be a whole number from 0." })
      .int("Offset must be a whole number from 0.")
      .min(0, "Offset must be a whole number from 0.")
      .default(0),
  });
}

export type Paging = { limit: number; offset: number };

/** Reads `limit` and `offset` from a query string: the paging, or field errors. */
export function parsePaging(
  params: URLSearchParams,
  defaultLimit: number,
): { success: true; paging: Paging } | { success: false; errors: Record<string, string[]> } {
  const result = pagingSchema(defaultLimit).safeParse({
    limit: params.get("limit") ?? undefined,
    offset: params.get("offset") ?? undefined,
  });
  if (result.success) return { success: true, paging: result.data };
  return { success: false, errors: z.flattenError(result.error).fieldErrors as Record<string, string[]> };
}

/**
 * `X-Total-Count` and `Link` for one page of a list. `url` is the request's
 * address on the public origin; the links keep its other parameters and set
 * `limit` and `offset`. `first` and `last` are always there; `prev` only when
 * the page does not start at 0, `next` only when rows follow it.
 */
export function pagingHeaders(url: URL, { limit, offset }: Paging, total: number): Record<string, string> {
  const at = (nextOffset: number) => {
    const target = new URL(url);
    target.searchParams.set("limit", String(limit));
    target.searchParams.set("offset", String(nextOffset));
    return `<${target.toString()}>`;
  };
  const lastOffset = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const links = [`${at(0)}; rel="first"`];
  if (offset > 0) links.push(`${at(Math.max(0, Math.min(offset - limit, lastOffset)))}; rel="prev"`);
  if (offset + limit < total) links.push(`${at(offset + limit)}; rel="next"`);
  links.push(`${at(lastOffset)}; rel="last"`);
  return { "X-Total-Count": String(total), Link: links.join(", ") };
}
