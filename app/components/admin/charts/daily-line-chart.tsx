import { useId } from "react";
import { labelIndexes, linearScale, niceTicks, polylinePoints, round1, shortDay } from "~/lib/chart-scale";
import { WeekHoverAreas } from "./week-hover-areas";
import { CHART_INK, ChartFrame, LegendSwatch } from "./chart-frame";

// A figure per day over the dashboard's period (revenue in cents, or orders),
// drawn on the server as SVG so it needs no JavaScript and prints. The
// previous period of the same length is a faint dashed line, day 1 over day 1.
// Hovering or focusing a day reveals its figures by CSS alone (Tailwind's
// group-hover / group-focus): no script, so nothing counts against the admin's
// JavaScript budget. Focus rather than focus-visible: on a phone, where hover
// styles do not apply, a tap focuses the day and so shows it.

export type ChartDay = {
  /** The shop's calendar day, "2026-11-03". */
  day: string;
  value: number;
};

export type DailyLineChartProps = {
  /** The caption, and the chart's accessible name: "Revenue per day". */
  title: string;
  /** Every day of the period in order, days without sales as 0. */
  days: readonly ChartDay[];
  /** The previous period, same length, drawn day by day under `days` (extra days are not drawn). */
  previous: readonly ChartDay[];
  /** A figure as the admin reads it: formatCents, or String for counts. */
  format: (value: number) => string;
  /** The smallest step of the y axis: 100 for cents (ticks in whole dollars), 1 for counts. */
  tickUnit?: number;
  /** A y-axis tick: wholeDollars for cents; `format` when not given. */
  formatTick?: (value: number) => string;
};

const WIDTH = 640;
const HEIGHT = 280;
// The top band holds the revealed day's figures; the left margin the y ticks.
const PLOT = { left: 64, right: WIDTH - 16, top: 44, bottom: HEIGHT - 28 };
const BAND = { y: 6, height: 24 };
// A tab stop per day is a help over a month and a chore over a year: longer
// periods reveal on hover only, and the keyboard reads the table instead.
const MOST_FOCUSABLE_DAYS = 62;
// Dots mark each day while they stay apart.
const MOST_DOTTED_DAYS = 31;
// Estimated width of a character of the 12px label text, to size its backing box.
const CHAR_WIDTH = 6.6;

/** "Nov 3: $1,234.00 · previous period Oct 4: $980.00" */
function dayText(day: ChartDay, before: ChartDay | undefined, format: (value: number) => string): string {
  const now = `${shortDay(day.day)}: ${format(day.value)}`;
  return before ? `${now} · previous period ${shortDay(before.day)}: ${format(before.value)}` : now;
}

function describe(days: readonly ChartDay[], previous: readonly ChartDay[], format: (value: number) => string): string {
  if (days.length === 0) return "No days in this period.";
  const highest = days.reduce((best, day) => (day.value > best.value ? day : best), days[0]!);
  const span = days.length === 1 ? `1 day, ${shortDay(days[0]!.day)}` : `${days.length} days from ${shortDay(days[0]!.day)} to ${shortDay(days.at(-1)!.day)}`;
  const before = previous.length > 0 ? " The previous period is the dashed line." : "";
  return `${span}; highest ${shortDay(highest.day)} at ${format(highest.value)}.${before}`;
}

function span(days: readonly ChartDay[]): string {
  if (days.length === 0) return "";
  const [first, last] = [days[0]!.day, days.at(-1)!.day];
  if (days.length === 1) return shortDay(first);
  // Across a new year the days alone would read "Nov 21 – Nov 20": each gets its year.
  const year = (day: string) => (first.slice(0, 4) === last.slice(0, 4) ? "" : `, ${day.slice(0, 4)}`);
  return `${shortDay(first)}${year(first)} – ${shortDay(last)}${year(last)}`;
}

