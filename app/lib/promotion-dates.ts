// A discount code's start and end as the admin types them: calendar days in
// the shop's zone (decision 0039), stored as instants (decision 0051). The
// start day counts from its midnight; the end day is usable to its last
// minute, so it is stored as the next day's midnight (exclusive): "ends
// Sunday" is Monday 00:00 in Denver, whatever the clocks did that weekend.
import { shopDay, shopDayBounds } from "./shop-time";

/** "2026-03-01" → the instant that day starts in the shop's zone; null when it is not a real day. */
export function promotionStartsAt(day: string): number | null {
  return shopDayBounds(day)?.start ?? null;
}

/** "2026-03-31" → the instant the next day starts in the shop's zone (the code's exclusive end); null when it is not a real day. */
export function promotionEndsAt(day: string): number | null {
  return shopDayBounds(day)?.end ?? null;
}

/** A stored start back to the day the admin typed. */
export function promotionStartDay(startsAt: number): string {
  return shopDay(startsAt);
}

/** A stored (exclusive) end back to the last day the code is usable, as the admin typed it. */
export function promotionEndDay(endsAt: number): string {
  return shopDay(endsAt - 1);
}
