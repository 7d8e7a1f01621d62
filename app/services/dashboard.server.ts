import type { Db } from "../../db/client";
import type { DashboardPeriod, DayRange } from "~/lib/dashboard-period";
import {
  dailyFigures,
  NOTE_FAMILY_LABELS,
  noteFamily,
  periodFigures,
  salesSplit,
  topFragrances,
  unitsBySize,
  type Dashboard,
} from "~/lib/dashboard-figures";
import { offsetSegments } from "~/lib/shop-day-buckets";
import { GENDER_LABELS } from "~/lib/site";
import type { Size } from "~/lib/sizes";
import {
  catalogueForSplits,
  customerCounts,
  dailyRefunds,
  dailySales,
  fragranceSales,
  pointsEarned,
  unitsSold,
  type Range,
} from "~/models/dashboard.server";

function rangeOf(days: DayRange): Range {
  return { start: days.start, end: days.end, segments: offsetSegments(days.start, days.end) };
}

/**
 * A period's figures and its days, given its units (the one part the two
 * periods get differently). One statement after another: on the embedded
 * database, statements started together interleave on its one connection and
 * a year's dashboard took 265-320 ms instead of 165-205 (decision 0056).
 */
async function periodOf(db: Db, days: DayRange, range: Range, units: Record<Size, number>) {
  const sums = await dailySales(db, range);
  const refunds = await dailyRefunds(db, range);
  const customers = await customerCounts(db, range);
  const earned = await pointsEarned(db, range);
  return { figures: periodFigures({ sums, refunds, units, customers, pointsEarned: earned }), days: dailyFigures(days.days, sums, refunds) };
}

/** The business over a period and the one before it: figures, each day, what sold and to whom. */
export async function loadDashboard({ db, period }: { db: Db; period: DashboardPeriod }): Promise<Dashboard> {
  const [currentRange, previousRange] = [rangeOf(period.current), rangeOf(period.previous)];
  // The period's lines by fragrance give its units too; the previous period needs only its units.
  const currentLines = await fragranceSales(db, currentRange);
  const current = await periodOf(db, period.current, currentRange, unitsBySize(currentLines));
  const previous = await periodOf(db, period.previous, previousRange, await unitsSold(db, previousRange));
  const catalogue = await catalogueForSplits(db);
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
    topByUnits: topFragrances(currentLines, "units", (id) => name.get(id)),
    topByRevenue: topFragrances(currentLines, "revenueCents", (id) => name.get(id)),
    byGender: salesSplit(currentLines, (id) => gender.get(id), GENDER_LABELS),
    byFamily: salesSplit(currentLines, (id) => family.get(id), NOTE_FAMILY_LABELS),
  };
}