export function DailyLineChart({ title, days, previous: previousDays, format, tickUnit = 1, formatTick = format }: DailyLineChartProps) {
  const id = useId();
  const titleId = `${id}title`;
  const descId = `${id}desc`;
  const count = days.length;
  const previous = previousDays.slice(0, count);
  const { ticks, max } = niceTicks(Math.max(0, ...days.map((day) => day.value), ...previous.map((day) => day.value)), tickUnit);
  const x = linearScale([0, count - 1], [PLOT.left, PLOT.right]);
  const y = linearScale([0, max], [PLOT.bottom, PLOT.top]);
  const column = count > 1 ? (PLOT.right - PLOT.left) / (count - 1) : PLOT.right - PLOT.left;
  const focusable = count <= MOST_FOCUSABLE_DAYS;
  const line = polylinePoints(
    days.map((day) => day.value),
    x,
    y,
  );
  const area = count > 1 ? `${PLOT.left},${PLOT.bottom} ${line} ${PLOT.right},${PLOT.bottom}` : "";

  return (
    <ChartFrame
      title={title}
      titleId={titleId}
      headings={["Day", "This period", "Previous period"]}
      rows={days.map((day, index) => {
        const before = previous[index];
        return { key: day.day, cells: [day.day, format(day.value), before ? `${before.day}: ${format(before.value)}` : "—"] };
      })}
      legend={
        <p className="mt-1 flex flex-wrap gap-4 text-xs text-stone-600 dark:text-stone-400">
          <span className="flex items-center gap-2">
            <LegendSwatch className={CHART_INK.current} />
            This period {span(days)}
          </span>
          {previous.length > 0 ? (
            <span className="flex items-center gap-2">
              <LegendSwatch className={CHART_INK.previous} dashed />
              Previous period {span(previous)}
            </span>
          ) : null}
        </p>
      }
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        fontSize="12"
        className="mt-2 block max-w-3xl"
        // A month's days are focusable parts (a group); a longer period is one image, described.
        role={focusable ? "group" : "img"}
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <desc id={descId}>{describe(days, previous, format)}</desc>
        <g aria-hidden="true">
          <g className={CHART_INK.grid} stroke="currentColor">
            {ticks.map((tick) => (
              <line key={tick} x1={PLOT.left} x2={PLOT.right} y1={round1(y(tick))} y2={round1(y(tick))} />
            ))}
          </g>
          <g className={CHART_INK.muted} fill="currentColor">
            {ticks.map((tick) => (
              <text key={tick} x={PLOT.left - 8} y={round1(y(tick))} dy="0.32em" textAnchor="end">
                {formatTick(tick)}
              </text>
            ))}
            {labelIndexes(count).map((index) => (
              <text key={index} x={round1(x(index))} y={PLOT.bottom + 20} textAnchor={count === 1 ? "middle" : index === 0 ? "start" : index === count - 1 ? "end" : "middle"}>
                {shortDay(days[index]!.day)}
              </text>
            ))}
          </g>
          {previous.length > 0 ? (
            <polyline
              className={CHART_INK.previous}
              points={polylinePoints(
                previous.map((day) => day.value),
                x,
                y,
              )}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeDasharray="5 4"
            />
          ) : null}
          {/* One day is a single point, which a polyline does not draw: the previous day is a ring. */}
          {count === 1 && previous.length === 1 ? (
            <circle className={CHART_INK.previous} cx={round1(x(0))} cy={round1(y(previous[0]!.value))} r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          ) : null}
          <g className={CHART_INK.current}>
            {area ? <polygon points={area} fill="currentColor" fillOpacity="0.12" /> : null}
            <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            {count <= MOST_DOTTED_DAYS ? days.map((day, index) => <circle key={day.day} cx={round1(x(index))} cy={round1(y(day.value))} r="2.5" fill="currentColor" />) : null}
          </g>
        </g>
        {focusable ? null : <WeekHoverAreas days={days} previous={previous} format={format} x={x} top={2} bottom={PLOT.bottom} />}
        {(focusable ? days : []).map((day, index) => {
          const text = dayText(day, previous[index], format);
          const cx = round1(x(index));
          const hitLeft = Math.max(2, cx - column / 2);
          const hitRight = Math.min(WIDTH - 2, cx + column / 2);
          const boxWidth = Math.round(text.length * CHAR_WIDTH + 16);
          const boxLeft = Math.min(Math.max(2, cx - boxWidth / 2), WIDTH - 2 - boxWidth);
          return (
            <g key={day.day} className="group" tabIndex={0} role="img" aria-label={text}>
              <title>{text}</title>
              <rect x={round1(hitLeft)} y={2} width={round1(hitRight - hitLeft)} height={PLOT.bottom - 2} fill="transparent" />
              <g className="opacity-0 group-hover:opacity-100 group-focus:opacity-100">
                <line className={CHART_INK.muted} x1={cx} x2={cx} y1={BAND.y + BAND.height} y2={PLOT.bottom} stroke="currentColor" strokeDasharray="2 2" />
                <circle className={CHART_INK.current} cx={cx} cy={round1(y(day.value))} r="5" fill="currentColor" />
                <rect x={round1(boxLeft)} y={BAND.y} width={boxWidth} height={BAND.height} rx="4" fill="Canvas" stroke="currentColor" strokeOpacity="0.3" />
                <text x={round1(boxLeft + 8)} y={BAND.y + BAND.height / 2} dy="0.32em" fill="currentColor">
                  {text}
                </text>
              </g>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
