import { returnRequestEmail } from "~/lib/emails/return-request";
import { orderNumber } from "~/lib/order-display";
import type { ReturnRequestForm } from "~/lib/return-request-schema";
import {
  lineClosedMessage,
  orderReturnState,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_REQUEST_STATUS_LABELS,
  windowClosedMessage,
  type EarlierReturn,
  type ReturnClosedReason,
  type ReturnReason,
} from "~/lib/returns";
import { planReturn } from "~/lib/return-plan";
import { returnRefundKey, returnRefundLines } from "~/lib/return-actions";
import { splitLineRefund } from "~/lib/refund-split";
import { shopDate } from "~/lib/shop-time";
import { siteConfigFrom } from "~/lib/site";
import {
  createReturnRequest,
  findFragranceNames,
  getOrderForReturns,
  listExchangeFragrances,
  listReturnRequests,
  type StoredReturnRequest,
} from "~/models/return-request.server";
import { getRefundableOrder } from "~/models/refund-lines.server";
import { listOrderRefunds } from "~/models/refund.server";
import { limitAttempt } from "./limit-attempt.server";
import { orderAccess, type OrderViewer } from "./order-access.server";
import type { RateLimited, ServiceContext } from "./service-context";

// A shopper asks to return unopened items for a refund or exchange defective
// ones (issue 33), from the order's page or the JSON API. The rules (windows,
// quantities left, amounts) are app/lib/returns.ts; this reads the order, checks
// who asks, and stores the request with its e-mail.

type Order = NonNullable<Awaited<ReturnType<typeof getOrderForReturns>>>;

const NOT_FOUND = { ok: false, reason: "not-found" } as const;

function earlierFrom(requests: readonly StoredReturnRequest[]): EarlierReturn[] {
  return requests.map((request) => ({ status: request.status, items: request.items }));
}

/**
 * What each refund request gives back, sales tax included: a refunded one
 * what its refund gave (the ledger), any other what refunding it now would
 * (its lines as paid and their share of the lines' tax, app/lib/refund-split.ts).
 */
async function refundAmounts(context: Pick<ServiceContext, "db">, orderId: number, requests: readonly StoredReturnRequest[]): Promise<Map<number, number>> {
  const unopened = requests.filter((request) => request.reason === "unopened");
  if (unopened.length === 0) return new Map();
  const [refunds, state] = await Promise.all([listOrderRefunds({ db: context.db, orderId }), getRefundableOrder({ db: context.db, orderId })]);
  return new Map(
    unopened.map((request) => {
      const made = refunds.find((refund) => refund.idempotencyKey === returnRefundKey(request.id) && refund.status !== "failed");
      const paid = request.items.reduce((sum, item) => sum + item.refundCents, 0);
      return [request.id, made?.amountCents ?? (state ? splitLineRefund(state.refundable, returnRefundLines(request.items)).amountCents : paid)];
    }),
  );
}

/** A request as the order page and the API show it; `refundCents` from refundAmounts. */
function shownRequest(request: StoredReturnRequest, refundCents: number) {
  return {
    number: request.number,
    status: request.status,
    statusLabel: RETURN_REQUEST_STATUS_LABELS[request.status],
    reason: request.reason,
    reasonLabel: RETURN_REASON_LABELS[request.reason],
    rejectedBecause: request.status === "rejected" ? request.decisionNote : null,
    requested: shopDate(request.createdAt),
    requestedAt: request.createdAt.toISOString(),
    refundCents: request.reason === "unopened" ? refundCents : 0,
    items: request.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      replacement: request.reason === "defective" ? (item.exchangeFragranceName ?? item.name) : null,
    })),
  };
}

export type ShownReturnRequest = ReturnType<typeof shownRequest>;

/** What the order page says about returns: the requests so far, and whether (or why not) more can be asked. */
function overview(order: Order, requests: readonly StoredReturnRequest[], refunds: ReadonlyMap<number, number>, now: number) {
  const state = orderReturnState(order, earlierFrom(requests), now);
  return {
    requests: requests.map((request) => shownRequest(request, refunds.get(request.id) ?? 0)),
    open: state.open,
    // Why not, once delivered; before delivery the order's status says enough.
    closedMessage: state.open || order.status !== "delivered" ? null : state.message,
  };
}

export type ReturnsOverview = ReturnType<typeof overview>;

