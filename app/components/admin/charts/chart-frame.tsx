import { AdminTable } from "../admin-table";

// What every dashboard chart shares: a captioned figure, and under the drawing
// the same figures as a table one disclosure away, for screen readers, for
// copying into a spreadsheet and for anyone who would rather read numbers.
// Only classes the admin pages already use: the one stylesheet is every
// shopper's too (CSS_BUDGET in config/page-budgets.js).

/** The drawing's colours: the period in gold, everything secondary in stone, each with its dark-mode pair. */
export const CHART_INK = {
  current: "text-gold-600 dark:text-gold-300",
  previous: "text-stone-500",
  muted: "text-stone-600 dark:text-stone-400",
  grid: "text-stone-200 dark:text-stone-600",
} as const;

/** The figure, its caption and the table alternative; `children` is the drawing. */
export function ChartFrame({
  title,
  titleId,
  headings,
  rows,
  legend,
  children,
}: {
  title: string;
  /** The caption's id, for the drawing's aria-labelledby. */
  titleId: string;
  headings: readonly string[];
  /** The table alternative's rows: one cell per heading, the first a row heading. */
  rows: readonly { key: string; cells: readonly React.ReactNode[] }[];
  legend?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      {legend}
      {children}
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">Show as a table</summary>
        <AdminTable headings={headings} message={rows.length === 0 ? "Nothing in this period." : null}>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </AdminTable>
      </details>
    </figure>
  );
}

/** A short stroke sample for the legend, drawn the way the chart draws its line. */
export function LegendSwatch({ className, dashed = false }: { className: string; dashed?: boolean }) {
  return (
    <svg width="24" height="8" aria-hidden="true" className={className}>
      <line x1="0" y1="4" x2="24" y2="4" stroke="currentColor" strokeWidth={dashed ? 1.5 : 2.5} strokeDasharray={dashed ? "4 3" : undefined} />
    </svg>
  );
}
