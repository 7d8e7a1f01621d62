import { shippingDiscountCents } from "~/lib/promotion-totals";
import { PROMOTION_MESSAGES } from "~/lib/promotion-rules";
import { REWARD_MESSAGES } from "~/lib/rewards";
import { deliveryWindow } from "~/lib/delivery-window";
import { DEFAULT_SHIPPING_METHOD, type ShippingMethod } from "~/lib/shipping-rates";
import { orderConfirmationEmail } from "~/lib/emails/order-confirmation";
import { salesTaxLabel } from "~/lib/order-tax.server";
import { orderNumber } from "~/lib/order-display";
import { siteConfigFrom } from "~/lib/site";
import { fitCartToStock, getCartLines } from "~/models/cart.server";
import { onlyLeftMessage } from "~/lib/stock";
import { getStockLevels } from "~/models/stock.server";
import { priceRequestedItems, type PricingFailure, type RequestedItem } from "~/models/order-pricing.server";
import { createOrder, findOrderByIdempotencyKey, type OrderLine, type OrderSummary } from "~/models/order.server";
import type { ServiceContext } from "./service-context";
import type { CardDetails } from "./payment/payment-provider";
import { getPaymentProvider } from "./payment/choose-provider";
import { startHostedPayment, type HostedMode } from "./hosted-payment.server";
import { priceCheckout } from "./price-checkout.server";
import { pointsTheOrderEarns } from "./reward-earning.server";

/**
 * Where the order's lines come from: the shopper's cart (the checkout form,
 * which empties it once the order exists) or the items an API client lists
 * (priced against the catalogue; no cart is touched).
 */
export type OrderSource = { from: "cart"; cartId: string | null } | { from: "items"; items: readonly RequestedItem[] };

/**
 * The checkout form in test mode charges the card now; the payment API leaves
 * a pending order to be paid. With a hosted provider (Stripe) the order is
 * written pending first, then the provider is asked for a payment of its
 * total: an intent for its fields in our page, or its own checkout page; the
 * order becomes paid only when the provider says so (decision 0031).
 */
export type OrderPayment = { charge: CardDetails } | { charge: null; hosted?: { mode: HostedMode; origin: string } };

/** What the shopper does next to pay a hosted order. */
export type NextPaymentStep = { clientSecret: string } | { redirectUrl: string };

export type OrderRequest = {
  /** Makes a retry return the first order; null when an API client sent none. */
  idempotencyKey: string | null;
  source: OrderSource;
  userId: number | null;
  customer: {
    name: string;
    email: string;
    address: string;
    city: string;
    state?: string | null;
    zip?: string | null;
    country: string;
    notes?: string | null;
  };
  discountCode?: string | null;
  /** Scent Rewards points to spend (steps of 100 = $1.00); a signed-in member's only. */
  rewardPoints?: number;
  /** Standard unless the shopper chose Express; priced here from the shop's settings. */
  shippingMethod?: ShippingMethod;
  /** The total the client saw (the form's hidden field, the API's `amount`): the order is placed only for it. */
  expectedTotal?: number;
  payment: OrderPayment;
  /**
   * The checkout form's orders get a confirmation e-mail, queued with the
   * order; `origin` is the public origin its order link points at. The
   * payment API's pending orders get none (nothing is paid yet).
   */
  confirmation?: { origin: string };
};

export type PlaceOrderResult =
  | { ok: true; order: OrderSummary; created: boolean; next?: NextPaymentStep }
  | { ok: false; kind: "empty-cart" }
  | { ok: false; kind: "key-reused" }
  | ({ kind: "items" } & PricingFailure)
  | { ok: false; kind: "discount"; message: string }
  | { ok: false; kind: "points"; message: string }
  | { ok: false; kind: "total-changed"; totalCents: number; taxCents: number }
  /** The address's state or ZIP does not let tax be worked out (the field to fix and why). */
  | { ok: false; kind: "address"; field: "state" | "zip"; message: string }
  /** The tax provider could not be asked (Stripe Tax unreachable): nothing is charged. */
  | { ok: false; kind: "tax-unavailable"; reason: string }
  /** More was asked than the shelf holds (a cart is set to what is left): one message per line short. */
  | { ok: false; kind: "stock"; message: string; messages: string[] }
  | { ok: false; kind: "declined"; reason: string }
  | { ok: false; kind: "payment-unavailable"; reason: string };

/** Why no order was placed; each caller says it in its own words (the form's alert, the API's JSON). */
export type PlaceOrderFailure = Exclude<PlaceOrderResult, { ok: true }>;

/**
 * The one order pipeline, for the checkout form and the payment API:
 * idempotency → lines priced from the database → discount → totals → the
 * client's total must match → charge (form) → the order in one batch.
 * Every price and total is recomputed here; the provider is charged exactly
 * that total, and the order is written only after the charge.
 */
