// What a shopper may send back, and for how much (issue 33, the FAQ's promise):
// an unopened item is returned for a refund within 30 days of delivery, a
// defective opened one exchanged within 7. Pure, so the order page, the form
// action, the JSON API and the admin screens agree on every window, quantity
// and cent. Money is integer cents; days are the shop's calendar days in Denver
// (decision 0039), so "30 days" means the same to the shopper, the e-mail and
// the admin whatever the server's zone.
import { shopDate, shopDay, shopDayBounds } from "./shop-time";

type Instant = Date | string | number;

export const RETURN_REASONS = ["unopened", "defective"] as const;

export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  unopened: "Unopened — return for a refund",
  defective: "Defective — exchange for the same or another fragrance",
};

/** Calendar days after the delivery day that each reason stays open. */
export const RETURN_WINDOW_DAYS: Record<ReturnReason, number> = { unopened: 30, defective: 7 };

/**
 * requested → approved → received → refunded (unopened) or exchanged
 * (defective); requested → rejected. A rejected request gives its units back.
 */
export const RETURN_REQUEST_STATUSES = ["requested", "approved", "rejected", "received", "refunded", "exchanged"] as const;

export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];

export const RETURN_REQUEST_STATUS_LABELS: Record<ReturnRequestStatus, string> = {
  requested: "Requested",
  approved: "Approved — send it back",
  rejected: "Rejected",
  received: "Received",
  refunded: "Refunded",
  exchanged: "Replacement sent",
};

export function isReturnRequestStatus(value: unknown): value is ReturnRequestStatus {
  return typeof value === "string" && (RETURN_REQUEST_STATUSES as readonly string[]).includes(value);
}

export function isReturnReason(value: unknown): value is ReturnReason {
  return typeof value === "string" && (RETURN_REASONS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// Windows

/** "2026-11-26" plus 30 → "2026-12-26", across month and year ends. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export type ReturnWindow = {
  /** The last shop day a request is accepted ("2026-12-26"). */
  lastDay: string;
  /** The UTC instant the window shuts: the shop's midnight ending `lastDay` (exclusive). */
  closesAt: number;
};

/**
 * Delivered on shop day D, a request is accepted through day D + N, up to the
 * midnight in Denver that ends it. Counting calendar days, not 24-hour spans,
 * keeps the promise readable ("until Dec 26") and gives the same day to a
 * parcel left at 8 am or at 8 pm; a clock change in between moves nothing.
 */
export function returnWindow(deliveredAt: Instant, reason: ReturnReason): ReturnWindow {
  const lastDay = addDays(shopDay(deliveredAt), RETURN_WINDOW_DAYS[reason]);
  // A day built from a real instant is always a real day.
  const bounds = shopDayBounds(lastDay)!;
  return { lastDay, closesAt: bounds.end };
}

export function isWindowOpen(deliveredAt: Instant, reason: ReturnReason, now: Instant): boolean {
  return new Date(now).getTime() < returnWindow(deliveredAt, reason).closesAt;
}

/** "Nov 26, 2026": the last day of a window, as the shopper reads it. */
export function windowLastDayText(deliveredAt: Instant, reason: ReturnReason): string {
  return shopDate(returnWindow(deliveredAt, reason).closesAt - 1);
}

// ---------------------------------------------------------------------------
// Quantities

export type ReturnableLine = { orderItemId: number; unitPriceCents: number; quantity: number };

/** One line of an earlier request, with the amount it snapshotted. */
export type EarlierReturnItem = { orderItemId: number; quantity: number; refundCents: number };

export type EarlierReturn = { status: ReturnRequestStatus; items: readonly EarlierReturnItem[] };

/** Requests that still hold their units: every one but a rejected one. */
export function holding(earlier: readonly EarlierReturn[]): EarlierReturnItem[] {
  return earlier.filter((request) => request.status !== "rejected").flatMap((request) => request.items);
}

export function sumFor(items: readonly EarlierReturnItem[], orderItemId: number, pick: (item: EarlierReturnItem) => number) {
  return items.filter((item) => item.orderItemId === orderItemId).reduce((sum, item) => sum + pick(item), 0);
}

export type EligibleLine = { orderItemId: number; ordered: number; taken: number; eligible: number };

/** Per line: what was ordered, what earlier requests (not rejected) took, and what is left. */
export function eligibleQuantities(lines: readonly ReturnableLine[], earlier: readonly EarlierReturn[]): EligibleLine[] {
  const held = holding(earlier);
  return lines.map((line) => {
    const taken = Math.min(line.quantity, sumFor(held, line.orderItemId, (item) => item.quantity));
    return { orderItemId: line.orderItemId, ordered: line.quantity, taken, eligible: line.quantity - taken };
  });
}

// ---------------------------------------------------------------------------
// Whether an order (and each line) can be returned, and why not

export type OrderForReturn = {
  status: string;
  deliveredAt: Instant | null;
  lines: readonly ReturnableLine[];
};

export type ReturnClosedReason = "not-delivered" | "window-closed" | "nothing-left";

export type OrderReturnState =
  | { open: true; reasons: ReturnReason[]; eligible: EligibleLine[]; windows: Record<ReturnReason, ReturnWindow> }
  | { open: false; reason: ReturnClosedReason; message: string };

export const NOT_DELIVERED_MESSAGE =
  "This order has not been delivered yet. Returns and exchanges open on the day it arrives.";
export const NOTHING_LEFT_MESSAGE = "Every item on this order is already in a return or exchange request.";

/** Why a reason cannot be chosen any more: "The 30-day window for returning unopened items closed on Dec 26, 2026." */
export function windowClosedMessage(deliveredAt: Instant, reason: ReturnReason): string {
  const what = reason === "unopened" ? "returning unopened items" : "exchanging defective items";
  return `The ${RETURN_WINDOW_DAYS[reason]}-day window for ${what} closed on ${windowLastDayText(deliveredAt, reason)}.`;
}

/**
 * Whether the shopper may ask for anything on this order now, and which
 * reasons are still open. Only a delivered order qualifies: a refunded or
 * cancelled one has nothing left to give back.
 */
export function orderReturnState(order: OrderForReturn, earlier: readonly EarlierReturn[], now: Instant): OrderReturnState {
  if (order.status !== "delivered" || order.deliveredAt == null) {
    return { open: false, reason: "not-delivered", message: NOT_DELIVERED_MESSAGE };
  }
  const deliveredAt = order.deliveredAt;
  const reasons = RETURN_REASONS.filter((reason) => isWindowOpen(deliveredAt, reason, now));
  if (reasons.length === 0) {
    // The longer window is the one that matters once both are shut.
    return { open: false, reason: "window-closed", message: windowClosedMessage(deliveredAt, "unopened") };
  }
  const eligible = eligibleQuantities(order.lines, earlier);
  if (eligible.every((line) => line.eligible === 0)) {
    return { open: false, reason: "nothing-left", message: NOTHING_LEFT_MESSAGE };
  }
  return {
    open: true,
    reasons,
    eligible,
    windows: { unopened: returnWindow(deliveredAt, "unopened"), defective: returnWindow(deliveredAt, "defective") },
  };
}

/** Why one line offers no quantity: null when it has some left. */
export function lineClosedMessage(line: EligibleLine): string | null {
  if (line.eligible > 0) return null;
  return line.ordered === 1
    ? "Already in a return or exchange request."
    : `All ${line.ordered} are already in a return or exchange request.`;
}

export const NO_ITEMS_MESSAGE = "Choose at least one item to return or exchange.";
