import { noSalesTax } from "~/lib/sales-tax";
import { returnUpdateEmail, type ReturnUpdate } from "~/lib/emails/return-update";
import { orderNumber } from "~/lib/order-display";
import { allowedReturnActions, RETURN_ACTION_RESULT, returnExchangeKey, returnRefundCents, returnRefundKey, type ReturnAction } from "~/lib/return-actions";
import type { ReturnActionForm } from "~/lib/return-action-schema";
import { deliveryWindow } from "~/lib/delivery-window";
import { defaultReturnAddress, siteConfigFrom } from "~/lib/site";
import { changeReturnStatus, getReturnForAdmin, type AdminReturn } from "~/models/admin-return.server";
import { createOrder } from "~/models/order.server";
import { findRefundByKey } from "~/models/refund.server";
import { refundPartOfOrder } from "./refund-part.server";
import type { ServiceContext } from "./service-context";

export type HandleReturnResult =
  | { ok: true; action: ReturnAction }
  | { ok: false; reason: "not-found" | "unknown-action" | "invalid" | "not-allowed" | "changed" | "no-replacement" | "out-of-stock" }
  | { ok: false; reason: "over-total"; refundableCents: number }
  | { ok: false; reason: "refund-failed"; detail: string };

type Context = Pick<ServiceContext, "db" | "env" | "outbox">;

/**
 * One step an admin takes on a return request (decision 0049): approve (the
 * shopper is e-mailed the return address), reject with a reason (e-mailed),
 * mark received, refund what the lines were paid, or send the exchange as a
 * $0 replacement order. Only the steps allowedReturnActions names; the status,
 * audit row and e-mail land in one batch, written only if the request is still
 * as the admin saw it.
 *
 * Refund and exchange first do their outside part under a key made from the
 * request's id (the refunds ledger's key; the replacement order's idempotency
 * key), then move the request. A double submit or a retry after a crash in
 * between finds that part done and only moves the request: the money goes back
 * once, one replacement is sent, and the request ends in one state.
 */
export async function handleReturnAsAdmin(
  context: Context,
  { adminId, requestId, origin, form }: { adminId: number; requestId: number; origin: string; form: ReturnActionForm | null | "unknown" },
): Promise<HandleReturnResult> {
  const request = await getReturnForAdmin({ db: context.db, requestId });
  if (!request) return { ok: false, reason: "not-found" };
  if (form === "unknown") return { ok: false, reason: "unknown-action" };
  if (!form) return { ok: false, reason: "invalid" };
  const action = form.intent;
  if (!allowedReturnActions(request.status, request.reason).includes(action)) return { ok: false, reason: "not-allowed" };

  const site = siteConfigFrom({ brandName: context.env.brandName, contactEmail: context.env.contactEmail });
  const move = async (update: ReturnUpdate | null, extra: { decisionNote?: string; exchangeOrderKey?: string; details?: Record<string, unknown> } = {}) => {
    const changed = await changeReturnStatus({
      db: context.db,
      change: {
        requestId,
        number: request.number,
        adminId,
        action,
        from: request.status,
        to: RETURN_ACTION_RESULT[action],
        ...extra,
        email: update ? updateEmail(request, update, { ...site, origin }) : undefined,
      },
    });
    if (!changed.ok) return { ok: false, reason: "changed" } as const;
    if (update) context.outbox.queued = true;
    return { ok: true, action } as const;
  };

  switch (action) {
    case "approve":
      return move({ step: "approve", returnAddress: context.env.returnAddress ?? defaultReturnAddress(site.brandName) });
    case "reject": {
      const reason = form.reason ?? "";
      return move({ step: "reject", reason }, { decisionNote: reason, details: { reason } });
    }
    case "receive":
      return move(null);
    case "refund": {
      const amountCents = returnRefundCents(request.items);
      const idempotencyKey = returnRefundKey(request.id);
      const refunded = await refundPartOfOrder(context, { adminId, orderId: request.orderId, amountCents, note: `Return ${request.number}`, idempotencyKey });
      // The order itself can no longer be refunded (cancelled, refunded in full meanwhile).
      if (!refunded.ok) {
        if (refunded.reason === "over-total" || refunded.reason === "refund-failed") return refunded;
        return { ok: false, reason: "not-allowed" };
      }
      const refund = await findRefundByKey({ db: context.db, idempotencyKey });
      return move(
        { step: "refund", amountCents: refunded.amountCents },
        { details: { amountCents: refunded.amountCents, ...(refund?.providerReference ? { refundReference: refund.providerReference } : {}) } },
      );
    }
    case "exchange": {
      const sent = await sendReplacement(context, request);
      if (!sent.ok) return sent;
      return move(
        { step: "exchange", replacementNumber: orderNumber(sent.publicId), replacementUrl: `${origin}/orders/${sent.publicId}` },
        { exchangeOrderKey: returnExchangeKey(request.id), details: { replacementOrder: orderNumber(sent.publicId) } },
      );
    }
  }
}

