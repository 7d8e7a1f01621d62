// Grouping instants by the shop's calendar day in SQL, exactly, across
// daylight-saving changes. A day is the shop's wall-clock date: an instant's
// epoch day is floor((instant + offset) / 1 day), where the offset is the
// zone's at that instant. Within a range the offset takes few values (Denver:
// two changes a year), so the query adds it with a CASE over the instants it
// changes at, and the database groups by whole days without a calendar table.
import { shopDayBounds, shopOffsetAt } from "./shop-time";

const DAY_MS = 86_400_000;
// DST changes are months apart: a week's step cannot jump over two of them.
const STEP_MS = 7 * DAY_MS;

/** A stretch of time over which the shop's offset from UTC does not change. */
export type OffsetSegment = { from: number; to: number; offsetMs: number };

/** The instant, between two whose offsets differ, where the offset changes (to the millisecond). */
function changeBetween(low: number, high: number): number {
  const before = shopOffsetAt(low);
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (middle <= low || middle >= high) break;
    if (shopOffsetAt(middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** The stretches of [from, to) that each have one offset, in order. */
export function offsetSegments(from: number, to: number): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let start = from;
  let offset = shopOffsetAt(from);
  let probe = from;
  while (probe < to) {
    const next = Math.min(probe + STEP_MS, to - 1);
    const nextOffset = shopOffsetAt(next);
    if (nextOffset !== offset) {
      const change = changeBetween(probe, next);
      segments.push({ from: start, to: change, offsetMs: offset });
      start = change;
      offset = nextOffset;
    }
    probe = next === to - 1 ? to : next;
  }
  segments.push({ from: start, to, offsetMs: offset });
  return segments;
}

/** "2026-11-03" for an epoch day number. */
export function epochDayText(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** The epoch day number of a calendar day ("2026-11-03"), or null when it is not one. */
export function epochDayOf(day: string): number | null {
  return shopDayBounds(day) ? Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS) : null;
}

/** Every calendar day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const from = epochDayOf(first);
  const to = epochDayOf(last);
  if (from === null || to === null) return [];
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => epochDayText(from + index));
}

/** The day `count` days after (or before, when negative) a calendar day. */
export function addDays(day: string, count: number): string {
  return epochDayText((epochDayOf(day) ?? 0) + count);
}
