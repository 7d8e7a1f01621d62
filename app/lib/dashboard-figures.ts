// The dashboard's figures from the sums its queries return: pure, so the
// rules (what revenue is, how a change is put, which family a fragrance is
// in) are unit tested without a database. Money is integer cents throughout.
import type { DashboardPeriod } from "./dashboard-period";
import { QUIZ_RESULTS, type QuizCategory } from "./quiz";
import { epochDayText } from "./shop-day-buckets";
import type { Size } from "./sizes";

export type DaySums = { day: number; orders: number; gross_cents: number; shipping_cents: number; discount_cents: number; points_cents: number };
export type DayRefunds = { day: number; refunded_cents: number };
export type LineSums = { fragrance_id: number | null; size: string; units: number; revenue_cents: number };

/** What the lines of a fragrance no longer in the catalogue are listed as. */
export const REMOVED_FRAGRANCES = "Removed fragrances";

/** One shop day of the chart: sales orders placed that day and their revenue (paid less refunds). */
export type DayFigures = { day: string; orders: number; revenueCents: number };

export type PeriodFigures = {
  /** Order totals less what was refunded on them. */
  revenueCents: number;
  grossCents: number;
  refundedCents: number;
  orders: number;
  /** Order totals over orders (before refunds), rounded to the cent; null without orders. */
  averageOrderCents: number | null;
  units: Record<Size, number>;
  /** Codes and promotions; points are apart. */
  discountCents: number;
  shippingCents: number;
  newCustomers: number;
  returningOrders: number;
  /** Share of orders from returning customers, 0 to 1; null without orders. */
  returningShare: number | null;
  pointsEarned: number;
  pointsSpent: number;
};

export type FragranceFigures = { fragranceId: number | null; name: string; units: number; revenueCents: number };
export type ShareFigures = { key: string; label: string; units: number; revenueCents: number };

/** What the dashboard shows for a period (app/services/dashboard.server.ts builds it). */
export type Dashboard = {
  period: DashboardPeriod;
  figures: PeriodFigures;
  previousFigures: PeriodFigures;
  /** Every day of the period, and of the previous one (the chart's faint line), in order. */
  days: DayFigures[];
  previousDays: DayFigures[];
  topByUnits: FragranceFigures[];
  topByRevenue: FragranceFigures[];
  byGender: ShareFigures[];
  byFamily: ShareFigures[];
};

/** Every day of the period in order, with nothing sold on the days without a row. */
export function dailyFigures(days: readonly string[], sums: readonly DaySums[], refunds: readonly DayRefunds[]): DayFigures[] {
  const byDay = new Map(days.map((day) => [day, { day, orders: 0, revenueCents: 0 }]));
  for (const row of sums) {
    const entry = byDay.get(epochDayText(row.day));
    if (entry) {
      entry.orders += row.orders;
      entry.revenueCents += row.gross_cents;
    }
  }
  for (const row of refunds) {
    const entry = byDay.get(epochDayText(row.day));
    if (entry) entry.revenueCents -= row.refunded_cents;
  }
  return [...byDay.values()];
}

/** Units per size from the lines' sums. */
export function unitsBySize(lines: readonly LineSums[]): Record<Size, number> {
  const units: Record<Size, number> = { "10ml": 0, "2ml": 0 };
  for (const line of lines) if (line.size === "10ml" || line.size === "2ml") units[line.size] += line.units;
  return units;
}

export function periodFigures(input: {
  sums: readonly DaySums[];
  refunds: readonly DayRefunds[];
  units: Record<Size, number>;
  customers: { newCustomers: number; returningOrders: number };
  pointsEarned: number;
}): PeriodFigures {
  const total = (key: keyof Omit<DaySums, "day">) => input.sums.reduce((sum, row) => sum + row[key], 0);
  const orders = total("orders");
  const grossCents = total("gross_cents");
  const refundedCents = input.refunds.reduce((sum, row) => sum + row.refunded_cents, 0);
  return {
    revenueCents: grossCents - refundedCents,
    grossCents,
    refundedCents,
    orders,
    averageOrderCents: orders ? Math.round(grossCents / orders) : null,
    units: input.units,
    discountCents: total("discount_cents"),
    shippingCents: total("shipping_cents"),
    newCustomers: input.customers.newCustomers,
    returningOrders: input.customers.returningOrders,
    returningShare: orders ? input.customers.returningOrders / orders : null,
    pointsEarned: input.pointsEarned,
    // Paid with at checkout, on the period's sales (1 point = 1 cent): what the orders export's points column sums to.
    pointsSpent: total("points_cents"),
  };
}

/** A figure's change against the previous period, as a fraction (0.25 = up 25 %); null when there was nothing to compare with. */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/**
 * Fragrances (all sizes together), best first by a measure, at most `limit`;
 * the lines of fragrances no longer in the catalogue count as one entry.
 */
export function topFragrances(lines: readonly LineSums[], by: "units" | "revenueCents", nameOf: (fragranceId: number) => string | undefined, limit = 10): FragranceFigures[] {
  const byFragrance = new Map<number | null, FragranceFigures>();
  for (const line of lines) {
    const name = line.fragrance_id === null ? undefined : nameOf(line.fragrance_id);
    const id = name === undefined ? null : line.fragrance_id;
    const entry = byFragrance.get(id) ?? { fragranceId: id, name: name ?? REMOVED_FRAGRANCES, units: 0, revenueCents: 0 };
    entry.units += line.units;
    entry.revenueCents += line.revenue_cents;
    byFragrance.set(id, entry);
  }
  return [...byFragrance.values()]
    .filter((entry) => entry[by] > 0)
    .sort((a, b) => b[by] - a[by] || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export type NoteFamily = QuizCategory | "other";
export const NOTE_FAMILY_LABELS: Record<NoteFamily, string> = { fresh: "Fresh", floral: "Floral", woody: "Woody", oriental: "Oriental", other: "Other" };

/**
 * A fragrance's note family: the quiz's family (fresh, floral, woody,
 * oriental) whose keywords its notes name most often, the first on a tie;
 * "other" when none. The shop's own four families, so the split reads like
 * the quiz a shopper takes.
 */
export function noteFamily(notes: readonly string[]): NoteFamily {
  let best: NoteFamily = "other";
  let bestScore = 0;
  for (const [family, result] of Object.entries(QUIZ_RESULTS) as [QuizCategory, (typeof QUIZ_RESULTS)[QuizCategory]][]) {
    const score = notes.filter((note) => result.noteKeywords.some((keyword) => note.toLowerCase().includes(keyword))).length;
    if (score > bestScore) {
      best = family;
      bestScore = score;
    }
  }
  return best;
}

/** Sales split by a key of each fragrance (its gender, its family); lines of removed fragrances under "Removed". */
export function salesSplit(
  lines: readonly LineSums[],
  keyOf: (fragranceId: number) => string | undefined,
  labels: Record<string, string>,
): ShareFigures[] {
  const split = new Map<string, ShareFigures>(Object.entries(labels).map(([key, label]) => [key, { key, label, units: 0, revenueCents: 0 }]));
  for (const line of lines) {
    const key = (line.fragrance_id !== null && keyOf(line.fragrance_id)) || "removed";
    const entry = split.get(key) ?? { key, label: REMOVED_FRAGRANCES, units: 0, revenueCents: 0 };
    entry.units += line.units;
    entry.revenueCents += line.revenue_cents;
    split.set(key, entry);
  }
  return [...split.values()].filter((entry) => entry.units > 0 || entry.key in labels);
}