/**
 * The exchange's replacement: a paid $0 order to the original address, the
 * chosen fragrance (or the same one) per line, shipped Standard through the
 * normal fulfilment. Its idempotency key is the request's, so a second submit
 * finds the first order instead of sending two parcels.
 */
async function sendReplacement(
  context: Context,
  request: AdminReturn,
): Promise<{ ok: true; publicId: string } | { ok: false; reason: "no-replacement" | "out-of-stock" }> {
  const lines = request.items.flatMap((item) => {
    const fragranceId = item.exchangeFragranceId ?? item.fragranceId;
    if (fragranceId === null) return [];
    // The replacement is the same size as what is sent back, and takes its stock like any order.
    return [{ fragranceId, name: item.exchangeFragranceName ?? item.name, size: item.size, unitPriceCents: 0, quantity: item.quantity }];
  });
  if (lines.length !== request.items.length) return { ok: false, reason: "no-replacement" };
  const created = await createOrder({
    db: context.db,
    order: {
      idempotencyKey: returnExchangeKey(request.id),
      userId: request.userId,
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      shippingAddress: request.shippingAddress,
      shippingCity: request.shippingCity,
      shippingState: request.shippingState,
      shippingZip: request.shippingZip,
      shippingCountry: request.shippingCountry,
      notes: `Replacement for return ${request.number}`,
      totals: { subtotalCents: 0, shippingCents: 0, discountCents: 0, pointsCents: 0, taxCents: 0, totalCents: 0 },
      tax: { provider: "exchange", calculation: null, sales: noSalesTax(lines.length) },
      shipping: { method: "standard", window: deliveryWindow("standard", Date.now()) },
      discountCode: null,
      redemption: null,
      pointsFrom: null,
      status: "paid",
      payment: { provider: "exchange", reference: null, cardBrand: null, cardLast4: null },
    },
    lines,
    lineShares: lines.map(() => ({ discountCents: 0, pointsCents: 0 })),
    cartIdToClear: null,
  });
  if (created.ok) return { ok: true, publicId: created.publicId };
  if (created.reason === "duplicate" && created.existing) return { ok: true, publicId: created.existing.publicId };
  if (created.reason === "out-of-stock") return { ok: false, reason: "out-of-stock" };
  throw new Error(`replacement order for return ${request.id}: ${created.reason}`);
}

function updateEmail(request: AdminReturn, update: ReturnUpdate, site: { brandName: string; contactEmail: string; origin: string }) {
  return {
    kind: "return-update" as const,
    to: request.customerEmail,
    messageId: `return-update/${request.orderPublicId}/${request.number}/${update.step}`,
    ...returnUpdateEmail({
      brandName: site.brandName,
      customerName: request.customerName,
      requestNumber: request.number,
      orderNumber: orderNumber(request.orderPublicId),
      reason: request.reason,
      lines: request.items.map((item) => ({ name: item.name, quantity: item.quantity })),
      orderUrl: `${site.origin}/orders/${request.orderPublicId}`,
      contactEmail: site.contactEmail,
      update,
    }),
  };
}
