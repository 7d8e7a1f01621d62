// Where a generated order stands at `end` and what it had back: old orders
// delivered, recent ones paid or on their way, a few pending in the last
// days, some cancelled or failed, ~4% partly refunded and ~1% refunded in full.
import { DAY_MS } from "./dashboard-orders-calendar";

export type GeneratedStatus = "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "failed";
export type PlannedRefund = { amountCents: number; kind: "part" | "order"; createdAt: number };

const CANCELLED = 0.03;
const FAILED = 0.02;
const REFUNDED = 0.01;
const PENDING_RECENT = 0.04;
/** Of the shipped and delivered orders, how many had part of their money back (~4% of all orders). */
const PART_REFUNDED = 0.045;
/** Paid orders an admin has not shipped yet although they should have: "what needs attention". */
const FORGOTTEN = 0.003;

/** An instant `after` ms past `from`, but never at or after `end`. */
function before(end: number, from: number, after: number): number {
  return Math.min(from + Math.floor(after), end - 1);
}

export function orderStatus(random: () => number, createdAt: number, end: number): { status: GeneratedStatus; statusChangedAt: number; deliveredAt: number | null } {
  const age = end - createdAt;
  const roll = random();
  if (roll < CANCELLED) return { status: "cancelled", statusChangedAt: before(end, createdAt, random() * DAY_MS), deliveredAt: null };
  if (roll < CANCELLED + FAILED) return { status: "failed", statusChangedAt: before(end, createdAt, 60_000), deliveredAt: null };
  if (roll < CANCELLED + FAILED + REFUNDED && age > 10 * DAY_MS) {
    return { status: "refunded", statusChangedAt: before(end, createdAt, (3 + random() * 25) * DAY_MS), deliveredAt: null };
  }
  if (roll < CANCELLED + FAILED + REFUNDED + PENDING_RECENT && age < 2 * DAY_MS) return { status: "pending", statusChangedAt: createdAt, deliveredAt: null };
  const shipAfter = (0.3 + random() * 2.5) * DAY_MS;
  const deliverAfter = shipAfter + (2 + random() * 5) * DAY_MS;
  if (age < shipAfter || (age < 30 * DAY_MS && random() < FORGOTTEN)) return { status: "paid", statusChangedAt: createdAt, deliveredAt: null };
  if (age < deliverAfter) return { status: "shipped", statusChangedAt: createdAt + Math.floor(shipAfter), deliveredAt: null };
  const deliveredAt = createdAt + Math.floor(deliverAfter);
  return { status: "delivered", statusChangedAt: deliveredAt, deliveredAt };
}

type RefundableOrder = {
  status: GeneratedStatus;
  createdAt: number;
  statusChangedAt: number;
  totalCents: number;
  lines: readonly { unitPriceCents: number; quantity: number; discountCents: number }[];
};

/**
 * The succeeded refund an order had, if any: a refunded order had its whole
 * total back; a partly refunded one what it paid for one unit of one line
 * (its price less that unit's share of the line's discount).
 */
export function refundFor(random: () => number, order: RefundableOrder, end: number): PlannedRefund | null {
  if (order.status === "refunded") {
    return order.totalCents > 0 ? { amountCents: order.totalCents, kind: "order", createdAt: order.statusChangedAt } : null;
  }
  if ((order.status !== "shipped" && order.status !== "delivered") || end - order.createdAt < 5 * DAY_MS || random() >= PART_REFUNDED) return null;
  const line = order.lines[Math.floor(random() * order.lines.length)]!;
  const unitPaid = Math.floor((line.unitPriceCents * line.quantity - line.discountCents) / line.quantity);
  const amountCents = Math.min(unitPaid, order.totalCents);
  if (amountCents <= 0) return null;
  return { amountCents, kind: "part", createdAt: before(end, order.createdAt, (4 + random() * 20) * DAY_MS) };
}
