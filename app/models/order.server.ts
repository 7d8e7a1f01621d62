import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { runBatch, type Db } from "../../db/client";
import { databaseErrorText } from "../../db/errors";
import { cartItems, orderItems, orders } from "../../db/schema";
import type { LineShare, OrderTotals } from "../lib/promotion-totals";
import type { SalesTax } from "../lib/sales-tax";
import { chargedCents, orderTotalCents } from "./order-amounts.server";
import type { DeliveryWindow } from "../lib/shipping";
import type { ShippingMethod } from "../lib/shipping-rates";
import type { Size } from "../lib/sizes";
import { queueEmail, type OutgoingEmail } from "./email-outbox.server";
import { promotionLimitError, redeemPromotionStatement, type NewRedemption } from "./promotion.server";
import { earnOrderPointsStatement } from "./reward.server";
import { isPointsBalanceError, spendPointsStatement } from "./reward-spend.server";
import type { TierThresholds } from "../lib/rewards";
import { isOutOfStockError, takeStockStatements } from "./stock.server";

export type OrderLine = { fragranceId: number; name: string; size: Size; unitPriceCents: number; quantity: number };

export type NewOrder = {
  idempotencyKey: string;
  userId: number | null;
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string;
  notes?: string | null;
  /** `totalCents` includes `taxCents`: what the shopper is charged. */
  totals: OrderTotals;
  /** The sales tax per line and on shipping, from `provider` ("embedded", "stripe"), with its calculation's id. */
  tax: { provider: string; calculation: string | null; sales: SalesTax };
  shipping: { method: ShippingMethod; window: DeliveryWindow };
  discountCode: string | null;
  /** The code's use, counted and limited by the database in this batch (decision 0051). */
  redemption: Omit<NewRedemption, "email" | "userId"> | null;
  /** Points spent, taken from the member's balance in this batch (decision 0052); totals.pointsCents of them. */
  pointsFrom: { userId: number } | null;
  status: "pending" | "paid";
  /** A paid order of a Scent Rewards member earns its points in this batch, at these tier thresholds. */
  earnAt?: TierThresholds;
  payment: { provider: string; reference: string | null; cardBrand: string | null; cardLast4: string | null };
};

/** `totalCents` is what was charged, `taxCents` the sales tax inside it. */
export type OrderSummary = { publicId: string; status: string; totalCents: number; taxCents: number; customerEmail: string };

export async function findOrderByIdempotencyKey({
  db,
  idempotencyKey,
}: {
  db: Db;
  idempotencyKey: string;
}): Promise<OrderSummary | null> {
  const row = await db
    .select({
      publicId: orders.publicId,
      status: orders.status,
      totalCents: orderTotalCents,
      taxCents: orders.taxCents,
      customerEmail: orders.customerEmail,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey))
    .get();
  return row ?? null;
}

/** 128 random bits, URL-safe: the confirmation link cannot be guessed. */
function newPublicId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function isUniqueViolation(error: unknown, index: string) {
  const text = databaseErrorText(error);
  return text.includes("UNIQUE") && text.includes(index);
}

export type CreateOrderResult =
  | { ok: true; publicId: string }
  | { ok: false; reason: "duplicate"; existing: OrderSummary | null }
  | { ok: false; reason: "discount-used-up" | "discount-used-by-you" }
  | { ok: false; reason: "points" }
  | { ok: false; reason: "out-of-stock" };

/**
 * The order, its lines (name and price snapshots, each with its share of the
 * discount and points), the code's redemption, the points spent and the
 * emptied cart land in one batch: all of it or none of it. The unique
 * idempotency key makes a second submit of the same form fail here instead of
 * creating a second order; the code's limits (uses in all, uses per customer)
 * and the points balance are checked by the database as the batch runs, so
 * concurrent submits cannot use a code or points twice. The lines'
 * stock is taken in the same batch (the ledger's sale rows): a line the shelf
 * cannot cover fails the batch, so no order exists without its stock and no
 * stock is taken without its order (decision 0050). The
 * confirmation e-mail, when the caller gives one, is queued in the same batch
 * under the message id `order-confirmation/<publicId>`.
 */
