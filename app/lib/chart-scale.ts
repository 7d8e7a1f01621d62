// The arithmetic of the admin dashboard's server-drawn SVG charts
// (app/components/admin/charts): round axis ticks, linear scales, polyline
// points and which days get an x label. Pure, so the charts render the same on
// Node and Workers and every edge (no sales, one day) is unit tested here: an
// empty period must draw a flat line at $0, never "NaN" in a path.

/** An axis from 0 to `max` in equal round steps: `ticks` runs 0, step, 2·step, … max. */
export type Ticks = { max: number; step: number; ticks: number[] };

// Round steps are 1, 2, 2.5 and 5 times a power of ten; 2.5 only where it is a
// whole number of units (25, 250 but not 2.5 orders).
const STEP_FACTORS = [1, 2, 2.5, 5];
const MAX_INTERVALS = 5;
const MIN_INTERVALS = 4;

/**
 * Round ticks from 0 to at least `max`: 4 to 6 of them, each a multiple of
 * `unit` (100 for cents, so the axis reads whole dollars; 1 for counts). With
 * nothing to show (max 0, negative or not a number) the axis still runs
 * 0 … 4 units, so the flat line sits on the floor of a real axis.
 */
export function niceTicks(max: number, unit = 1): Ticks {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  const smallest = unit > 0 ? unit : 1;
  let step = smallest;
  for (let magnitude = smallest; top / step > MAX_INTERVALS; magnitude *= 10) {
    const fit = STEP_FACTORS.map((factor) => factor * magnitude).find((candidate) => candidate % smallest === 0 && top / candidate <= MAX_INTERVALS);
    step = fit ?? magnitude * 10;
  }
  // A large max lands on 3 to 5 intervals by itself; a tiny one (1 order)
  // would get a single interval, so it gets a few empty ones above it.
  const intervals = step === smallest ? Math.max(Math.ceil(top / step), MIN_INTERVALS) : Math.ceil(top / step);
  const ticks = Array.from({ length: intervals + 1 }, (_, index) => index * step);
  return { max: intervals * step, step, ticks };
}

/**
 * A linear map from `domain` to `range`. A domain of zero width (one value)
 * maps everything to the middle of the range instead of dividing by zero.
 */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0 || !Number.isFinite(d1 - d0)) return () => (r0 + r1) / 2;
  const ratio = (r1 - r0) / (d1 - d0);
  return (value) => r0 + ((Number.isFinite(value) ? value : d0) - d0) * ratio;
}

/** SVG coordinates to one decimal: enough for a crisp line, short in the HTML. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A polyline's `points` attribute: "x,y x,y …" for each value at its index. */
export function polylinePoints(values: readonly number[], x: (index: number) => number, y: (value: number) => number): string {
  return values.map((value, index) => `${round1(x(index))},${round1(y(value))}`).join(" ");
}

/**
 * Which of `count` days get an x label: about `most` of them, evenly spaced,
 * always the first, and the last when it is not crowded by the one before.
 */
export function labelIndexes(count: number, most = 6): number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const every = Math.ceil((count - 1) / (most - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += every) indexes.push(index);
  const last = count - 1;
  if (indexes.at(-1) !== last) {
    if (last - indexes.at(-1)! < every / 2) indexes.pop();
    indexes.push(last);
  }
  return indexes;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Nov 3" for the shop day "2026-11-03", read from the text itself: the day is
 * already the shop's calendar day, and a Date would move it by the server's
 * zone. Anything not of that shape is shown as it came.
 */
export function shortDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}` : day;
}

/** "$1,200" for 120000 cents: an axis tick, in whole dollars (niceTicks with unit 100 keeps them whole). */
export function wholeDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString("en-US")}`;
}

/** "1,200": a count on an axis or at a bar's end. */
export function wholeNumber(value: number): string {
  return Math.round(value).toLocaleString("en-US");
}

/** "42%": `value`'s share of `total`, rounded; "0%" of nothing. Under 1% but not 0 reads "<1%". */
export function shareOf(value: number, total: number): string {
  if (!(total > 0) || !(value > 0)) return "0%";
  const percent = (value / total) * 100;
  return percent < 1 ? "<1%" : `${Math.round(percent)}%`;
}
