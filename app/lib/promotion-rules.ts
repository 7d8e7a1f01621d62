// Discount codes an admin creates (issue 35): what a code is, whether it applies
// to an order, what it takes off, and how that is shared among the order's
// lines. Pure, so checkout, the payment API, the admin's preview and refunds
// answer with the very same rule; the models read the rows and the counts, and
// the order's batch enforces the limits again (decision 0051).
import { type GENDERS } from "../../db/schema/columns";
import { allocateLargestRemainder, discountCents, lineTotalCents, subtotalCents } from "./cart-totals";
import { formatCents } from "./money";
import type { Size } from "./sizes";

export const PROMOTION_KINDS = ["percent", "fixed", "free-shipping"] as const;
/** Percent off or a fixed amount off the merchandise (never shipping), or free Standard shipping. */
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export type PromotionGender = (typeof GENDERS)[number];

/** Codes are stored and compared upper-case: "spring15" and "SPRING15" are one code. */
export function normalizePromotionCode(input: string): string {
  return input.trim().toUpperCase();
}

/** What an admin may name a code (after normalizing): letters, digits, "-" and "_", 3 to 32 of them. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/**
 * A discount code as an admin creates it. Instants are epoch milliseconds (the
 * admin form turns the shop's calendar days into instants, decision 0039):
 * a code is usable from `startsAt` (inclusive) until `endsAt` (exclusive), so
 * "ends Sunday" is stored as the Monday 00:00 after it in the shop's zone.
 * Every optional rule is null (or an empty list) when it does not apply.
 */
export type PromotionDefinition = {
  /** Normalized (normalizePromotionCode). */
  code: string;
  kind: PromotionKind;
  /** percent: 1-100; fixed: cents, at least 1; free-shipping: 0. */
  value: number;
  /** The merchandise subtotal (all lines, before any discount) the order must reach. */
  minimumSubtotalCents: number | null;
  startsAt: number | null;
  endsAt: number | null;
  /** Redemptions of the code by everyone, pending orders included. */
  totalUseLimit: number | null;
  /** Redemptions by one customer: the same account or the same e-mail. */
  perCustomerLimit: number | null;
  /** Only for a customer with no earlier order (by account or e-mail). */
  firstOrderOnly: boolean;
  /** The lines the code applies to: each list narrows them; an empty list does not. */
  restrictions: PromotionRestrictions;
  enabled: boolean;
};

export type PromotionRestrictions = {
  fragranceIds: readonly number[];
  genders: readonly PromotionGender[];
  sizes: readonly Size[];
};

export const NO_RESTRICTIONS: PromotionRestrictions = { fragranceIds: [], genders: [], sizes: [] };

/** One priced line of the order, with what restrictions look at. */
export type PromotionLine = {
  fragranceId: number;
  gender: PromotionGender;
  size: Size;
  unitPriceCents: number;
  quantity: number;
};

export type PromotionContext = {
  lines: readonly PromotionLine[];
  /** Epoch milliseconds. */
  now: number;
  /** Redemptions so far (released ones not counted): by everyone, and by this customer (account or e-mail). */
  uses: { total: number; byCustomer: number };
  /** Whether this customer (account or e-mail) has placed an order before that counts (decision 0051). */
  hasPreviousOrder: boolean;
};

/** What an accepted code does to the totals (totalsWithPromotion in ./promotion-totals). */
export type PromotionEffect = { discountCents: number } | { freeShipping: true };

export type PromotionRefusal =
  | "unknown"
  | "disabled"
  | "not-started"
  | "ended"
  | "used-up"
  | "first-order-only"
  | "used-by-you"
  | "not-eligible"
  | "minimum-not-met";

export type PromotionCheck =
  | { ok: true; code: string; effect: PromotionEffect }
  | { ok: false; reason: PromotionRefusal; message: string };

/**
 * Every message a shopper may read about a code, in one place. `unknown` and
 * `usedByYou` are word for word today's DISCOUNT_MESSAGES (app/models/
 * discount.server.ts), which the checkout and API tests read.
 */
export const PROMOTION_MESSAGES = {
  unknown: "This discount code is not valid.",
  disabled: "This discount code is no longer active.",
  notStarted: "This discount code cannot be used yet.",
  ended: "This discount code has expired.",
  usedUp: "This discount code has been used up.",
  firstOrderOnly: "This discount code is for a first order only.",
  usedByYou: "This discount code has already been used with this email address.",
  notEligible: "This discount code is not valid for the items in your cart.",
  minimumNotMet: (missingCents: number) => `Add ${formatCents(missingCents)} more to use this code.`,
} as const;

function refuse(reason: PromotionRefusal, message: string): PromotionCheck {
  return { ok: false, reason, message };
}

/** Whether a line is one the code's restrictions let it take money off. */
export function isLineEligible(restrictions: PromotionRestrictions, line: Pick<PromotionLine, "fragranceId" | "gender" | "size">): boolean {
  return (
    (restrictions.fragranceIds.length === 0 || restrictions.fragranceIds.includes(line.fragranceId)) &&
    (restrictions.genders.length === 0 || restrictions.genders.includes(line.gender)) &&
    (restrictions.sizes.length === 0 || restrictions.sizes.includes(line.size))
  );
}