/** The returns part of an order page the viewer is already allowed to see. */
export async function returnsOverview(context: Pick<ServiceContext, "db">, { publicId, now }: { publicId: string; now: number }) {
  const order = await getOrderForReturns({ db: context.db, publicId });
  if (!order) return null;
  const requests = await listReturnRequests({ db: context.db, orderId: order.id });
  return overview(order, requests, await refundAmounts(context, order.id, requests), now);
}

/**
 * The "Return or exchange items" page: each line with the quantity it has
 * left (and why none), the reasons whose window is open, the fragrances an
 * exchange may send, or why nothing can be asked with the address to write to.
 */
export async function returnPage(
  context: Pick<ServiceContext, "db" | "env">,
  { publicId, viewer, now }: { publicId: string; viewer: OrderViewer; now: number },
) {
  const order = await getOrderForReturns({ db: context.db, publicId });
  if (!order) return NOT_FOUND;
  const access = orderAccess(order, viewer);
  if (access !== "ok") return { ok: false, reason: access } as const;
  const requests = await listReturnRequests({ db: context.db, orderId: order.id });
  const state = orderReturnState(order, earlierFrom(requests), now);
  const { contactEmail } = siteConfigFrom({ contactEmail: context.env.contactEmail });
  const refunds = await refundAmounts(context, order.id, requests);
  const shown = requests.map((request) => shownRequest(request, refunds.get(request.id) ?? 0));
  const base = { ok: true, publicId: order.publicId, number: orderNumber(order.publicId), contactEmail, requests: shown } as const;
  if (!state.open) return { ...base, open: false, closedMessage: state.message } as const;
  const eligible = new Map(state.eligible.map((line) => [line.orderItemId, line]));
  return {
    ...base,
    open: true,
    closedMessage: null,
    reasons: state.reasons.map((reason) => ({
      reason,
      label: RETURN_REASON_LABELS[reason],
      until: shopDate(state.windows[reason].closesAt - 1),
    })),
    // The reason whose window has shut, and since when (the exchange's, 7 days, goes first).
    closedReasons: RETURN_REASONS.filter((reason) => !state.reasons.includes(reason)).map((reason) =>
      windowClosedMessage(order.deliveredAt!, reason),
    ),
    lines: order.lines.map((line) => {
      const left = eligible.get(line.orderItemId)!;
      return {
        orderItemId: line.orderItemId,
        fragranceId: line.fragranceId,
        name: line.name,
        unitPriceCents: line.unitPriceCents,
        ordered: line.quantity,
        eligible: left.eligible,
        closedMessage: lineClosedMessage(left),
      };
    }),
    fragrances: await listExchangeFragrances({ db: context.db }),
  } as const;
}

export type ReturnItemError = { orderItemId: number; field: "quantity" | "exchangeFragranceId"; message: string };

export type RequestReturnResult =
  | { ok: true; publicId: string; number: string; refundCents: number }
  | RateLimited
  | { ok: false; reason: "not-found" | "sign-in-required" | "invalid" }
  /** Nothing can be asked on this order now (not delivered, both windows shut, nothing left). */
  | { ok: false; reason: "closed"; closed: ReturnClosedReason; message: string }
  /** The chosen reason's window has shut while the other is open. */
  | { ok: false; reason: "reason-closed"; message: string }
  | { ok: false; reason: "invalid-items"; message: string; itemErrors: ReturnItemError[] };

/** How many times a request built on a stale view of the order is checked again before giving up. */
const ATTEMPTS = 3;

/**
 * The shopper's request. `form` is the request as the route validated it, or
 * null when it did not: the attempt counts against the return limit all the
 * same, and the limit is answered first. Then who asks (the order page's
 * rule), then planReturn's checks at `now`, the replacement fragrances, and
 * one batch: the request, its lines with the amounts they were paid and the
 * e-mail with the number and what to do next (linking to the order on the
 * public `origin`). Nothing is written on any refusal.
 */
