// When the generated orders of `npm run bench:dashboard` are placed: a shop
// that grows over two years, sells more at weekends and in November and
// December, and takes orders around the clock in Denver time (evenings most,
// so many land in the hour before the shop's midnight, where a day's
// figures are easiest to get wrong).
import { allocateLargestRemainder } from "../app/lib/cart-totals";
import { addDays, daysBetween } from "../app/lib/shop-day-buckets";
import { shopDay, shopDayBounds } from "../app/lib/shop-time";

export const DAY_MS = 86_400_000;

// Sunday first, as Date.getUTCDay counts.
const WEEKDAY_WEIGHT = [1.3, 0.9, 0.85, 0.88, 0.95, 1.1, 1.4];
// January first: holiday shopping in November and December, a January lull.
const MONTH_WEIGHT = [0.8, 0.85, 0.95, 1, 1, 0.95, 0.92, 0.95, 1, 1.05, 1.45, 1.7];
// Shop-time hours 0-23: a night lull, a day plateau and an evening peak that runs up to midnight.
const HOUR_WEIGHT = [2.2, 1.2, 0.7, 0.4, 0.3, 0.4, 0.8, 1.5, 2.5, 3.2, 3.6, 3.8, 4, 3.8, 3.6, 3.6, 3.8, 4.2, 4.8, 5.4, 5.8, 5.6, 4.8, 3.6];
const HOUR_TOTAL = HOUR_WEIGHT.reduce((sum, weight) => sum + weight, 0);

/** The shop days the orders fall on: `years` × 365 days, the last one the day of the instant before `end`. */
export function generatedDays(end: number, years: number): string[] {
  const last = shopDay(end - 1);
  return daysBetween(addDays(last, -(years * 365 - 1)), last);
}

/** The instants every generated order lies in: from the first day's shop midnight up to (not including) `end`. */
export function generatedSpan(end: number, years: number): { start: number; end: number } {
  return { start: shopDayBounds(generatedDays(end, years)[0]!)!.start, end };
}

function hourFraction(random: () => number): number {
  let pick = random() * HOUR_TOTAL;
  for (let hour = 0; hour < 24; hour += 1) {
    pick -= HOUR_WEIGHT[hour]!;
    if (pick < 0) return (hour + random()) / 24;
  }
  return (23 + random()) / 24;
}

/**
 * `count` order times in ascending order. Each day's share is fixed first
 * (growth × weekday × month × a little noise, split in whole orders that add
 * up to `count` exactly), then each order gets a time of day.
 */
export function orderTimes(random: () => number, count: number, end: number, years: number): number[] {
  const days = generatedDays(end, years);
  const weights = days.map((day, index) => {
    const date = new Date(`${day}T12:00:00Z`);
    // From 1 to 2.5 orders a day for every one on the first day: a growing shop.
    const growth = 1 + (1.5 * index) / days.length;
    const noise = 0.8 + 0.4 * random();
    return Math.round(10_000 * growth * WEEKDAY_WEIGHT[date.getUTCDay()]! * MONTH_WEIGHT[date.getUTCMonth()]! * noise);
  });
  const perDay = allocateLargestRemainder(count, weights);
  const times: number[] = [];
  days.forEach((day, index) => {
    const bounds = shopDayBounds(day)!;
    // Today's orders were all placed before `end`.
    const stop = Math.min(bounds.end, end);
    for (let order = 0; order < perDay[index]!; order += 1) {
      let time = bounds.start + Math.floor(hourFraction(random) * (bounds.end - bounds.start));
      if (time >= stop) time = bounds.start + Math.floor(random() * (stop - bounds.start));
      times.push(time);
    }
  });
  return times.sort((a, b) => a - b);
}
