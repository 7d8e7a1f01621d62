import type { Db } from "../../db/client";
import type { DashboardPeriod, DayRange } from "~/lib/dashboard-period";
import {
  dailyFigures,
  NOTE_FAMILY_LABELS,
  noteFamily,
  periodFigures,
  salesSplit,
  topFragrances,
  type DayFigures,
  type FragranceFigures,
  type PeriodFigures,
  type ShareFigures,
} from "~/lib/dashboard-figures";
import { offsetSegments } from "~/lib/shop-day-buckets";
import { GENDER_LABELS } from "~/lib/site";
import {
  catalogueForSplits,
  customerCounts,
  dailyRefunds,
  dailySales,
  fragranceSales,
  pointsEarned,
  type Range,
} from "~/models/dashboard.server";

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

function rangeOf(days: DayRange): Range {
  return { start: days.start, end: days.end, segments: offsetSegments(days.start, days.end) };
}

async function periodSums(db: Db, days: DayRange) {
  const range = rangeOf(days);
  const [sums, refunds, lines, customers, earned] = await Promise.all([
    dailySales(db, range),
    dailyRefunds(db, range),
    fragranceSales(db, range),
    customerCounts(db, range),
    pointsEarned(db, range),
  ]);
  return { figures: periodFigures({ sums, refunds, lines, customers, pointsEarned: earned }), days: dailyFigures(days.days, sums, refunds), lines };
}

/** The business over a period and the one before it: figures, each day, what sold and to whom. */
export async function loadDashboard({ db, period }: { db: Db; period: DashboardPeriod }): Promise<Dashboard> {
  const [current, previous, catalogue] = await Promise.all([
    periodSums(db, period.current),
    periodSums(db, period.previous),
    catalogueForSplits(db),
  ]);
  const name = new Map(catalogue.map((row) => [row.id, row.name]));
  const gender = new Map(catalogue.map((row) => [row.id, row.gender]));
  const family = new Map(
    catalogue.map((row) => [row.id, noteFamily([row.top_notes, row.middle_notes, row.base_notes].flatMap((notes) => JSON.parse(notes) as string[]))]),
  );
  return {
    period,
    figures: current.figures,
    previousFigures: previous.figures,
    days: current.days,
    previousDays: previous.days,
    topByUnits: topFragrances(current.lines, "units", (id) => name.get(id)),
    topByRevenue: topFragrances(current.lines, "revenueCents", (id) => name.get(id)),
    byGender: salesSplit(current.lines, (id) => gender.get(id), GENDER_LABELS),
    byFamily: salesSplit(current.lines, (id) => family.get(id), NOTE_FAMILY_LABELS),
  };
}
