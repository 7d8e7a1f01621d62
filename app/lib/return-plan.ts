// Checking one return request and what it gives back (issue 33, decision
// 0047): the price paid per unit after the order's discount, shipping never,
// capped at what was paid. The split is cart-totals' largest-remainder rule,
// the one the order's own line shares (order_items.discount_cents) were made
// with. The windows, quantities and messages are in ./returns.
import { allocateLargestRemainder } from "./cart-totals";
import {
  holding,
  NO_ITEMS_MESSAGE,
  orderReturnState,
  sumFor,
  windowClosedMessage,
  type EarlierReturn,
  type OrderForReturn,
  type ReturnableLine,
  type ReturnClosedReason,
  type ReturnReason,
} from "./returns";

type Instant = Date | string | number;

/** The order's discount spread over its lines by line total. */
export function lineDiscounts(lines: readonly ReturnableLine[], discountCents: number): number[] {
  return allocateLargestRemainder(
    discountCents,
    lines.map((line) => line.unitPriceCents * line.quantity),
  );
}

/**
 * What each unit of a line was paid, after its share of the discount: the
 * line's discount spread evenly over its units, the odd cents on the first
 * units. A request takes units in order, so the k-th unit ever sent back of a
 * line is always refunded the same amount, and every unit refunded over any
 * number of requests sums to exactly what the line was paid.
 */
export function unitPaidCents(line: ReturnableLine, lineDiscountCents: number): number[] {
  const unitDiscounts = allocateLargestRemainder(lineDiscountCents, Array.from({ length: line.quantity }, () => 1));
  return unitDiscounts.map((discount) => line.unitPriceCents - discount);
}

export type OrderForRefund = {
  subtotalCents: number;
  discountCents: number;
  lines: readonly ReturnableLine[];
};

export type WantedItem = { orderItemId: number; quantity: number };

export type QuotedItem = { orderItemId: number; quantity: number; refundCents: number };

/**
 * The amount each wanted line gives back (shipping never does): the units
 * after those earlier requests took, at the price paid per unit. Capped so a
 * line never returns more than it was paid and the order never more than
 * subtotal − discount, even when a rejected request freed units out of order.
 * Assumes the quantities were checked against eligibleQuantities.
 */
export function quoteRefund(order: OrderForRefund, earlier: readonly EarlierReturn[], wanted: readonly WantedItem[]) {
  const held = holding(earlier);
  const discounts = lineDiscounts(order.lines, order.discountCents);
  let orderLeft = Math.max(0, order.subtotalCents - order.discountCents - held.reduce((sum, item) => sum + item.refundCents, 0));
  const items: QuotedItem[] = [];
  for (const want of wanted) {
    const index = order.lines.findIndex((line) => line.orderItemId === want.orderItemId);
    if (index < 0 || want.quantity <= 0) continue;
    const line = order.lines[index]!;
    const units = unitPaidCents(line, discounts[index]!);
    const taken = Math.min(line.quantity, sumFor(held, line.orderItemId, (item) => item.quantity));
    const end = Math.min(line.quantity, taken + want.quantity);
    const fair = units.slice(taken, end).reduce((sum, cents) => sum + cents, 0);
    const linePaid = units.reduce((sum, cents) => sum + cents, 0);
    const lineLeft = Math.max(0, linePaid - sumFor(held, line.orderItemId, (item) => item.refundCents));
    const refundCents = Math.min(fair, lineLeft, orderLeft);
    orderLeft -= refundCents;
    items.push({ orderItemId: line.orderItemId, quantity: want.quantity, refundCents });
  }
  return { items, totalCents: items.reduce((sum, item) => sum + item.refundCents, 0) };
}

// ---------------------------------------------------------------------------
// Checking one request

export type ReturnRequestInput = { reason: ReturnReason; items: readonly WantedItem[] };

export type ReturnPlan =
  | { ok: true; items: QuotedItem[]; refundTotalCents: number }
  | { ok: false; reason: ReturnClosedReason; message: string }
  | { ok: false; reason: "invalid-items"; message: string; fieldErrors: Record<number, string> };

/**
 * Everything a request must satisfy before it is stored: the order delivered,
 * the reason's window open, at least one unit, each line's quantity within
 * what is left; and the amounts it snapshots. Lines with quantity 0 are
 * dropped (the form sends one select per line).
 */
export function planReturn(
  order: OrderForReturn & OrderForRefund,
  earlier: readonly EarlierReturn[],
  request: ReturnRequestInput,
  now: Instant,
): ReturnPlan {
  const state = orderReturnState(order, earlier, now);
  if (!state.open) return { ok: false, reason: state.reason, message: state.message };
  if (!state.reasons.includes(request.reason)) {
    return { ok: false, reason: "window-closed", message: windowClosedMessage(order.deliveredAt!, request.reason) };
  }
  const wanted = mergeWanted(request.items);
  if (wanted.length === 0) return { ok: false, reason: "invalid-items", message: NO_ITEMS_MESSAGE, fieldErrors: {} };
  const fieldErrors: Record<number, string> = {};
  for (const want of wanted) {
    const line = state.eligible.find((candidate) => candidate.orderItemId === want.orderItemId);
    if (!line) fieldErrors[want.orderItemId] = "This item is not on this order.";
    else if (want.quantity > line.eligible) fieldErrors[want.orderItemId] = quantityTooHighMessage(line.eligible);
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, reason: "invalid-items", message: "Check the quantities below.", fieldErrors };
  }
  const quote = quoteRefund(order, earlier, wanted);
  return { ok: true, items: quote.items, refundTotalCents: quote.totalCents };
}

export function quantityTooHighMessage(eligible: number): string {
  return eligible === 0
    ? "This item is already in a return or exchange request."
    : `You can return at most ${eligible} of this item.`;
}

/** One entry per line, quantities summed, zeros dropped, in the order first named. */
function mergeWanted(items: readonly WantedItem[]): WantedItem[] {
  const merged = new Map<number, number>();
  for (const item of items) {
    if (item.quantity > 0) merged.set(item.orderItemId, (merged.get(item.orderItemId) ?? 0) + item.quantity);
  }
  return [...merged].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
}

