// Carts, orders and discount codes.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, ORDER_STATUSES, RETURN_REASONS, RETURN_REQUEST_STATUSES, SHIPPING_METHODS, SIZES } from "./columns";
import { users } from "./accounts";
import { fragrances } from "./catalogue";

export const carts = sqliteTable(
  "carts",
  {
    // Random id held in the onbrand-cart cookie.
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex("carts_user_unique").on(t.userId)],
);

export const cartItems = sqliteTable(
  "cart_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    fragranceId: integer("fragrance_id")
      .notNull()
      .references(() => fragrances.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    // Which size of the fragrance (lines from before sizes are 10 ml).
    size: text("size", { enum: SIZES }).notNull().default("10ml"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_cart_fragrance_size_unique").on(t.cartId, t.fragranceId, t.size),
    check("cart_items_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Unguessable id used in the confirmation link.
    publicId: text("public_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingState: text("shipping_state"),
    shippingZip: text("shipping_zip"),
    shippingCountry: text("shipping_country").notNull(),
    notes: text("notes"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    // The part of discount_cents paid with Scent Rewards points (1 point = 1
    // cent): kept inside the discount so the total's CHECK holds unchanged.
    pointsCents: integer("points_cents").notNull().default(0),
    // The total BEFORE tax: the table's CHECK holds it to subtotal + shipping
    // − discount, and a CHECK cannot change without rebuilding the table (see
    // shippingMethod). What the shopper was charged is this plus tax_cents
    // (decision 0058); the models read it as `totalCents`.
    totalBeforeTaxCents: integer("total_cents").notNull(),
    // Sales tax charged (issue 39): the lines' tax_cents plus shipping_tax_cents.
    taxCents: integer("tax_cents").notNull().default(0),
    shippingTaxCents: integer("shipping_tax_cents").notNull().default(0),
    // Which tax provider computed it ("embedded", "stripe") and its records:
    // Stripe Tax's calculation (taxcalc_…) and, once paid, its transaction (tax_…).
    taxProvider: text("tax_provider"),
    taxCalculation: text("tax_calculation"),
    taxTransaction: text("tax_transaction"),
    discountCode: text("discount_code"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentProvider: text("payment_provider"),
    paymentReference: text("payment_reference"),
    // Only the card brand and last four digits are ever stored.
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    // Set when an admin marks the order shipped (optional for the carrier).
    trackingNumber: text("tracking_number"),
    // The shipping the shopper chose (its price is shipping_cents) and the
    // delivery days promised when the order was placed ("2026-12-02"); older
    // orders have no window. Kept as plain columns (no table check): adding a
    // check would rebuild the table, which D1 cannot do safely under its
    // foreign keys. app/lib/shipping.ts holds the allowed methods.
    shippingMethod: text("shipping_method", { enum: SHIPPING_METHODS }).notNull().default("standard"),
    deliveryEarliest: text("delivery_earliest"),
    deliveryLatest: text("delivery_latest"),
    // Set when an admin marks the order delivered: the return and exchange
    // windows count from its shop day (app/lib/returns.ts).
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    // When the status last changed (payment, shipping, delivery, cancellation).
    statusChangedAt: integer("status_changed_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("orders_public_id_unique").on(t.publicId),
    uniqueIndex("orders_idempotency_key_unique").on(t.idempotencyKey),
    index("orders_user_idx").on(t.userId),
    index("orders_created_idx").on(t.createdAt),
    index("orders_email_created_idx").on(t.customerEmail, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // The dashboard's sums over a period's sales (decision 0056): every column
    // they read, so a year of orders is summed from the index alone.
    index("orders_sales_idx").on(t.status, t.createdAt, t.totalBeforeTaxCents, t.shippingCents, t.discountCents, t.pointsCents, t.customerEmail),
    // Whether a customer had a sale before a day: one seek per customer.
    index("orders_email_sales_idx").on(t.customerEmail, t.status, t.createdAt),
    // A provider's webhook names its payment (Stripe: the PaymentIntent or Checkout Session id).
    index("orders_payment_reference_idx").on(t.paymentProvider, t.paymentReference),
    check(
      "orders_status_check",
      sql`${t.status} in ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed')`,
    ),
    check("orders_tracking_number_check", sql`${t.trackingNumber} is null or length(${t.trackingNumber}) between 1 and 100`),
    check(
      "orders_totals_check",
      sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalBeforeTaxCents} = ${t.subtotalCents} + ${t.shippingCents} - ${t.discountCents}`,
    ),
    check("orders_card_last4_check", sql`${t.cardLast4} is null or length(${t.cardLast4}) = 4`),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fragranceId: integer("fragrance_id").references(() => fragrances.id, { onDelete: "set null" }),
    // Snapshots: the order keeps what was bought even if the catalogue changes.
    name: text("name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    // The size bought (orders from before sizes were all 10 ml).
    size: text("size", { enum: SIZES }).notNull().default("10ml"),
    // This line's share of the order's discount, in cents (allocateDiscount in
    // app/lib/cart-totals.ts): what was paid for the line is its total less this.
    discountCents: integer("discount_cents").notNull().default(0),
    // The part of this line's discount_cents paid with points (a refund of the
    // line gives these back as points, the rest as money).
    pointsCents: integer("points_cents").notNull().default(0),
    // The sales tax on this line (issue 39), the combined rate it was charged
    // at in parts per million (8.81 % = 88100) and where it is owed ("Denver, CO").
    taxCents: integer("tax_cents").notNull().default(0),
    taxRatePpm: integer("tax_rate_ppm").notNull().default(0),
    taxJurisdiction: text("tax_jurisdiction"),
  },
  (t) => [
    // An order's lines; it also holds what the dashboard sums per fragrance,
    // so a year's lines are read without their rows (decision 0056).
    index("order_items_sales_idx").on(t.orderId, t.fragranceId, t.size, t.quantity, t.unitPriceCents, t.discountCents),
    check("order_items_quantity_check", sql`${t.quantity} >= 1`),
    check("order_items_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

/**
 * A shopper's request to send items back (issue 33): a refund for unopened
 * items or an exchange for defective ones. `number` is what the shopper and
 * the e-mails quote ("3F9A01BC-R1": the order's number and the request's
 * place among its requests); its unique index (per order) also makes two
 * requests built from the same view of an order collide, so one of them
 * re-reads and re-checks the quantities left (D1 has no transactions).
 */
export const returnRequests = sqliteTable(
  "return_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    number: text("number").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: RETURN_REQUEST_STATUSES }).notNull().default("requested"),
    reason: text("reason", { enum: RETURN_REASONS }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
    statusChangedAt: integer("status_changed_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    // Why an admin rejected it, as the shopper's e-mail says (at most 500 characters, checked by its form:
    // a CHECK here would make the migration rebuild the table, whose drop cascades to its lines).
    decisionNote: text("decision_note"),
    // The $0 replacement order an exchange sent (admin returns, decision 0049).
    exchangeOrderId: integer("exchange_order_id").references(() => orders.id, { onDelete: "set null" }),
  },
  (t) => [
    // Per order: two orders may share their first 8 hex digits, hence their number.
    uniqueIndex("return_requests_order_number_unique").on(t.orderId, t.number),
    index("return_requests_status_created_idx").on(t.status, t.createdAt),
    check(
      "return_requests_status_check",
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged')`,
    ),
    check("return_requests_reason_check", sql`${t.reason} in ('unopened', 'defective')`),
    check("return_requests_note_check", sql`${t.note} is null or length(${t.note}) <= 1000`),
  ],
);

export const returnRequestItems = sqliteTable(
  "return_request_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    // What these units were paid after the order's discount, when asked: the
    // refund of a return, the value an exchange replaces (app/lib/returns.ts).
    refundCents: integer("refund_cents").notNull(),
    // The fragrance an exchange sends instead; null means the same one again.
    exchangeFragranceId: integer("exchange_fragrance_id").references(() => fragrances.id, { onDelete: "set null" }),
  },
  (t) => [
    index("return_request_items_request_idx").on(t.requestId),
    index("return_request_items_order_item_idx").on(t.orderItemId),
    check("return_request_items_quantity_check", sql`${t.quantity} >= 1`),
    check("return_request_items_refund_check", sql`${t.refundCents} >= 0`),
  ],
);

export const discountCodes = sqliteTable(
  "discount_codes",
  {
    code: text("code").primaryKey(),
    percentOff: integer("percent_off").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    oncePerEmail: integer("once_per_email", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check("discount_codes_percent_check", sql`${t.percentOff} between 1 and 100`)],
);

export const discountRedemptions = sqliteTable(
  "discount_redemptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code")
      .notNull()
      .references(() => discountCodes.code, { onDelete: "cascade" }),
    email: text("email").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // "Once per e-mail" is a constraint, not a check in code: D1 has no transactions.
  (t) => [uniqueIndex("discount_redemptions_code_email_unique").on(t.code, t.email)],
);

/**
 * Every provider event we acted on, by the provider's event id: a replayed or
 * retried delivery finds its row and changes nothing (decision 0031). The row
 * is written in the same batch as the order change it caused.
 */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  // The order the event was about, when we know it (kept if the order goes).
  orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
  processedAt: integer("processed_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