export async function placeOrder({
  context,
  request,
}: {
  context: Pick<ServiceContext, "db" | "env" | "outbox">;
  request: OrderRequest;
}): Promise<PlaceOrderResult> {
  const { db } = context;
  const { idempotencyKey, customer } = request;

  // A retry (or a double click) of a request that already became an order.
  const previous = idempotencyKey ? await findOrderByIdempotencyKey({ db, idempotencyKey }) : null;
  if (previous) return withPaymentStep(context, request, answerWithPrevious(previous, request.expectedTotal));

  let lines: OrderLine[];
  if (request.source.from === "cart") {
    lines = await getCartLines({ db, cartId: request.source.cartId });
    if (lines.length === 0) {
      // An identical submit may have just placed the order and emptied the cart.
      const placed = idempotencyKey ? await findOrderByIdempotencyKey({ db, idempotencyKey }) : null;
      if (placed) return withPaymentStep(context, request, answerWithPrevious(placed, request.expectedTotal));
      return { ok: false, kind: "empty-cart" };
    }
  } else {
    const priced = await priceRequestedItems({ db, items: request.source.items });
    if (!priced.ok) return { kind: "items", ...priced };
    lines = priced.lines;
  }

  // Checked before anything is charged; the order's batch checks again (a
  // shopper racing for the last bottle passes here and loses there).
  const short = await shortLines(db, lines);
  if (short.length) return stockFailure(db, request.source, short);

  const shippingMethod = request.shippingMethod ?? DEFAULT_SHIPPING_METHOD;
  const pricing = await priceCheckout(context, {
    lines,
    discountCode: request.discountCode,
    email: customer.email,
    userId: request.userId,
    points: request.rewardPoints ?? 0,
    shippingMethod,
    address: { state: customer.state, zip: customer.zip, city: customer.city, line: customer.address },
    idempotencyKey,
  });
  if (!pricing.ok) return pricing;
  const { promotion, priced } = pricing;
  const { totals, lineShares } = priced;
  // Promised from the day it is placed (the shop's day), whatever day it is paid.
  const shipping = { method: shippingMethod, window: deliveryWindow(shippingMethod, Date.now()) };
  if (request.expectedTotal !== undefined && request.expectedTotal !== totals.totalCents) {
    return { ok: false, kind: "total-changed", totalCents: totals.totalCents, taxCents: totals.taxCents };
  }

  const key = idempotencyKey ?? crypto.randomUUID();
  const provider = getPaymentProvider(context.env);
  let payment = { provider: provider.name, reference: null as string | null, cardBrand: null as string | null, cardLast4: null as string | null };
  if (request.payment.charge) {
    if (provider.kind !== "card-form") return { ok: false, kind: "payment-unavailable", reason: "Card details are taken by the payment provider's own fields." };
    const charge = await provider.charge({
      amountCents: totals.totalCents,
      currency: "usd",
      card: request.payment.charge,
      idempotencyKey: key,
      description: `Order of ${lines.length} fragrance line(s)`,
    });
    if (!charge.ok) return { ok: false, kind: "declined", reason: charge.declineReason };
    payment = { provider: provider.name, reference: charge.reference, cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 };
  }

  const status = request.payment.charge ? "paid" : "pending";
  const confirmation = status === "paid" ? request.confirmation : undefined;
  const earning = status === "paid" ? await pointsTheOrderEarns(context, { userId: request.userId, merchandisePaidCents: totals.subtotalCents - totals.discountCents }) : null;
  const { brandName } = siteConfigFrom({ brandName: context.env.brandName });
  const created = await createOrder({
    db,
    cartIdToClear: request.source.from === "cart" ? request.source.cartId : null,
    lines,
    lineShares,
    order: {
      idempotencyKey: key,
      userId: request.userId,
      customerName: customer.name,
      customerEmail: customer.email,
      shippingAddress: customer.address,
      shippingCity: customer.city,
      shippingState: customer.state || null,
      shippingZip: customer.zip || null,
      shippingCountry: customer.country,
      notes: customer.notes ?? null,
      totals,
      tax: { ...pricing.tax, sales: priced.tax },
      shipping,
      discountCode: promotion?.code ?? null,
      redemption: promotion
        ? {
            promotionId: promotion.promotionId,
            discountCents: totals.discountCents - totals.pointsCents,
            shippingDiscountCents: shippingDiscountCents(lines, promotion.effect, pricing.input.shipping),
          }
        : null,
      pointsFrom: totals.pointsCents > 0 && request.userId !== null ? { userId: request.userId } : null,
      status,
      earnAt: earning?.thresholds,
      payment,
    },
    confirmationEmail: confirmation
      ? (publicId) => ({
          to: customer.email,
          ...orderConfirmationEmail({
            brandName,
            orderNumber: orderNumber(publicId),
            orderUrl: `${confirmation.origin}/orders/${publicId}`,
            customerName: customer.name,
            lines,
            totals,
            taxLabel: salesTaxLabel(priced.tax.lines),
            shipping,
            discountCode: promotion?.code ?? null,
            address: { line: customer.address, city: customer.city, state: customer.state || null, zip: customer.zip || null, country: customer.country },
            paidWith: payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand} ending in ${payment.cardLast4}` : null,
            pointsEarned: earning?.points ?? 0,
          }),
        })
      : undefined,
  });
  if (created.ok) {
    if (confirmation) context.outbox.queued = true;
    const order = { publicId: created.publicId, status, totalCents: totals.totalCents, taxCents: totals.taxCents, customerEmail: customer.email.trim().toLowerCase() };
    return withPaymentStep(context, request, { ok: true, order, created: true }, key);
  }
  // A concurrent identical request won the race: both answer with its order.
  // (A real provider dedupes the charge by the same idempotency key.)
  if (created.reason === "duplicate" && created.existing) {
    return withPaymentStep(context, request, { ok: true, order: created.existing, created: false });
  }
  // No order was written (another order took the last ones, used the code or
  // spent the points, between the checks and the batch): a card charged for it
  // is refunded in full, once (the refund's own key).
  if (payment.reference) {
    await provider.refund({ reference: payment.reference, amountCents: totals.totalCents, idempotencyKey: `${key}-${created.reason}` });
  }
  if (created.reason === "out-of-stock") return stockFailure(db, request.source, await shortLines(db, lines));
  if (created.reason === "points") return { ok: false, kind: "points", message: REWARD_MESSAGES.balanceChanged };
  return { ok: false, kind: "discount", message: created.reason === "discount-used-up" ? PROMOTION_MESSAGES.usedUp : PROMOTION_MESSAGES.usedByYou };
}

type ShortLine = { name: string; size: OrderLine["size"]; onHand: number };

/** The lines asking for more than is on the shelf now. */
async function shortLines(db: ServiceContext["db"], lines: readonly OrderLine[]): Promise<ShortLine[]> {
  const levels = await getStockLevels({ db, fragranceIds: lines.map((line) => line.fragranceId) });
  return lines.flatMap((line) => {
    const onHand = levels.get(line.fragranceId)?.[line.size] ?? 0;
    return line.quantity > onHand ? [{ name: line.name, size: line.size, onHand }] : [];
  });
}

/** A cart is set to what is left (so the shopper sees what can be bought); the message names each line. */
async function stockFailure(db: ServiceContext["db"], source: OrderSource, short: readonly ShortLine[]): Promise<PlaceOrderFailure> {
  if (source.from === "cart" && source.cartId) {
    const messages = await fitCartToStock({ db, cartId: source.cartId });
    if (messages.length) return { ok: false, kind: "stock", message: messages.join(" "), messages };
  }
  const messages = short.map((line) => onlyLeftMessage(line.name, line.size, line.onHand, false));
  // The race was lost, yet the shelf covers the cart now (stock came back): try again.
  if (!messages.length) messages.push("Some items sold out while you were checking out. Please check your cart and place your order again.");
  return { ok: false, kind: "stock", message: messages.join(" "), messages };
}

/** A key already used answers with its order, unless the client now expects another total: then the key is being reused. */
function answerWithPrevious(order: OrderSummary, expectedTotal: number | undefined): PlaceOrderResult {
  if (expectedTotal !== undefined && expectedTotal !== order.totalCents) return { ok: false, kind: "key-reused" };
  return { ok: true, order, created: false };
}

/**
 * A hosted payment starts once its pending order exists: new, or found again
 * by its idempotency key (a retry, or a crash before the provider answered),
 * which asks the provider again with the same key and so gets the same payment.
 */
async function withPaymentStep(
  context: Pick<ServiceContext, "db" | "env">,
  request: OrderRequest,
  result: PlaceOrderResult,
  key = request.idempotencyKey,
): Promise<PlaceOrderResult> {
  const hosted = "hosted" in request.payment ? request.payment.hosted : undefined;
  if (!result.ok || !hosted || result.order.status !== "pending" || !key) return result;
  const started = await startHostedPayment({
    context,
    publicId: result.order.publicId,
    idempotencyKey: key,
    mode: hosted.mode,
    origin: hosted.origin,
  });
  if (!started.ok) return { ok: false, kind: "payment-unavailable", reason: started.reason };
  return { ...result, next: "clientSecret" in started ? { clientSecret: started.clientSecret } : { redirectUrl: started.redirectUrl } };
}
