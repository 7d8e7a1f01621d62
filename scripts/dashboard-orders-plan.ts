// The rows of the generated shop for `npm run bench:dashboard`, built in
// memory from one seed (scripts/dashboard-orders.ts writes them). Prices,
// discounts and their split over the lines come from the checkout's own rules
// (app/lib), so the rows hold every invariant a real order holds.
import { discountCents } from "../app/lib/cart-totals";
import { allocateOrderDiscount } from "../app/lib/promotion-totals";
import { pointsEarned, POINTS_STEP } from "../app/lib/rewards";
import { DAY_MS, orderTimes } from "./dashboard-orders-calendar";
import { seededRandom } from "./seeded-random";
import { orderStatus, refundFor, type PlannedRefund } from "./dashboard-orders-status";

export type CatalogueItem = { id: number; name: string; price: number; samplePriceCents: number; samplesOffered: boolean };
export type PlannedLine = { fragranceId: number; name: string; unitPriceCents: number; quantity: number; size: "10ml" | "2ml"; discountCents: number; pointsCents: number };
export type PlannedOrder = {
  index: number;
  customer: number;
  /** Index into users (0-based), or null for a guest checkout. */
  user: number | null;
  createdAt: number;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  pointsCents: number;
  totalCents: number;
  discountCode: string | null;
  shippingMethod: "standard" | "express";
  status: "pending" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "failed";
  statusChangedAt: number;
  deliveredAt: number | null;
  lines: PlannedLine[];
  refund: PlannedRefund | null;
};
export type PlannedUser = { customer: number; createdAt: number; member: boolean };
export type PlannedPoints = { user: number; order: number; delta: number; kind: "earned" | "spent"; createdAt: number };
export type DashboardPlan = { orders: PlannedOrder[]; users: PlannedUser[]; points: PlannedPoints[]; customers: number };

const LINE_COUNTS = [0.45, 0.3, 0.15, 0.1];
const QUANTITIES = [0.75, 0.2, 0.05];
const SAMPLE_SHARE = 0.2;
const DISCOUNT_SHARE = 0.15;
const EXPRESS_SHARE = 0.12;
/** Standard shipping is free from this merchandise (after the code's discount) on, as a shop may set. */
const FREE_STANDARD_FROM = 10_000;
const ACCOUNT_SHARE = 0.4;
const MEMBER_SHARE = 0.6;
/** Of the orders a member could pay partly with points, how many do (about 5% of all orders). */
const POINTS_USE = 0.6;
// Orders that earn points and may spend them: a refunded order's would be reversed, so it has none.
const EARNING_STATUSES = new Set(["paid", "shipped", "delivered"]);

/** An index drawn from weights that add up to 1. */
function pick(random: () => number, weights: readonly number[]): number {
  let left = random();
  for (let index = 0; index < weights.length - 1; index += 1) {
    left -= weights[index]!;
    if (left < 0) return index;
  }
  return weights.length - 1;
}

/** A sampler of 0..n-1 with weight 1/(rank+1)^s over a seeded order: a few best sellers, a long tail. */
function zipf(random: () => number, n: number, s: number): () => number {
  const ranks = Array.from({ length: n }, (_, index) => index);
  for (let index = n - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [ranks[index], ranks[other]] = [ranks[other]!, ranks[index]!];
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 0; rank < n; rank += 1) cumulative.push((sum += 1 / (rank + 1) ** s));
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return ranks[low]!;
  };
}

function codeFor(random: () => number, createdAt: number, firstOrder: boolean): { code: string; percent: number } {
  if (firstOrder && random() < 0.6) return { code: "WELCOME10", percent: 10 };
  const month = new Date(createdAt).getUTCMonth();
  if (month >= 10 && random() < 0.7) return { code: "HOLIDAY20", percent: 20 };
  return random() < 0.5 ? { code: "SPRING15", percent: 15 } : { code: "THANKYOU5", percent: 5 };
}

function linesFor(random: () => number, catalogue: readonly CatalogueItem[], popular: () => number): Omit<PlannedLine, "discountCents" | "pointsCents">[] {
  const wanted = pick(random, LINE_COUNTS) + 1;
  const lines: Omit<PlannedLine, "discountCents" | "pointsCents">[] = [];
  // A fragrance and size appears once per order (checkout merges such lines); a few tries, then fewer lines.
  for (let attempt = 0; attempt < wanted * 3 && lines.length < wanted; attempt += 1) {
    const item = catalogue[popular()]!;
    const size = item.samplesOffered && random() < SAMPLE_SHARE ? "2ml" : "10ml";
    if (lines.some((line) => line.fragranceId === item.id && line.size === size)) continue;
    const unitPriceCents = size === "2ml" ? item.samplePriceCents : item.price;
    lines.push({ fragranceId: item.id, name: item.name, unitPriceCents, quantity: pick(random, QUANTITIES) + 1, size });
  }
  return lines;
}