/**
 * Whether a code applies to this order and what it takes off. One reason is
 * given, the first that applies in this order: what no shopper can change
 * (unknown, disabled, the dates, used up), then what is about this customer
 * (their own uses, first order), then what the cart can change (its items,
 * the minimum, with the amount still missing). A percentage is of the eligible
 * lines' subtotal rounded to the cent; a fixed amount is capped at it.
 */
export function checkPromotion(definition: PromotionDefinition | null, context: PromotionContext): PromotionCheck {
  if (!definition) return refuse("unknown", PROMOTION_MESSAGES.unknown);
  if (!definition.enabled) return refuse("disabled", PROMOTION_MESSAGES.disabled);
  if (definition.startsAt !== null && context.now < definition.startsAt) return refuse("not-started", PROMOTION_MESSAGES.notStarted);
  if (definition.endsAt !== null && context.now >= definition.endsAt) return refuse("ended", PROMOTION_MESSAGES.ended);
  if (definition.totalUseLimit !== null && context.uses.total >= definition.totalUseLimit) return refuse("used-up", PROMOTION_MESSAGES.usedUp);
  // Their own earlier use first: it is also an earlier order, and "already used" says more.
  if (definition.perCustomerLimit !== null && context.uses.byCustomer >= definition.perCustomerLimit) {
    return refuse("used-by-you", PROMOTION_MESSAGES.usedByYou);
  }
  if (definition.firstOrderOnly && context.hasPreviousOrder) return refuse("first-order-only", PROMOTION_MESSAGES.firstOrderOnly);
  const eligible = context.lines.filter((line) => isLineEligible(definition.restrictions, line));
  if (eligible.length === 0) return refuse("not-eligible", PROMOTION_MESSAGES.notEligible);
  const eligibleSubtotal = subtotalCents(eligible);
  const subtotal = subtotalCents(context.lines);
  if (definition.minimumSubtotalCents !== null && subtotal < definition.minimumSubtotalCents) {
    return refuse("minimum-not-met", PROMOTION_MESSAGES.minimumNotMet(definition.minimumSubtotalCents - subtotal));
  }
  switch (definition.kind) {
    case "percent":
      return { ok: true, code: definition.code, effect: { discountCents: discountCents(eligibleSubtotal, definition.value) } };
    case "fixed":
      return { ok: true, code: definition.code, effect: { discountCents: Math.min(definition.value, eligibleSubtotal) } };
    case "free-shipping":
      return { ok: true, code: definition.code, effect: { freeShipping: true } };
  }
}

/**
 * A merchandise discount shared among the eligible lines only, in proportion
 * to what each costs (allocateLargestRemainder: whole cents, the leftover to
 * the largest remainders, earlier lines first on a tie); the other lines get 0.
 * The shares add up to the discount exactly and no line gives more than it
 * costs. The order keeps them per line (order_items.discount_cents), so a
 * refund gives back what was paid for a line, never more.
 */
export function allocatePromotionDiscount(
  lines: readonly PromotionLine[],
  restrictions: PromotionRestrictions,
  discount: number,
): number[] {
  const weights = lines.map((line) => (isLineEligible(restrictions, line) ? lineTotalCents(line) : 0));
  const eligibleSubtotal = weights.reduce((sum, weight) => sum + weight, 0);
  if (!Number.isInteger(discount) || discount < 0 || discount > eligibleSubtotal) {
    throw new RangeError(`A discount of ${discount} cents cannot be shared among eligible lines worth ${eligibleSubtotal} cents.`);
  }
  return allocateLargestRemainder(discount, weights);
}

/**
 * What is wrong with a definition, for the admin form (which says it next to
 * its fields) and as a guard before a row is written; an empty list when
 * nothing is. The table's CHECK constraints say the same (decision 0051).
 */
export function promotionDefinitionProblems(definition: PromotionDefinition): string[] {
  const problems: string[] = [];
  const wholeAtLeast = (value: number | null, least: number) => value === null || (Number.isSafeInteger(value) && value >= least);
  if (!PROMOTION_CODE_PATTERN.test(definition.code)) problems.push("The code is 3 to 32 capital letters, digits, dashes or underscores.");
  if (definition.kind === "percent" && !(Number.isInteger(definition.value) && definition.value >= 1 && definition.value <= 100)) {
    problems.push("A percentage is a whole number from 1 to 100.");
  }
  if (definition.kind === "fixed" && !wholeAtLeast(definition.value, 1)) problems.push("A fixed amount is at least $0.01.");
  if (definition.kind === "free-shipping" && definition.value !== 0) problems.push("Free shipping has no amount.");
  if (!wholeAtLeast(definition.minimumSubtotalCents, 1)) problems.push("A minimum subtotal is at least $0.01.");
  if (definition.startsAt !== null && definition.endsAt !== null && definition.endsAt <= definition.startsAt) {
    problems.push("The end comes after the start.");
  }
  if (!wholeAtLeast(definition.totalUseLimit, 1)) problems.push("A limit on uses is at least 1.");
  if (!wholeAtLeast(definition.perCustomerLimit, 1)) problems.push("A limit per customer is at least 1.");
  return problems;
}
