import type { ActionFunctionArgs } from "#remix-runtime";
import { cartTotals, MAX_LINE_QUANTITY } from "~/lib/cart-totals";
import { formatCents } from "~/lib/money";
import { IDEMPOTENCY_KEY_PATTERN, paymentIntentSchema, QUANTITY_SUM_MESSAGE } from "~/lib/payment-intent-schema";
import { checkDiscountCode } from "~/models/discount.server";
import { priceRequestedItems } from "~/models/order-pricing.server";
import { createOrder, findOrderByIdempotencyKey, type OrderSummary } from "~/models/order.server";
import { getUser } from "~/http/auth.server";
import { getPaymentProvider } from "~/services/payment/test-mode-provider";
import { checkRateLimit } from "~/http/rate-limit-response.server";

const MAX_BODY_BYTES = 64 * 1024;

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ message, ...extra }, { status });

const intentResponse = (order: OrderSummary, status = 200) =>
  Response.json(
    { orderId: order.publicId, amount: order.totalCents, currency: "usd", status: order.status },
    { status },
  );

/**
 * Creates a pending order for a payment: the amount is recomputed from the
 * catalogue and must equal the client's; an Idempotency-Key header makes a
 * retry return the same order instead of a second one.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return fail(405, "Use POST with a JSON body.");
  const limited = await checkRateLimit(context, "checkout", { json: true });
  if (limited) return limited;

  const key = request.headers.get("Idempotency-Key");
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return fail(400, "Idempotency-Key must be 8-64 letters, digits, '-' or '_'.");
  }
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return fail(413, "The request body is too large.");
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail(400, "The request body must be JSON.");
  }
  const parsed = paymentIntentSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".") || "body"] ??= []).push(issue.message);
    return fail(400, "The order details are not valid.", { errors });
  }
  const { amount, orderDetails } = parsed.data;

  if (key) {
    const existing = await findOrderByIdempotencyKey({ db: context.db, idempotencyKey: key });
    if (existing) {
      if (existing.totalCents !== amount) return fail(409, "This Idempotency-Key was already used for a different order.");
      return intentResponse(existing);
    }
  }

  const priced = await priceRequestedItems({ db: context.db, items: orderDetails.items });
  if (!priced.ok) return fail(422, priced.message, { errors: priced.errors });
  // Lines named once by id and once by name merge only once priced.
  if (priced.lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    return fail(400, "The order details are not valid.", { errors: { "orderDetails.items": [QUANTITY_SUM_MESSAGE] } });
  }

  let percentOff = 0;
  let discountCode: string | null = null;
  if (orderDetails.discountCode) {
    const checked = await checkDiscountCode({ db: context.db, code: orderDetails.discountCode, email: orderDetails.customerEmail });
    if (!checked.ok) return fail(422, checked.message, { errors: { "orderDetails.discountCode": [checked.message] } });
    percentOff = checked.discount.percentOff;
    discountCode = checked.discount.code;
  }
  const totals = cartTotals(priced.lines, percentOff);
  if (amount !== totals.totalCents) {
    return fail(422, `Amount mismatch: the order total is ${totals.totalCents} cents (${formatCents(totals.totalCents)}).`, {
      expectedAmount: totals.totalCents,
      errors: { amount: [`amount must be ${totals.totalCents}`] },
    });
  }

  const user = await getUser(request, context);
  const idempotencyKey = key ?? crypto.randomUUID();
  const created = await createOrder({
    db: context.db,
    cartIdToClear: null,
    lines: priced.lines,
    order: {
      idempotencyKey,
      userId: user?.id ?? null,
      customerName: orderDetails.customerName,
      customerEmail: orderDetails.customerEmail,
      shippingAddress: orderDetails.shippingAddress.address,
      shippingCity: orderDetails.shippingAddress.city,
      shippingState: orderDetails.shippingAddress.state || null,
      shippingZip: orderDetails.shippingAddress.zipCode || null,
      shippingCountry: "United States",
      notes: orderDetails.notes ?? null,
      totals,
      discountCode,
      status: "pending",
      payment: { provider: getPaymentProvider().name, reference: null, cardBrand: null, cardLast4: null },
    },
  });
  if (created.ok) {
    return intentResponse({ publicId: created.publicId, status: "pending", totalCents: totals.totalCents, customerEmail: orderDetails.customerEmail }, 201);
  }
  if (created.reason === "duplicate" && created.existing) return intentResponse(created.existing);
  return fail(422, "This discount code has already been used with this email address.");
}
