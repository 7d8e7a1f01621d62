import * as z from "zod";
import { ORDER_STATUS_VALUES, type OrderStatus } from "./order-status";

/** The filter's name for an order with refunds short of its total (a state of the refunds ledger, not a stored status). */
export const PARTIALLY_REFUNDED = "partially_refunded";
import { shopDayBounds } from "./shop-time";

// The admin orders list's filters, kept in the URL of a plain GET form:
// /admin/orders?number=3F9A&email=ada&status=paid&from=2026-01-01&to=2026-01-31&sort=oldest&page=2
// Every value is optional; a bad one gets a message beside its field. The list
// is newest first unless sort=oldest (the dashboard's "not yet shipped" link
// asks for it, so the order waiting longest is at the top). From and To are
// the shop's calendar days (Denver, decision 0039), the days the list prints:
// an order at 11 pm in Denver is found under its own day, not UTC's next.

export const ORDER_SEARCH_MESSAGES = {
  number: "Enter an order number (digits and letters A–F) or #id",
  email: "Email must be at most 255 characters",
  status: "Choose a status from the list",
  from: "Enter a date as YYYY-MM-DD",
  to: "Enter a date as YYYY-MM-DD",
  range: "The end date must be on or after the start date",
  sort: "Choose newest or oldest first",
} as const;

/** The list's orders: newest first (the default), or oldest first, by when the order was placed. */
export const ORDER_SORTS = { newest: "Newest first", oldest: "Oldest first" } as const;
export type OrderSort = keyof typeof ORDER_SORTS;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional();

export const orderSearchSchema = z
  .object({
    number: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().regex(/^(#\d{1,15}|[0-9a-f]{1,32})$/i, ORDER_SEARCH_MESSAGES.number).optional())
      .optional(),
    email: z.string().trim().max(255, ORDER_SEARCH_MESSAGES.email).optional(),
    status: z.union([z.literal(""), z.enum(ORDER_STATUS_VALUES), z.literal(PARTIALLY_REFUNDED)], { error: ORDER_SEARCH_MESSAGES.status }).optional(),
    from: optionalText(10).refine((value) => value === undefined || shopDayBounds(value) !== null, ORDER_SEARCH_MESSAGES.from),
    to: optionalText(10).refine((value) => value === undefined || shopDayBounds(value) !== null, ORDER_SEARCH_MESSAGES.to),
    sort: z.union([z.literal(""), z.enum(["newest", "oldest"])], { error: ORDER_SEARCH_MESSAGES.sort }).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ["to"], message: ORDER_SEARCH_MESSAGES.range });

/** What the orders query filters on; absent keys do not filter. */
export type OrderSearch = {
  /** "#42": the admin id; digits alone match the id or the start of the shopper's order number. */
  id?: number;
  publicIdPrefix?: string;
  /** Part of the address, lower-cased: matched anywhere, regardless of case. */
  emailContains?: string;
  /** A stored status, or "partially_refunded": paid, shipped or delivered with refunds short of the total. */
  status?: OrderStatus | typeof PARTIALLY_REFUNDED;
  /** Milliseconds: from the shop's midnight starting the "from" day (inclusive) to the one ending the "to" day (exclusive). */
  createdFrom?: number;
  createdBefore?: number;
};

export type OrderSearchValues = Record<"number" | "email" | "status" | "from" | "to" | "sort", string>;

const FIELDS = ["number", "email", "status", "from", "to", "sort"] as const;

/** The filters (`search`) and, apart from them, the order the list is shown in (`sort`). */
export function parseOrderSearch(params: URLSearchParams):
  | { ok: true; search: OrderSearch; sort: OrderSort; values: OrderSearchValues }
  | { ok: false; errors: Partial<Record<keyof OrderSearchValues, string[]>>; values: OrderSearchValues } {
  // What the form shows back: the first value of each field, cut to a sane length.
  const values = Object.fromEntries(FIELDS.map((field) => [field, (params.get(field) ?? "").slice(0, 300)])) as OrderSearchValues;
  const result = orderSearchSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: z.flattenError(result.error).fieldErrors, values };
  const { number, email, status, from, to, sort } = result.data;
  const search: OrderSearch = {};
  if (number?.startsWith("#")) search.id = Number(number.slice(1));
  else if (number) {
    search.publicIdPrefix = number.toLowerCase();
    if (/^\d{1,15}$/.test(number)) search.id = Number(number);
  }
  if (email) search.emailContains = email.toLowerCase();
  if (status) search.status = status;
  if (from) search.createdFrom = shopDayBounds(from)!.start;
  if (to) search.createdBefore = shopDayBounds(to)!.end;
  return { ok: true, search, sort: sort || "newest", values };
}

/** True when any filter is set: the empty list then says "No orders match these filters." */
export function hasOrderSearch(search: OrderSearch): boolean {
  return Object.keys(search).length > 0;
}
