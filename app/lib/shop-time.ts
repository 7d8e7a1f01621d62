// Every date and time a person reads, in the shop's time zone (decision 0039):
// the shopper's order page and history, review dates, and every admin screen
// and export. One zone for all, fixed, so the server's HTML and the browser's
// render agree whatever either machine's zone, and what the admin reads is the
// day the shopper and the e-mails name. Machine-readable values (sitemap
// lastmod, JSON-LD, <time dateTime>) stay ISO in UTC; they are not made here.
import { SHOP_TIME_ZONE } from "./site";

type Instant = Date | string | number;

const MEDIUM_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: SHOP_TIME_ZONE });
// Numeric fields to build sortable "2026-11-25 18:22" text from, whatever the
// runtime's own punctuation; h23 so midnight is 00 (some ICU versions print 24).
const PARTS = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
  timeZone: SHOP_TIME_ZONE,
});

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string; zone: string };

function wallClock(value: Instant): WallClock {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    // "MST" in winter, "MDT" in summer: says which offset the time is in.
    zone: parts.timeZoneName!,
  };
}

/** "Nov 25, 2026": the day an order was placed, as the shopper reads it. */
export function shopDate(value: Instant): string {
  return MEDIUM_DATE.format(new Date(value));
}

/** "November 25, 2026": a review's date. */
export function shopLongDate(value: Instant): string {
  return LONG_DATE.format(new Date(value));
}

/** "2026-11-25": the shop's calendar day, as the admin lists show it and the orders filter takes it. */
export function shopDay(value: Instant): string {
  const { year, month, day } = wallClock(value);
  return `${year}-${month}-${day}`;
}

/** "2026-11-25 18:22 MST": an admin time, sortable, with the zone's abbreviation (MDT in summer). */
export function shopDateTime(value: Instant): string {
  const { year, month, day, hour, minute, zone } = wallClock(value);
  return `${year}-${month}-${day} ${hour}:${minute} ${zone}`;
}

/**
 * "2026-11-25 18:22:05": a CSV cell. Spreadsheets (Excel, Google Sheets,
 * LibreOffice) read this form as a date and time, which they do not do with
 * an ISO offset; the column's header names the zone (SHOP_TIME_ZONE_LABEL).
 */
export function shopSpreadsheetTime(value: Instant): string {
  const { year, month, day, hour, minute, second } = wallClock(value);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** "America/Denver", for a column header or a note that says which zone the times are in. */
export const SHOP_TIME_ZONE_LABEL = SHOP_TIME_ZONE;

/** Milliseconds the shop's clock is ahead of UTC at an instant (negative in Denver). */
export function shopOffsetAt(instant: number): number {
  const { year, month, day, hour, minute, second } = wallClock(instant);
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of midnight starting a day in the shop's zone (DST aware). */
function midnight(year: number, monthIndex: number, day: number): number {
  const asUtc = Date.UTC(year, monthIndex, day);
  const first = asUtc - shopOffsetAt(asUtc);
  // Once more with the offset in force at that midnight (it differs when the
  // zone changed between the two instants); Denver changes at 2 am, never at midnight.
  return asUtc - shopOffsetAt(first);
}

/**
 * A shop calendar day ("2026-11-25") as the UTC instants it spans: from its
 * midnight in Denver (inclusive) to the next day's (exclusive), so 24 hours,
 * or 23 and 25 on the days the clocks change. Null when it is not a real day
 * ("2026-02-30", "2026-1-5").
 */
export function shopDayBounds(value: string): { start: number; end: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const check = new Date(Date.UTC(year, month, day));
  if (year < 1 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
  return { start: midnight(year, month, day), end: midnight(year, month, day + 1) };
}
