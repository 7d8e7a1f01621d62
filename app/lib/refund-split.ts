// What a refund gives back of each order line, of the shipping, and of the
// sales tax on them (issue 39, decision 0058). Pure: the services split a
// refund here before it is reserved, and the split is stored with it
// (refund_lines), so what is left to refund is always the order less its
// refunds, line by line. Amounts are integer cents; "amount" is before tax.
//
// The rules:
// - A line (or some of its units) gives back what was paid for those units
//   and the same share of the line's tax: tax × units / quantity, rounded half
//   up, and the line's last units take exactly what is left of its tax. So
//   refunding every unit, in any steps, returns exactly the line's tax.
// - Shipping gives back what is left of it and all of its tax that is left.
// - The whole order gives back everything left: every line, the shipping and
//   all the tax not yet refunded.
// - An amount an admin types (tax included, as the card was charged) is split
//   in proportion to what is left: its tax part is amount × tax left / (all
//   that is left), rounded half up, so typing all that is left returns all
//   the tax; then the part before tax is shared over the lines and the
//   shipping by what is left of each, and the tax part by the tax left of
//   each (largest remainder, never more than a part has left).
import { allocateLargestRemainder } from "./cart-totals";

/** Before tax, and its tax. */
export type RefundPart = { amountCents: number; taxCents: number };

/** One order line as a refund sees it. */
export type RefundableLine = {
  orderItemId: number;
  quantity: number;
  /** What the line was paid in money, tax excluded: its price × quantity less its discount (points included). Tax was worked out on this. */
  paidCents: number;
  taxCents: number;
  /** What refunds so far (succeeded or on their way) gave back of it. */
  refunded: RefundPart & { quantity: number };
};

export type RefundableOrder = {
  /** In the order's line order. */
  lines: readonly RefundableLine[];
  shipping: { paidCents: number; taxCents: number; refunded: RefundPart };
};

export type RefundSplitLine = RefundPart & { orderItemId: number; quantity: number };

export type RefundSplit = {
  /** One per order line, in line order (zeros where the refund takes nothing). */
  lines: RefundSplitLine[];
  shipping: RefundPart;
  /** What goes back to the shopper: every part with its tax. */
  amountCents: number;
  /** The sales tax inside amountCents. */
  taxCents: number;
};

/** Units of a line to give back; `amountCents` (before tax) when the caller has already priced them (a return request's snapshot). */
export type WantedLine = { orderItemId: number; quantity: number; amountCents?: number };

const left = (whole: number, taken: number) => Math.max(0, whole - taken);

/** `total × part / whole`, half a cent rounded up; 0 when there is no whole. */
export function shareOf(total: number, part: number, whole: number): number {
  if (whole <= 0 || total <= 0 || part <= 0) return 0;
  return Math.floor((2 * total * part + whole) / (2 * whole));
}

/** What is left of each line and of the shipping, and in all. */
export function whatIsLeft(order: RefundableOrder) {
  const lines = order.lines.map((line) => ({
    units: left(line.quantity, line.refunded.quantity),
    amountCents: left(line.paidCents, line.refunded.amountCents),
    taxCents: left(line.taxCents, line.refunded.taxCents),
  }));
  const shipping = { amountCents: left(order.shipping.paidCents, order.shipping.refunded.amountCents), taxCents: left(order.shipping.taxCents, order.shipping.refunded.taxCents) };
  const sum = (pick: (part: RefundPart) => number) => lines.reduce((total, line) => total + pick(line), pick(shipping));
  return { lines, shipping, amountCents: sum((part) => part.amountCents), taxCents: sum((part) => part.taxCents) };
}

function assemble(order: RefundableOrder, lines: readonly (RefundPart & { quantity: number })[], shipping: RefundPart): RefundSplit {
  const split = order.lines.map((line, index) => ({ orderItemId: line.orderItemId, quantity: lines[index]!.quantity, amountCents: lines[index]!.amountCents, taxCents: lines[index]!.taxCents }));
  const taxCents = split.reduce((total, line) => total + line.taxCents, shipping.taxCents);
  const beforeTax = split.reduce((total, line) => total + line.amountCents, shipping.amountCents);
  return { lines: split, shipping, amountCents: beforeTax + taxCents, taxCents };
}

const NOTHING = { quantity: 0, amountCents: 0, taxCents: 0 };

/**
 * Units of some lines, and the shipping when `shipping` is set. Units beyond
 * what is left of a line are not refunded twice; a priced amount is held to
 * what is left of the line.
 */
export function splitLineRefund(order: RefundableOrder, wanted: readonly WantedLine[], { shipping = false }: { shipping?: boolean } = {}): RefundSplit {
  const rest = whatIsLeft(order);
  const lines = order.lines.map((line, index) => {
    const units = wanted.filter((want) => want.orderItemId === line.orderItemId).reduce((total, want) => total + Math.max(0, want.quantity), 0);
    const quantity = Math.min(units, rest.lines[index]!.units);
    if (quantity === 0) return NOTHING;
    const priced = wanted.filter((want) => want.orderItemId === line.orderItemId && want.quantity > 0);
    const last = quantity === rest.lines[index]!.units;
    const fair = (whole: number, leftOfIt: number) => (last ? leftOfIt : Math.min(leftOfIt, shareOf(whole, quantity, line.quantity)));
    const amountCents = priced.every((want) => want.amountCents !== undefined)
      ? Math.min(rest.lines[index]!.amountCents, priced.reduce((total, want) => total + Math.max(0, want.amountCents!), 0))
      : fair(line.paidCents, rest.lines[index]!.amountCents);
    return { quantity, amountCents, taxCents: fair(line.taxCents, rest.lines[index]!.taxCents) };
  });
  return assemble(order, lines, shipping ? rest.shipping : { amountCents: 0, taxCents: 0 });
}

/** Everything that is left: the whole order's refund (or its cancellation). */
export function splitWholeRefund(order: RefundableOrder): RefundSplit {
  const rest = whatIsLeft(order);
  return assemble(
    order,
    rest.lines.map((line) => ({ quantity: line.units, amountCents: line.amountCents, taxCents: line.taxCents })),
    rest.shipping,
  );
}

/**
 * An amount typed by an admin, tax included. Its tax part is its share of
 * the tax left; the rest is spread over the lines and the shipping. The
 * caller has checked the amount against what the order may still refund;
 * a part never gets more than it has left, so only an order whose earlier
 * refunds were not split (from before sales tax) could leave some of the
 * amount unassigned to a line.
 */
export function splitAmountRefund(order: RefundableOrder, amountCents: number): RefundSplit {
  const rest = whatIsLeft(order);
  const everything = rest.amountCents + rest.taxCents;
  const taxCents = amountCents >= everything ? rest.taxCents : Math.min(rest.taxCents, shareOf(amountCents, rest.taxCents, everything));
  const beforeTax = Math.min(rest.amountCents, Math.max(0, amountCents - taxCents));
  const parts = [...rest.lines, rest.shipping];
  const amounts = allocateLargestRemainder(beforeTax, parts.map((part) => part.amountCents));
  const taxes = allocateLargestRemainder(taxCents, parts.map((part) => part.taxCents));
  const lines = rest.lines.map((_, index) => ({ quantity: 0, amountCents: amounts[index]!, taxCents: taxes[index]! }));
  // The refund is what the admin typed, even where old unsplit refunds left the lines short of it.
  return { ...assemble(order, lines, { amountCents: amounts.at(-1)!, taxCents: taxes.at(-1)! }), amountCents };
}