export async function createOrder({
  db,
  order,
  lines,
  lineShares,
  cartIdToClear,
  confirmationEmail,
}: {
  db: Db;
  order: NewOrder;
  lines: readonly OrderLine[];
  /** Each line's share of the discount and points (allocateOrderDiscount), in line order. */
  lineShares: readonly LineShare[];
  cartIdToClear: string | null;
  /** The e-mail for the order, written once its public id (for the link) is known. */
  confirmationEmail?: (publicId: string) => Omit<OutgoingEmail, "kind" | "messageId">;
}): Promise<CreateOrderResult> {
  const publicId = newPublicId();
  const orderId = sql`(select ${orders.id} from ${orders} where ${orders.publicId} = ${publicId})`;
  const email = order.customerEmail.trim().toLowerCase();
  try {
    await runBatch(db, [
      db.insert(orders).values({
        publicId,
        idempotencyKey: order.idempotencyKey,
        userId: order.userId,
        customerName: order.customerName,
        customerEmail: email,
        shippingAddress: order.shippingAddress,
        shippingCity: order.shippingCity,
        shippingState: order.shippingState,
        shippingZip: order.shippingZip,
        shippingCountry: order.shippingCountry,
        notes: order.notes ?? null,
        subtotalCents: order.totals.subtotalCents,
        shippingCents: order.totals.shippingCents,
        discountCents: order.totals.discountCents,
        pointsCents: order.totals.pointsCents,
        totalBeforeTaxCents: order.totals.totalCents - order.totals.taxCents,
        taxCents: order.totals.taxCents,
        shippingTaxCents: order.tax.sales.shipping.taxCents,
        taxProvider: order.tax.provider,
        taxCalculation: order.tax.calculation,
        shippingMethod: order.shipping.method,
        deliveryEarliest: order.shipping.window.earliest,
        deliveryLatest: order.shipping.window.latest,
        discountCode: order.discountCode,
        status: order.status,
        paymentProvider: order.payment.provider,
        paymentReference: order.payment.reference,
        cardBrand: order.payment.cardBrand,
        cardLast4: order.payment.cardLast4,
      }),
      ...lines.map((line, index) =>
        db.insert(orderItems).values({
          orderId,
          fragranceId: line.fragranceId,
          name: line.name,
          size: line.size,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          discountCents: lineShares[index]?.discountCents ?? 0,
          pointsCents: lineShares[index]?.pointsCents ?? 0,
          taxCents: order.tax.sales.lines[index]?.taxCents ?? 0,
          taxRatePpm: order.tax.sales.lines[index]?.ratePpm ?? 0,
          taxJurisdiction: order.tax.sales.lines[index]?.jurisdiction ?? null,
        }),
      ),
      ...takeStockStatements(db, publicId, lines),
      ...(order.redemption ? [redeemPromotionStatement(db, orderId, { ...order.redemption, email, userId: order.userId })] : []),
      // The spend before the earning: the balance's CHECK judges the points
      // against what the member held before this order, never against what
      // this very order earns.
      ...(order.pointsFrom && order.totals.pointsCents > 0
        ? [spendPointsStatement(db, { userId: order.pointsFrom.userId, orderId, publicId, points: order.totals.pointsCents })]
        : []),
      ...(order.status === "paid" && order.earnAt ? [earnOrderPointsStatement(db, orderId, { thresholds: order.earnAt })] : []),
      ...(cartIdToClear ? [db.delete(cartItems).where(eq(cartItems.cartId, cartIdToClear))] : []),
      ...(confirmationEmail
        ? [queueEmail(db, { ...confirmationEmail(publicId), kind: "order-confirmation", messageId: orderConfirmationMessageId(publicId) })]
        : []),
    ]);
    return { ok: true, publicId };
  } catch (error) {
    if (isUniqueViolation(error, "orders.idempotency_key")) {
      return { ok: false, reason: "duplicate", existing: await findOrderByIdempotencyKey({ db, idempotencyKey: order.idempotencyKey }) };
    }
    const limit = promotionLimitError(error);
    if (limit) return { ok: false, reason: limit === "used-up" ? "discount-used-up" : "discount-used-by-you" };
    if (isPointsBalanceError(error)) return { ok: false, reason: "points" };
    if (isOutOfStockError(error)) return { ok: false, reason: "out-of-stock" };
    throw error;
  }
}

