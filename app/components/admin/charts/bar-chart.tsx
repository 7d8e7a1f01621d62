import { useId } from "react";
import { linearScale, round1, shareOf } from "~/lib/chart-scale";
import { CHART_INK, ChartFrame } from "./chart-frame";

// A ranked list as horizontal bars, drawn on the server as SVG (works without
// JavaScript, prints: the figure is written at each bar's end, so nothing rests
// on a fill colour): the top 10 fragrances by units or by revenue, sales split
// by gender or by note family. Rows are drawn in the order given.

export type BarRow = {
  label: string;
  value: number;
  /** Where the label leads, e.g. the fragrance's admin page. */
  href?: string;
};

export type BarChartProps = {
  /** The caption, and the chart's accessible name: "Top 10 fragrances by units". */
  title: string;
  rows: readonly BarRow[];
  /** A figure as the admin reads it: formatCents, or String for units. */
  format: (value: number) => string;
  /** The table's first column: "Fragrance", "Gender", "Note family". */
  labelHeading?: string;
  /** The table's figure column: "Units", "Revenue". */
  valueHeading?: string;
  /** Add each row's share of the rows' total, "(42%)": for a split, not a top 10. */
  showShare?: boolean;
};

const WIDTH = 640;
const ROW = 28;
const BAR = 18;
const LABEL_RIGHT = 188;
const BAR_LEFT = 196;
// Room after the longest bar for its figure, "$123,456.78 (42%)" (17 characters of 12px text).
const BAR_RIGHT = WIDTH - 150;
// Longer labels are cut with an ellipsis; the whole label is the row's title and in the table.
const MOST_LABEL_CHARS = 28;

function clip(label: string): string {
  return label.length > MOST_LABEL_CHARS ? `${label.slice(0, MOST_LABEL_CHARS - 1).trimEnd()}…` : label;
}

export function BarChart({ title, rows, format, labelHeading = "Name", valueHeading = "Value", showShare = false }: BarChartProps) {
  const id = useId();
  const titleId = `${id}title`;
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.value), 0);
  const largest = Math.max(0, ...rows.map((row) => row.value));
  const width = linearScale([0, largest > 0 ? largest : 1], [0, BAR_RIGHT - BAR_LEFT]);
  const figure = (row: BarRow) => (showShare ? `${format(row.value)} (${shareOf(row.value, total)})` : format(row.value));
  const height = rows.length * ROW + 8;

  return (
    <ChartFrame
      title={title}
      titleId={titleId}
      headings={showShare ? [labelHeading, valueHeading, "Share"] : [labelHeading, valueHeading]}
      rows={rows.map((row, index) => {
        const label = row.href ? (
          <a href={row.href} className="underline">
            {row.label}
          </a>
        ) : (
          row.label
        );
        const cells = [label, format(row.value)];
        return { key: `${index}`, cells: showShare ? [...cells, shareOf(row.value, total)] : cells };
      })}
    >
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">No sales in this period.</p>
      ) : (
        // A group, not an image: its labels are text and its links are reachable; the bars are decoration.
        <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" fontSize="12" className="mt-2 block max-w-3xl" role="group" aria-labelledby={titleId}>
          {rows.map((row, index) => {
            const top = 4 + index * ROW;
            const middle = top + ROW / 2;
            const barWidth = round1(Math.max(row.value > 0 ? 1 : 0, width(Math.max(0, row.value))));
            const shown = clip(row.label);
            const label = (
              <text x={LABEL_RIGHT} y={middle} dy="0.32em" textAnchor="end" fill="currentColor" textDecoration={row.href ? "underline" : undefined}>
                {shown !== row.label ? <title>{row.label}</title> : null}
                {shown}
              </text>
            );
            return (
              <g key={index}>
                {row.href ? (
                  <a href={row.href} aria-label={shown !== row.label ? row.label : undefined}>
                    {label}
                  </a>
                ) : (
                  label
                )}
                <rect className={CHART_INK.current} x={BAR_LEFT} y={middle - BAR / 2} width={barWidth} height={BAR} rx="2" fill="currentColor" aria-hidden="true" />
                <text className={CHART_INK.muted} x={round1(BAR_LEFT + barWidth + 6)} y={middle} dy="0.32em" fill="currentColor">
                  {figure(row)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartFrame>
  );
}
