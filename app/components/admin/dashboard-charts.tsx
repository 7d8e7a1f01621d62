import { wholeDollars } from "~/lib/chart-scale";
import type { Dashboard, DayFigures, FragranceFigures } from "~/lib/dashboard-figures";
import { formatAmount, formatCount } from "~/lib/dashboard-display";
import { BarChart } from "./charts/bar-chart";
import { DailyLineChart } from "./charts/daily-line-chart";

type Props = Pick<Dashboard, "days" | "previousDays" | "topByUnits" | "topByRevenue" | "byGender" | "byFamily">;

const fragranceRows = (list: FragranceFigures[], value: (entry: FragranceFigures) => number) =>
  list.map((entry) => ({
    label: entry.name,
    value: value(entry),
    ...(entry.fragranceId === null ? {} : { href: `/admin/fragrances/${entry.fragranceId}/edit` }),
  }));

/** The period day by day against the one before, what sold best, and to whom: SVG drawn here, a table behind each. */
export function DashboardCharts({ days, previousDays, topByUnits, topByRevenue, byGender, byFamily }: Props) {
  const series = (list: DayFigures[], key: "revenueCents" | "orders") => list.map((day) => ({ day: day.day, value: day[key] }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DailyLineChart
        title="Revenue per day"
        days={series(days, "revenueCents")}
        previous={series(previousDays, "revenueCents")}
        format={formatAmount}
        tickUnit={100}
        formatTick={wholeDollars}
      />
      <DailyLineChart title="Orders per day" days={series(days, "orders")} previous={series(previousDays, "orders")} format={formatCount} />
      <BarChart title="Top 10 fragrances by units" labelHeading="Fragrance" valueHeading="Units" format={formatCount} rows={fragranceRows(topByUnits, (entry) => entry.units)} />
      <BarChart title="Top 10 fragrances by revenue" labelHeading="Fragrance" valueHeading="Revenue" format={formatAmount} rows={fragranceRows(topByRevenue, (entry) => entry.revenueCents)} />
      <BarChart title="Sales by gender" labelHeading="Gender" valueHeading="Revenue" format={formatAmount} showShare rows={byGender.map((entry) => ({ label: entry.label, value: entry.revenueCents }))} />
      <BarChart title="Sales by note family" labelHeading="Note family" valueHeading="Revenue" format={formatAmount} showShare rows={byFamily.map((entry) => ({ label: entry.label, value: entry.revenueCents }))} />
    </div>
  );
}
