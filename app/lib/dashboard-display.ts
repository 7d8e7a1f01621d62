// How the dashboard puts its figures into words: amounts with thousands
// separators, changes against the previous period with their direction.
import { relativeChange, type PeriodFigures } from "./dashboard-figures";

const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const COUNT = new Intl.NumberFormat("en-US");

/** "$12,345.67" (and "-$5.00" below zero). */
export function formatAmount(cents: number): string {
  return DOLLARS.format(cents / 100);
}

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** "42 %" for a share between 0 and 1; "–" without one. */
export function formatShare(share: number | null): string {
  return share === null ? "–" : `${Math.round(share * 100)} %`;
}

export type FigureChange = { text: string; direction: "up" | "down" | "same" | "none" };

/** "+12 % vs previous period", "−4 %", "No change", or why there is nothing to compare with. */
export function describeChange(current: number | null, previous: number | null): FigureChange {
  const change = relativeChange(current, previous);
  if (change === null) return { text: previous === 0 || previous === null ? "Nothing in the previous period" : "–", direction: "none" };
  const percent = Math.round(change * 100);
  if (percent === 0) return { text: "No change on the previous period", direction: "same" };
  return { text: `${percent > 0 ? "+" : "−"}${Math.abs(percent)} % on the previous period`, direction: percent > 0 ? "up" : "down" };
}

/** A share's change in percentage points ("+5 pts"), which a relative change of a share would blur. */
export function describeShareChange(current: number | null, previous: number | null): FigureChange {
  if (current === null || previous === null) return { text: "Nothing in the previous period", direction: "none" };
  const points = Math.round((current - previous) * 100);
  if (points === 0) return { text: "No change on the previous period", direction: "same" };
  return { text: `${points > 0 ? "+" : "−"}${Math.abs(points)} pts on the previous period`, direction: points > 0 ? "up" : "down" };
}

export type FigureCard = { label: string; value: string; change: FigureChange; detail?: string };

/** The figures the dashboard opens with, in reading order. */
export function figureCards(current: PeriodFigures, previous: PeriodFigures): FigureCard[] {
  const money = (key: "revenueCents" | "discountCents", label: string, detail?: string): FigureCard => ({
    label,
    value: formatAmount(current[key]),
    change: describeChange(current[key], previous[key]),
    ...(detail ? { detail } : {}),
  });
  const count = (value: number, before: number, label: string, detail?: string): FigureCard => ({
    label,
    value: formatCount(value),
    change: describeChange(value, before),
    ...(detail ? { detail } : {}),
  });
  const units = current.units["10ml"] + current.units["2ml"];
  return [
    money("revenueCents", "Revenue", `Paid ${formatAmount(current.grossCents)}, refunded ${formatAmount(current.refundedCents)}`),
    count(current.orders, previous.orders, "Orders"),
    {
      label: "Average order value",
      value: current.averageOrderCents === null ? "–" : formatAmount(current.averageOrderCents),
      change: describeChange(current.averageOrderCents, previous.averageOrderCents),
    },
    count(units, previous.units["10ml"] + previous.units["2ml"], "Units sold", `${formatCount(current.units["10ml"])} × 10 ml, ${formatCount(current.units["2ml"])} × 2 ml samples`),
    money("discountCents", "Discounts given"),
    count(current.newCustomers, previous.newCustomers, "New customers"),
    {
      label: "Orders from returning customers",
      value: formatShare(current.returningShare),
      change: describeShareChange(current.returningShare, previous.returningShare),
      detail: `${formatCount(current.returningOrders)} of ${formatCount(current.orders)} orders`,
    },
    count(current.pointsEarned, previous.pointsEarned, "Points earned", "Scent Rewards"),
    count(current.pointsSpent, previous.pointsSpent, "Points spent", `Worth ${formatAmount(current.pointsSpent)}`),
  ];
}