/**
 * Every order, customer account and ledger row of a generated shop, in the
 * order placed. Customers return: after the first order, each new order is a
 * new customer's with probability customers/count, else 3 times in 10 the
 * customer of a random earlier order (the loyal keep coming back), else any
 * earlier customer.
 */
export function planDashboardOrders({
  catalogue,
  count,
  end,
  years,
  seed,
  customers: customerTarget = Math.round(count / 5),
}: {
  catalogue: readonly CatalogueItem[];
  count: number;
  end: number;
  years: number;
  seed: number;
  customers?: number;
}): DashboardPlan {
  const random = seededRandom(seed);
  const popular = zipf(random, catalogue.length, 0.8);
  const times = orderTimes(random, count, end, years);
  const customerUser: (number | null)[] = [];
  const users: PlannedUser[] = [];
  const balances: number[] = [];
  const orderCustomers: number[] = [];
  const orders: PlannedOrder[] = [];
  const points: PlannedPoints[] = [];
  const newShare = customerTarget / count;

  times.forEach((createdAt, index) => {
    let customer: number;
    let firstOrder = false;
    if (index === 0 || (customerUser.length < customerTarget && random() < newShare)) {
      customer = customerUser.length;
      firstOrder = true;
      const hasAccount = random() < ACCOUNT_SHARE;
      customerUser.push(hasAccount ? users.length : null);
      if (hasAccount) {
        users.push({ customer, createdAt: createdAt - Math.floor(random() * DAY_MS), member: random() < MEMBER_SHARE });
        balances.push(0);
      }
    } else if (random() < 0.3) customer = orderCustomers[Math.floor(random() * index)]!;
    else customer = Math.floor(random() * customerUser.length);
    orderCustomers.push(customer);
    // An account holder now and then checks out as a guest.
    const user = customerUser[customer] !== null && random() < 0.9 ? customerUser[customer]! : null;

    const bare = linesFor(random, catalogue, popular);
    const subtotalCents = bare.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const code = random() < DISCOUNT_SHARE ? codeFor(random, createdAt, firstOrder) : null;
    const codeDiscount = code ? discountCents(subtotalCents, code.percent) : 0;
    const shippingMethod = random() < EXPRESS_SHARE ? "express" : "standard";
    const shippingCents = shippingMethod === "express" ? 1500 : subtotalCents - codeDiscount >= FREE_STANDARD_FROM ? 0 : 500;
    const { status, statusChangedAt, deliveredAt } = orderStatus(random, createdAt, end);

    const member = user !== null && users[user]!.member;
    let pointsCents = 0;
    if (member && EARNING_STATUSES.has(status) && balances[user]! >= 5 * POINTS_STEP && random() < POINTS_USE) {
      const most = Math.min(balances[user]!, subtotalCents - codeDiscount);
      pointsCents = most - (most % POINTS_STEP);
    }
    const discount = codeDiscount + pointsCents;
    const shares = allocateOrderDiscount(bare, null, { discountCents: discount, pointsCents });
    const lines = bare.map((line, at) => ({ ...line, ...shares[at]! }));
    const totalCents = subtotalCents + shippingCents - discount;

    if (pointsCents > 0) {
      points.push({ user: user!, order: index, delta: -pointsCents, kind: "spent", createdAt });
      balances[user!]! -= pointsCents;
    }
    const earned = member && EARNING_STATUSES.has(status) ? pointsEarned(subtotalCents - discount, "essence") : 0;
    if (earned > 0) {
      points.push({ user: user!, order: index, delta: earned, kind: "earned", createdAt });
      balances[user!]! += earned;
    }
    const order: PlannedOrder = {
      index,
      customer,
      user,
      createdAt,
      subtotalCents,
      shippingCents,
      discountCents: discount,
      pointsCents,
      totalCents,
      discountCode: code?.code ?? null,
      shippingMethod,
      status,
      statusChangedAt,
      deliveredAt,
      lines,
      refund: null,
    };
    order.refund = refundFor(random, order, end);
    orders.push(order);
  });
  return { orders, users, points, customers: customerUser.length };
}
