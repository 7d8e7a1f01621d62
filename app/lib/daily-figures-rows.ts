// The dashboard's figures export (issue 38): one row per shop day of the
// period and a Total row. Orders arrive oldest first and are added to the
// shop day (Denver) they were placed on; a day's row is complete, and written,
// as soon as an order of a later day arrives, so the file streams however
// many orders there are. Computed here in JS, apart from the dashboard's own
// SQL, so each checks the other. Money is before sales tax (decision 0058:
// the tax is the state's); the tax column is what the day's orders collected
// less what refunds gave back, the tax owed on that day's sales.
import { csvLine } from "./csv";
import { csvMoney } from "./order-export-rows";
import { SHOP_TIME_ZONE_LABEL, shopDay } from "./shop-time";

/** One sales order's amounts (sums over its lines and refunds): total and refunds before tax, the tax apart. */
export type OrderFigures = {
  createdAt: number;
  totalCents: number;
  discountCents: number;
  pointsCents: number;
  refundedCents: number;
  /** The order's sales tax less the tax its refunds gave back. */
  taxCents: number;
  units10ml: number;
  units2ml: number;
};

export type ExportDayFigures = {
  day: string;
  orders: number;
  grossCents: number;
  refundsCents: number;
  /** Money discounts: the orders' discounts less the part paid with points. */
  discountCents: number;
  pointsCents: number;
  units10ml: number;
  units2ml: number;
  taxCents: number;
};

export const DAILY_FIGURES_HEADER = [
  `day (${SHOP_TIME_ZONE_LABEL})`,
  "orders",
  "revenue",
  "gross",
  "refunds",
  "discounts",
  "points_spent",
  "units_10ml",
  "units_2ml",
  "tax",
] as const;

function emptyDay(day: string): ExportDayFigures {
  return { day, orders: 0, grossCents: 0, refundsCents: 0, discountCents: 0, pointsCents: 0, units10ml: 0, units2ml: 0, taxCents: 0 };
}

/** A row's cells: revenue is gross (order totals) less refunds, both before tax; the tax last. */
export function dayFiguresCells(figures: ExportDayFigures): (string | number)[] {
  return [
    figures.day,
    figures.orders,
    csvMoney(figures.grossCents - figures.refundsCents),
    csvMoney(figures.grossCents),
    csvMoney(figures.refundsCents),
    csvMoney(figures.discountCents),
    csvMoney(figures.pointsCents),
    figures.units10ml,
    figures.units2ml,
    csvMoney(figures.taxCents),
  ];
}

/**
 * Adds orders, oldest first, to the days of a period (`days`, in order).
 * `add` returns the days an order's arrival has completed; `finish` the rest
 * and the Total. An order outside the days (the caller's query bounds them)
 * is refused loudly rather than miscounted.
 */
export function figuresByShopDay(days: readonly string[]) {
  let next = 0;
  let current: ExportDayFigures | null = null;
  const total = emptyDay("Total");

  const closeUntil = (day: string | null): ExportDayFigures[] => {
    const done: ExportDayFigures[] = [];
    while (next < days.length && (day === null || days[next]! < day)) {
      done.push(current && current.day === days[next] ? current : emptyDay(days[next]!));
      current = null;
      next += 1;
    }
    return done;
  };

  return {
    add(order: OrderFigures): ExportDayFigures[] {
      const day = shopDay(order.createdAt);
      const done = closeUntil(day);
      if (days[next] !== day) throw new Error(`order placed on ${day}, outside the period's days or out of order`);
      current ??= emptyDay(day);
      for (const figures of [current, total]) {
        figures.orders += 1;
        figures.grossCents += order.totalCents;
        figures.refundsCents += order.refundedCents;
        figures.discountCents += order.discountCents - order.pointsCents;
        figures.pointsCents += order.pointsCents;
        figures.units10ml += order.units10ml;
        figures.units2ml += order.units2ml;
        figures.taxCents += order.taxCents;
      }
      return done;
    },
    finish(): ExportDayFigures[] {
      return [...closeUntil(null), total];
    },
  };
}

/** The CSV text of some rows, each line ended with CRLF. */
export function dailyFiguresCsv(rows: readonly ExportDayFigures[]): string {
  return rows.map((row) => `${csvLine(dayFiguresCells(row))}\r\n`).join("");
}

export function dailyFiguresHeaderCsv(): string {
  return `${csvLine(DAILY_FIGURES_HEADER)}\r\n`;
}
