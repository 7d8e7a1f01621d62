import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { wholeDollars } from "~/lib/chart-scale";
import { formatCents } from "~/lib/money";
import { type ChartDay, DailyLineChart } from "./daily-line-chart";

// The charts are server HTML: what an admin without JavaScript gets is the
// markup itself, so each test renders it to a string and reads it as the
// browser would, from a document holding only that HTML.
function serve(node: React.ReactNode): string {
  const html = renderToStaticMarkup(node);
  document.body.innerHTML = html;
  return html;
}

/** `count` shop days from `first` ("2026-11-03"), each value from `value(index)`. */
function period(first: string, count: number, value: (index: number) => number): ChartDay[] {
  const start = Date.parse(`${first}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => ({ day: new Date(start + index * 86_400_000).toISOString().slice(0, 10), value: value(index) }));
}

const week = period("2026-11-03", 7, (index) => [123_400, 0, 45_000, 98_050, 0, 150_000, 12_345][index]!);
const weekBefore = period("2026-10-27", 7, (index) => [98_000, 10_000, 0, 20_000, 30_000, 40_000, 50_000][index]!);
const revenue = (days = week, previous = weekBefore) => (
  <DailyLineChart title="Revenue per day" days={days} previous={previous} format={formatCents} tickUnit={100} formatTick={wholeDollars} />
);

const tableRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);

describe("the daily line chart", () => {
  it("holds every day's figure and the previous period's in a table behind 'Show as a table'", () => {
    serve(revenue());
    const details = screen.getByText("Show as a table").closest("details")!;
    expect(details).not.toHaveProperty("open", true);
    expect(within(details).getByRole("table")).toBeTruthy();
    const rows = tableRows().map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual(["2026-11-03", "$1234.00", "2026-10-27: $980.00"]);
    expect(rows[6]).toEqual(["2026-11-09", "$123.45", "2026-11-02: $500.00"]);
  });

  it("is named by its caption and says what it shows", () => {
    serve(revenue());
    const chart = screen.getByRole("group", { name: "Revenue per day" });
    expect(chart.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(chart.getAttribute("aria-describedby")!)!.textContent).toBe(
      "7 days from Nov 3 to Nov 9; highest Nov 8 at $1500.00. The previous period is the dashed line.",
    );
  });

  it("draws the previous period as a dashed line, day 1 over day 1, and says so in the legend", () => {
    const html = serve(revenue());
    const lines = [...document.querySelectorAll("polyline")];
    const dashed = lines.filter((line) => line.getAttribute("stroke-dasharray"));
    const solid = lines.filter((line) => !line.getAttribute("stroke-dasharray"));
    expect(dashed).toHaveLength(1);
    expect(solid).toHaveLength(1);
    const xs = (line: Element) => line.getAttribute("points")!.split(" ").map((point) => point.split(",")[0]);
    expect(xs(dashed[0]!)).toEqual(xs(solid[0]!));
    expect(html).toContain("This period Nov 3 – Nov 9");
    expect(html).toContain("Previous period Oct 27 – Nov 2");
  });

  it("names each day's figures on hover and focus, one tab stop per day", () => {
    serve(revenue());
    const days = screen.getAllByRole("img", { name: /^Nov \d+: / });
    expect(days).toHaveLength(7);
    const first = screen.getByRole("img", { name: "Nov 3: $1234.00 · previous period Oct 27: $980.00" });
    expect(first.getAttribute("tabindex")).toBe("0");
    // The pointer's tooltip, and the label CSS reveals on hover or keyboard focus.
    expect(first.querySelector("title")!.textContent).toBe(first.getAttribute("aria-label"));
    const reveal = first.querySelector("text")!.closest("g")!;
    expect(reveal.getAttribute("class")).toBe("opacity-0 group-hover:opacity-100 group-focus:opacity-100");
    expect(reveal.querySelector("text")!.textContent).toBe("Nov 3: $1234.00 · previous period Oct 27: $980.00");
  });

  it("labels a few days and round whole-dollar ticks", () => {
    serve(revenue());
    const axis = [...document.querySelectorAll("svg > g[aria-hidden] text")].map((text) => text.textContent);
    // $1,500.00 at most: $0 to $1,500 in steps of $500.
    expect(axis).toEqual(["$0", "$500", "$1,000", "$1,500", "Nov 3", "Nov 5", "Nov 7", "Nov 9"]);
  });

  it("draws a flat line on a real axis for a period without sales, and one day alone, without NaN", () => {
    const empty = serve(revenue(period("2026-11-03", 30, () => 0), period("2026-10-04", 30, () => 0)));
    expect(empty).not.toContain("NaN");
    expect(empty).toContain(">$4<");
    const floor = [...document.querySelectorAll("polyline")].map((line) => new Set(line.getAttribute("points")!.split(" ").map((point) => point.split(",")[1])));
    expect(floor.every((ys) => ys.size === 1)).toBe(true);

    const oneDay = serve(revenue(period("2026-11-03", 1, () => 4_200), period("2026-11-02", 1, () => 0)));
    expect(oneDay).not.toContain("NaN");
    expect(screen.getByRole("img", { name: "Nov 3: $42.00 · previous period Nov 2: $0.00" })).toBeTruthy();
    // A single point each: this day's dot and the previous day's ring.
    expect(document.querySelector("polyline[stroke-dasharray]")!.getAttribute("points")).toBe("344,252");
    expect(document.querySelector('circle[fill="none"]')!.getAttribute("cy")).toBe("252");
    expect(tableRows()).toHaveLength(1);
  });

  it("counts orders with whole-number ticks", () => {
    serve(<DailyLineChart title="Orders per day" days={period("2026-11-03", 3, (index) => index)} previous={[]} format={String} />);
    const ticks = [...document.querySelectorAll("svg > g[aria-hidden] text[text-anchor=end]")].map((text) => text.textContent);
    expect(ticks.slice(0, 5)).toEqual(["0", "1", "2", "3", "4"]);
    expect(document.querySelectorAll("polyline[stroke-dasharray]")).toHaveLength(0);
    expect(screen.getByRole("img", { name: "Nov 5: 2" })).toBeTruthy();
  });

  it("makes a year one described image, leaving the keyboard to the table instead of 365 tab stops", () => {
    const html = serve(revenue(period("2025-11-03", 365, (index) => index * 100), period("2024-11-03", 365, () => 100)));
    expect(html).not.toContain("tabindex");
    const chart = screen.getByRole("img", { name: "Revenue per day" });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(tableRows()).toHaveLength(365);
    // Its legend names the years the period spans.
    expect(html).toContain("This period Nov 3, 2025 – Nov 2, 2026");
    expect(html).toContain("Previous period Nov 3, 2024 – Nov 2, 2025");
    // Hover reveals each week (a day is under 2 px wide here): 53 areas, the first week's sums.
    const titles = [...chart.querySelectorAll("title")].map((title) => title.textContent);
    expect(titles).toHaveLength(53);
    expect(titles[0]).toBe("Nov 3 – Nov 9: $21.00 · previous period: $7.00");
    expect(titles.at(-1)).toBe("Nov 2: $364.00 · previous period: $1.00");
  });

  it("keeps its ids apart from another chart's on the same page", () => {
    const html = serve(
      <>
        {revenue()}
        <DailyLineChart title="Orders per day" days={period("2026-11-03", 7, () => 3)} previous={period("2026-10-27", 7, () => 2)} format={String} />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(screen.getByRole("group", { name: "Revenue per day" })).not.toBe(screen.getByRole("group", { name: "Orders per day" }));
  });
});
