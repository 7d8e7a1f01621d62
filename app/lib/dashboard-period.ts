import * as z from "zod";
import { addDays, daysBetween } from "./shop-day-buckets";
import { shopDay, shopDayBounds } from "./shop-time";

// The dashboard's period, kept in the URL of a plain GET form:
// /admin/dashboard?period=30d, or ?period=custom&from=2026-10-01&to=2026-10-31.
// Days are the shop's calendar days (Denver, decision 0039), as every admin
// list prints them. Each period is compared with the one before it of the
// same length; a month to date with the same days of the month before
// (Nov 1-28 with Oct 1-28), as an admin comparing "this month with last" means.

export const DASHBOARD_PERIODS = [
  { value: "today", label: "Today" },
  { value: "7d", label: "Last 7 days" },
  { value: "30d", label: "Last 30 days" },
  { value: "month", label: "This month" },
  { value: "last-month", label: "Last month" },
  { value: "custom", label: "Custom" },
] as const;

export type DashboardPeriodName = (typeof DASHBOARD_PERIODS)[number]["value"];

export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriodName = "30d";
/** Two years: the longest custom period (and what a year compared with the one before reads). */
export const MAX_PERIOD_DAYS = 731;

export const DASHBOARD_PERIOD_MESSAGES = {
  period: "Choose a period from the list",
  from: "Enter a date as YYYY-MM-DD",
  to: "Enter a date as YYYY-MM-DD",
  range: "The end date must be on or after the start date",
  length: "Choose a period of at most two years",
} as const;

const day = (message: string) =>
  z
    .string()
    .trim()
    .max(10, message)
    .refine((value) => value === "" || shopDayBounds(value) !== null, message);

export const dashboardPeriodSchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS.map((period) => period.value) as [DashboardPeriodName, ...DashboardPeriodName[]], {
      error: DASHBOARD_PERIOD_MESSAGES.period,
    }),
    from: day(DASHBOARD_PERIOD_MESSAGES.from),
    to: day(DASHBOARD_PERIOD_MESSAGES.to),
  })
  .superRefine((value, context) => {
    if (value.period !== "custom") return;
    if (!value.from) context.addIssue({ code: "custom", path: ["from"], message: DASHBOARD_PERIOD_MESSAGES.from });
    if (!value.to) context.addIssue({ code: "custom", path: ["to"], message: DASHBOARD_PERIOD_MESSAGES.to });
    if (!value.from || !value.to) return;
    if (value.from > value.to) context.addIssue({ code: "custom", path: ["to"], message: DASHBOARD_PERIOD_MESSAGES.range });
    else if (daysBetween(value.from, value.to).length > MAX_PERIOD_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: DASHBOARD_PERIOD_MESSAGES.length });
    }
  });

/** A run of shop days and the UTC instants it spans: [start, end). */
export type DayRange = { first: string; last: string; start: number; end: number; days: string[] };

export type DashboardPeriod = {
  name: DashboardPeriodName;
  /** "Last 30 days", "Custom". */
  label: string;
  current: DayRange;
  previous: DayRange;
};

export type DashboardPeriodValues = Record<"period" | "from" | "to", string>;

function dayRange(first: string, last: string): DayRange {
  return { first, last, start: shopDayBounds(first)!.start, end: shopDayBounds(last)!.end, days: daysBetween(first, last) };
}

function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The same days of the month before, cut at that month's end (Mar 1-31 → Feb 1-28). */
function sameDaysOfMonthBefore(first: string, last: string): [string, string] {
  const previousMonthLast = addDays(monthStart(first), -1);
  const previousFirst = monthStart(previousMonthLast);
  const length = daysBetween(first, last).length;
  const cut = addDays(previousFirst, length - 1);
  return [previousFirst, cut > previousMonthLast ? previousMonthLast : cut];
}

/** The period's days, and the ones it is compared with, for a name and today's shop day. */
export function resolvePeriod(name: DashboardPeriodName, today: string, custom?: { from: string; to: string }): DashboardPeriod {
  const label = DASHBOARD_PERIODS.find((period) => period.value === name)!.label;
  let first: string;
  let last = today;
  if (name === "today") first = today;
  else if (name === "7d") first = addDays(today, -6);
  else if (name === "30d") first = addDays(today, -29);
  else if (name === "month") first = monthStart(today);
  else if (name === "last-month") {
    last = addDays(monthStart(today), -1);
    first = monthStart(last);
  } else {
    first = custom!.from;
    last = custom!.to;
  }
  const length = daysBetween(first, last).length;
  const [previousFirst, previousLast] =
    name === "month" || name === "last-month" ? sameDaysOfMonthBefore(first, last) : [addDays(first, -length), addDays(first, -1)];
  return {
    name,
    label,
    current: dayRange(first, last),
    previous: dayRange(previousFirst, previousLast),
  };
}

/** The URL's period, or the messages to show beside its fields. `now` decides what "today" is. */
export function parseDashboardPeriod(
  params: URLSearchParams,
  now: number,
):
  | { ok: true; period: DashboardPeriod; values: DashboardPeriodValues }
  | { ok: false; errors: Partial<Record<keyof DashboardPeriodValues, string[]>>; values: DashboardPeriodValues } {
  const values: DashboardPeriodValues = {
    period: (params.get("period") || DEFAULT_DASHBOARD_PERIOD).slice(0, 20),
    from: (params.get("from") ?? "").slice(0, 30),
    to: (params.get("to") ?? "").slice(0, 30),
  };
  const result = dashboardPeriodSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: z.flattenError(result.error).fieldErrors, values };
  const { period, from, to } = result.data;
  return { ok: true, period: resolvePeriod(period, shopDay(now), { from, to }), values };
}

/** The query string that selects a period again (for the exports and the picker's links). */
export function periodQuery(period: DashboardPeriod): string {
  const params = new URLSearchParams({ period: period.name });
  if (period.name === "custom") {
    params.set("from", period.current.first);
    params.set("to", period.current.last);
  }
  return params.toString();
}

