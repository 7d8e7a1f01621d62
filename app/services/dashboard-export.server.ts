import type { DayRange } from "~/lib/dashboard-period";
import { figuresByShopDay, dailyFiguresCsv, dailyFiguresHeaderCsv } from "~/lib/daily-figures-rows";
import { orderExportCsv, orderExportHeaderCsv } from "~/lib/order-export-rows";
import { loadExportOrderFigures, loadExportOrders, type ExportCursor, type ExportPageQuery } from "~/models/dashboard-export.server";
import type { ServiceContext } from "./service-context";

// The dashboard's CSV exports as text produced a page of orders at a time.
// The service knows nothing of HTTP: it is an async generator of CSV pieces
// (the header, then one piece per page of orders), and the route wraps it in
// a web ReadableStream whose pull() asks for the next piece only when the
// client has taken the last. So at most one page of orders is in memory, on
// Node and on Workers alike, whether the period holds ten orders or 100,000.

/** Orders per page: each piece of the orders file is some 100 KB. */
export const EXPORT_PAGE_SIZE = 500;

type ExportContext = Pick<ServiceContext, "db">;

/** Every page of the period's sales orders, oldest first, as `load` reads them. */
async function* pages<Row extends { id: number; createdAt: number }>(
  load: (query: ExportPageQuery) => Promise<Row[]>,
  context: ExportContext,
  period: DayRange,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let after: ExportCursor | null = null;
  for (;;) {
    const rows = await load({ db: context.db, start: period.start, end: period.end, after, limit: pageSize });
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The orders export: a header, then one row per line of the period's sales orders, oldest first. */
export async function* orderLinesCsv(context: ExportContext, period: DayRange, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<string> {
  yield orderExportHeaderCsv();
  for await (const page of pages(loadExportOrders, context, period, pageSize)) yield orderExportCsv(page);
}

/** The figures export: a header, one row per shop day of the period (days without orders too) and a Total row. */
export async function* dailyFiguresCsvLines(context: ExportContext, period: DayRange, pageSize = 2 * EXPORT_PAGE_SIZE): AsyncGenerator<string> {
  yield dailyFiguresHeaderCsv();
  const figures = figuresByShopDay(period.days);
  for await (const page of pages(loadExportOrderFigures, context, period, pageSize)) {
    const done = page.flatMap((order) => figures.add(order));
    if (done.length) yield dailyFiguresCsv(done);
  }
  yield dailyFiguresCsv(figures.finish());
}

/** "orders-2026-11-01-to-2026-11-30.csv". */
export function exportFilename(kind: "orders" | "figures", period: DayRange): string {
  return `${kind}-${period.first}-to-${period.last}.csv`;
}