/**
 * An order line's name as pages and e-mails about it after the order show it:
 * a sample says so ("Midnight Oud (2 ml sample)", lineName in app/lib/sizes.ts).
 */
export const sizedLineName = sql<string>`case when ${orderItems.size} = '2ml' then ${orderItems.name} || ' (2 ml sample)' else ${orderItems.name} end`;

/** The outbox message id of an order's confirmation e-mail. */
export function orderConfirmationMessageId(publicId: string) {
  return `order-confirmation/${publicId}`;
}

export async function getOrderByPublicId({ db, publicId }: { db: Db; publicId: string }) {
  if (!/^[0-9a-f]{32}$/.test(publicId)) return null;
  const order = await db.select().from(orders).where(eq(orders.publicId, publicId)).get();
  if (!order) return null;
  const items = await db
    .select({
      fragranceId: orderItems.fragranceId,
      name: orderItems.name,
      size: orderItems.size,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      discountCents: orderItems.discountCents,
      taxCents: orderItems.taxCents,
      taxRatePpm: orderItems.taxRatePpm,
      taxJurisdiction: orderItems.taxJurisdiction,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { ...order, totalCents: chargedCents(order), items };
}

/** What a row of a shopper's order history shows. */
const HISTORY_COLUMNS = {
  publicId: orders.publicId,
  createdAt: orders.createdAt,
  status: orders.status,
  totalCents: orderTotalCents,
  shippingMethod: orders.shippingMethod,
  deliveryEarliest: orders.deliveryEarliest,
  deliveryLatest: orders.deliveryLatest,
};

/**
 * One page of a signed-in shopper's orders, newest first: only rows whose
 * user_id is theirs (an order placed as a guest with the same e-mail is not
 * theirs: registering never proves the address). One row more than the page is
 * read to know whether older orders follow, without counting them all.
 */
export async function listUserOrders({ db, userId, page, pageSize }: { db: Db; userId: number; page: number; pageSize: number }) {
  const rows = await db
    .select({ ...HISTORY_COLUMNS, id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { orders: rows.slice(0, pageSize), hasOlder: rows.length > pageSize };
}

/**
 * One page of a signed-in shopper's orders for the JSON API (LIMIT/OFFSET, as
 * the API's other lists), newest first, with how many they have in all.
 */
export async function listUserOrdersPage({ db, userId, limit, offset }: { db: Db; userId: number; limit: number; offset: number }) {
  const [rows, counted] = await Promise.all([
    db
      .select({
        ...HISTORY_COLUMNS,
        id: orders.id,
        subtotalCents: orders.subtotalCents,
        shippingCents: orders.shippingCents,
        discountCents: orders.discountCents,
        pointsCents: orders.pointsCents,
        taxCents: orders.taxCents,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)` }).from(orders).where(eq(orders.userId, userId)).get(),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Moves a guest's order into the account with the same e-mail. Only an order
 * without an account moves, and only to an account whose e-mail it was placed
 * with; true when it moved.
 */
export async function claimGuestOrder({ db, orderId, userId, email }: { db: Db; orderId: number; userId: number; email: string }) {
  const moved = await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.id, orderId), isNull(orders.userId), eq(orders.customerEmail, email.trim().toLowerCase())))
    .returning({ id: orders.id });
  return moved.length > 0;
}
