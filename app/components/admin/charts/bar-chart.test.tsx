import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatCents } from "~/lib/money";
import { BarChart, type BarRow } from "./bar-chart";

// Server HTML, read back as the browser would (see daily-line-chart.test.tsx).
function serve(node: React.ReactNode): string {
  const html = renderToStaticMarkup(node);
  document.body.innerHTML = html;
  return html;
}

const topByUnits: BarRow[] = [
  { label: "Midnight Oud", value: 40, href: "/admin/fragrances/7/edit" },
  { label: "Bergamot Breeze", value: 25, href: "/admin/fragrances/3/edit" },
  { label: "An Exceptionally Long Fragrance Name Indeed", value: 5, href: "/admin/fragrances/9/edit" },
];
const byGender: BarRow[] = [
  { label: "Women", value: 150_000 },
  { label: "Men", value: 100_000 },
  { label: "Unisex", value: 0 },
];

const bars = () => [...document.querySelectorAll("svg rect")];
const figures = () => [...document.querySelectorAll("svg text:not([text-anchor])")].map((text) => text.textContent);

describe("the bar chart", () => {
  it("draws a bar per row, longest for the largest, with its figure at the end", () => {
    serve(<BarChart title="Top 10 fragrances by units" rows={topByUnits} format={String} labelHeading="Fragrance" valueHeading="Units" />);
    const widths = bars().map((bar) => Number(bar.getAttribute("width")));
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(widths[1]).toBeGreaterThan(widths[2]!);
    expect(widths[1]! / widths[0]!).toBeCloseTo(25 / 40, 2);
    expect(figures()).toEqual(["40", "25", "5"]);
    const ends = bars().map((bar) => Number(bar.getAttribute("x")) + Number(bar.getAttribute("width")));
    const starts = [...document.querySelectorAll("svg text:not([text-anchor])")].map((text) => Number(text.getAttribute("x")));
    expect(starts).toEqual(ends.map((end) => end + 6));
  });

  it("links each fragrance to its page, the whole name where the drawing cuts it", () => {
    serve(<BarChart title="Top 10 fragrances by units" rows={topByUnits} format={String} labelHeading="Fragrance" valueHeading="Units" />);
    const chart = screen.getByRole("group", { name: "Top 10 fragrances by units" });
    const links = within(chart).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(topByUnits.map((row) => row.href));
    const long = within(chart).getByRole("link", { name: "An Exceptionally Long Fragrance Name Indeed" });
    expect(long.textContent).toContain("An Exceptionally Long Fragr…");
    expect(within(chart).getByRole("link", { name: "Midnight Oud" })).toBeTruthy();
  });

  it("gives a split each row's share, in the drawing and the table", () => {
    serve(<BarChart title="Sales by gender" rows={byGender} format={formatCents} labelHeading="Gender" valueHeading="Revenue" showShare />);
    expect(figures()).toEqual(["$1500.00 (60%)", "$1000.00 (40%)", "$0.00 (0%)"]);
    // Nothing sold draws no bar at all, not a sliver.
    expect(bars().map((bar) => bar.getAttribute("width")).at(-1)).toBe("0");
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Gender", "Revenue", "Share"]);
    const rows = within(table).getAllByRole("row").slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Women", "$1500.00", "60%"],
      ["Men", "$1000.00", "40%"],
      ["Unisex", "$0.00", "0%"],
    ]);
    expect(screen.getByText("Show as a table").closest("details")).toBeTruthy();
  });

  it("says so when nothing sold, instead of an empty drawing", () => {
    const html = serve(<BarChart title="Sales by note family" rows={[]} format={formatCents} />);
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("NaN");
    expect(screen.getByText("No sales in this period.")).toBeTruthy();
    expect(screen.getByText("Nothing in this period.")).toBeTruthy();
  });

  it("keeps its ids apart from another chart's on the same page", () => {
    const html = serve(
      <>
        <BarChart title="Top 10 fragrances by units" rows={topByUnits} format={String} />
        <BarChart title="Top 10 fragrances by revenue" rows={topByUnits} format={formatCents} />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
    expect(screen.getByRole("group", { name: "Top 10 fragrances by units" })).not.toBe(screen.getByRole("group", { name: "Top 10 fragrances by revenue" }));
  });
});