export async function requestReturn(
  context: Pick<ServiceContext, "db" | "env" | "clientAddress" | "rateLimiters" | "outbox">,
  { publicId, viewer, origin, form, now }: { publicId: string; viewer: OrderViewer; origin: string; form: ReturnRequestForm | null; now: number },
): Promise<RequestReturnResult> {
  const limited = await limitAttempt(context, "returnRequest");
  if (limited) return limited;
  for (let attempt = 1; ; attempt += 1) {
    const order = await getOrderForReturns({ db: context.db, publicId });
    if (!order) return NOT_FOUND;
    const access = orderAccess(order, viewer);
    if (access !== "ok") return { ok: false, reason: access };
    if (!form) return { ok: false, reason: "invalid" };

    const requests = await listReturnRequests({ db: context.db, orderId: order.id });
    const earlier = earlierFrom(requests);
    const state = orderReturnState(order, earlier, now);
    if (!state.open) return { ok: false, reason: "closed", closed: state.reason, message: state.message };
    const plan = planReturn(order, earlier, { reason: form.reason, items: form.items }, now);
    if (!plan.ok) {
      if (plan.reason === "invalid-items") {
        const itemErrors = Object.entries(plan.fieldErrors).map(([id, message]) => ({ orderItemId: Number(id), field: "quantity" as const, message }));
        return { ok: false, reason: "invalid-items", message: plan.message, itemErrors };
      }
      if (plan.reason === "window-closed") return { ok: false, reason: "reason-closed", message: plan.message };
      return { ok: false, reason: "closed", closed: plan.reason, message: plan.message };
    }

    // The sales tax a refund of these lines will give back with them (none for an exchange).
    const refundable = form.reason === "unopened" ? await getRefundableOrder({ db: context.db, orderId: order.id }) : null;
    const taxCents = refundable ? splitLineRefund(refundable.refundable, returnRefundLines(plan.items)).taxCents : 0;
    const replacements = exchangeChoices(form, form.reason);
    const names = await findFragranceNames({ db: context.db, ids: [...new Set(replacements.values())] });
    const unknown = [...replacements].filter(([, fragranceId]) => !names.has(fragranceId));
    if (unknown.length > 0) {
      return {
        ok: false,
        reason: "invalid-items",
        message: "Check the replacements below.",
        itemErrors: unknown.map(([orderItemId]) => ({ orderItemId, field: "exchangeFragranceId", message: "Please choose a fragrance from the list" })),
      };
    }

    const number = `${orderNumber(order.publicId)}-R${requests.length + 1}`;
    const lineName = new Map(order.lines.map((line) => [line.orderItemId, line.name]));
    const site = siteConfigFrom({ brandName: context.env.brandName, contactEmail: context.env.contactEmail });
    const created = await createReturnRequest({
      db: context.db,
      request: {
        number,
        orderId: order.id,
        reason: form.reason,
        note: form.note ? form.note : null,
        items: plan.items.map((item) => ({ ...item, exchangeFragranceId: replacements.get(item.orderItemId) ?? null })),
      },
      email: {
        kind: "return-request",
        to: order.customerEmail,
        messageId: `return-request/${order.publicId}/${number}`,
        ...returnRequestEmail({
          brandName: site.brandName,
          customerName: order.customerName,
          requestNumber: number,
          orderNumber: orderNumber(order.publicId),
          reason: form.reason,
          lines: plan.items.map((item) => {
            const replacement = replacements.get(item.orderItemId);
            return {
              name: lineName.get(item.orderItemId)!,
              quantity: item.quantity,
              refundCents: item.refundCents,
              replacement: replacement === undefined ? null : names.get(replacement)!,
            };
          }),
          taxCents,
          orderUrl: `${origin}/orders/${order.publicId}`,
          contactEmail: site.contactEmail,
        }),
      },
    });
    if (created.ok) {
      // The e-mail goes out right after the response, not at the next sweep.
      context.outbox.queued = true;
      return { ok: true, publicId: order.publicId, number, refundCents: form.reason === "unopened" ? plan.refundTotalCents + taxCents : 0 };
    }
    // Another request of this order was stored meanwhile: check the quantities again.
    if (attempt === ATTEMPTS) throw new Error(`return request for order ${order.id}: the number was taken ${ATTEMPTS} times`);
  }
}

/** The replacement chosen per line, for an exchange only (a refund sends nothing back). */
function exchangeChoices(form: ReturnRequestForm, reason: ReturnReason): Map<number, number> {
  const chosen = new Map<number, number>();
  if (reason !== "defective") return chosen;
  for (const item of form.items) {
    if (item.quantity > 0 && item.exchangeFragranceId !== undefined) chosen.set(item.orderItemId, item.exchangeFragranceId);
  }
  return chosen;
}
