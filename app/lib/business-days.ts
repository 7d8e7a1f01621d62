// Business days for delivery promises: Monday to Friday, less the US federal
// holidays as observed (one on a Saturday is kept the Friday before, one on a
// Sunday the Monday after), which is when carriers do not deliver. Dates are
// civil days ("2026-12-02"), worked on as UTC midnights so no machine's zone
// or clock change can move them.

export type CivilDay = string;

const DAY_MS = 86_400_000;

function toTime(day: CivilDay): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function fromTime(time: number): CivilDay {
  return new Date(time).toISOString().slice(0, 10);
}

export function addCalendarDays(day: CivilDay, count: number): CivilDay {
  return fromTime(toTime(day) + count * DAY_MS);
}

/** The nth (1-based) weekday (0 = Sunday) of a month; n = -1 is the last. */
function nthWeekday(year: number, monthIndex: number, weekday: number, n: number): CivilDay {
  if (n > 0) {
    const first = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
    return fromTime(Date.UTC(year, monthIndex, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7));
  }
  const lastDate = new Date(Date.UTC(year, monthIndex + 1, 0));
  const back = (lastDate.getUTCDay() - weekday + 7) % 7;
  return fromTime(lastDate.getTime() - back * DAY_MS);
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(year: number, monthIndex: number, date: number): CivilDay {
  const time = Date.UTC(year, monthIndex, date);
  const weekday = new Date(time).getUTCDay();
  if (weekday === 6) return fromTime(time - DAY_MS);
  if (weekday === 0) return fromTime(time + DAY_MS);
  return fromTime(time);
}

/** The federal holidays observed in a calendar year (5 U.S.C. 6103). */
export function federalHolidays(year: number): CivilDay[] {
  return [
    observed(year, 0, 1), // New Year's Day
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    observed(year, 5, 19), // Juneteenth
    observed(year, 6, 4), // Independence Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    observed(year, 10, 11), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    observed(year, 11, 25), // Christmas Day
  ];
}

const holidayCache = new Map<number, Set<CivilDay>>();

function holidaysAround(year: number): Set<CivilDay> {
  let days = holidayCache.get(year);
  if (!days) {
    // Next year's New Year's Day can be observed on this year's December 31.
    days = new Set([...federalHolidays(year), ...federalHolidays(year + 1)]);
    holidayCache.set(year, days);
  }
  return days;
}

export function isBusinessDay(day: CivilDay): boolean {
  const weekday = new Date(toTime(day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysAround(Number(day.slice(0, 4))).has(day);
}

/**
 * The nth business day after `day` (n ≥ 1): day 1 is the first business day
 * after it, whatever `day` itself is.
 */
export function nthBusinessDayAfter(day: CivilDay, n: number): CivilDay {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current)) counted += 1;
  }
  return current;
}
