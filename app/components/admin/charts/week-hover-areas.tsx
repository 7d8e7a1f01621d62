import { round1, shortDay } from "~/lib/chart-scale";

const WEEK = 7;

/** A day of the chart (daily-line-chart.tsx's ChartDay). */
type ChartDay = { day: string; value: number };

/** "Nov 21 – Nov 27: $1,234.00 · previous period: $980.00" */
function weekText(days: readonly ChartDay[], before: readonly ChartDay[], format: (value: number) => string): string {
  const sum = (list: readonly ChartDay[]) => list.reduce((total, day) => total + day.value, 0);
  const span = days.length === 1 ? shortDay(days[0]!.day) : `${shortDay(days[0]!.day)} – ${shortDay(days.at(-1)!.day)}`;
  return `${span}: ${format(sum(days))}${before.length > 0 ? ` · previous period: ${format(sum(before))}` : ""}`;
}

/**
 * A long period's hover areas, a week each with its native tooltip. Over a
 * year a day is under 2 px wide, too narrow to point at, and a drawn label
 * for each of 365 days made a year's page 0.67 MB of charts and a third of
 * its render (decision 0056); every day is in the table under the chart.
 */
export function WeekHoverAreas(props: {
  days: readonly ChartDay[];
  previous: readonly ChartDay[];
  format: (value: number) => string;
  x: (index: number) => number;
  top: number;
  bottom: number;
}) {
  const { days, previous, format, x, top, bottom } = props;
  const column = days.length > 1 ? x(1) - x(0) : 0;
  const weeks = Array.from({ length: Math.ceil(days.length / WEEK) }, (_, week) => week * WEEK);
  return (
    <g>
      {weeks.map((first) => {
        const last = Math.min(first + WEEK, days.length) - 1;
        const left = round1(Math.max(0, x(first) - column / 2));
        const right = round1(x(last) + column / 2);
        return (
          <rect key={first} x={left} y={top} width={round1(right - left)} height={bottom - top} fill="transparent">
            <title>{weekText(days.slice(first, last + 1), previous.slice(first, last + 1), format)}</title>
          </rect>
        );
      })}
    </g>
  );
}
