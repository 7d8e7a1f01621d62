// Discount codes an admin creates, and each order's use of one (issue 35, decision 0051).
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, type GENDERS, PROMOTION_KINDS, type SIZES } from "./columns";
import { users } from "./accounts";
import { orders } from "./commerce";

/**
 * A discount code. `uses` is derived, never written by the app: a trigger
 * moves it with every redemption added or removed (migrations/0011), and its
 * CHECK against `total_use_limit` fails the order's batch that would use the
 * code once too often. Instants are epoch milliseconds: usable from
 * `starts_at` (inclusive) until `ends_at` (exclusive).
 */
export const promotions = sqliteTable(
  "promotions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull(),
    kind: text("kind", { enum: PROMOTION_KINDS }).notNull(),
    // percent: 1-100; fixed: cents; free-shipping: 0.
    value: integer("value").notNull(),
    minimumSubtotalCents: integer("minimum_subtotal_cents"),
    startsAt: integer("starts_at"),
    endsAt: integer("ends_at"),
    totalUseLimit: integer("total_use_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    firstOrderOnly: integer("first_order_only", { mode: "boolean" }).notNull().default(false),
    // Restrictions as JSON lists; an empty list does not restrict.
    fragranceIds: text("fragrance_ids", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    genders: text("genders", { mode: "json" }).$type<(typeof GENDERS)[number][]>().notNull().default(sql`'[]'`),
    sizes: text("sizes", { mode: "json" }).$type<(typeof SIZES)[number][]>().notNull().default(sql`'[]'`),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    uses: integer("uses").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("promotions_code_unique").on(t.code),
    check("promotions_code_check", sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 32`),
    check("promotions_kind_check", sql`${t.kind} in ('percent', 'fixed', 'free-shipping')`),
    check(
      "promotions_value_check",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} >= 1) or (${t.kind} = 'free-shipping' and ${t.value} = 0)`,
    ),
    check("promotions_minimum_check", sql`${t.minimumSubtotalCents} is null or ${t.minimumSubtotalCents} >= 1`),
    check("promotions_dates_check", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check("promotions_limits_check", sql`(${t.totalUseLimit} is null or ${t.totalUseLimit} >= 1) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1)`),
    check("promotions_uses_check", sql`${t.uses} >= 0 and (${t.totalUseLimit} is null or ${t.uses} <= ${t.totalUseLimit})`),
  ],
);

/**
 * One order's use of a code (one code per order). Written in the order's own
 * batch; released (released_at) in the batch that fails, cancels or fully
 * refunds it, which gives the use back. A BEFORE INSERT trigger refuses a use
 * past the code's per-customer limit, by account or by e-mail (migrations/0011).
 */
export const promotionRedemptions = sqliteTable(
  "promotion_redemptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // Lower-cased.
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // What the code gave: off the merchandise, and off the shipping.
    discountCents: integer("discount_cents").notNull().default(0),
    shippingDiscountCents: integer("shipping_discount_cents").notNull().default(0),
    createdAt: createdAt(),
    // Set when the order failed, expired, was cancelled or fully refunded: the
    // use is given back (the row stays, with what it gave). Cleared again if
    // a failed order is paid after all and the code's limits still allow it.
    releasedAt: integer("released_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("promotion_redemptions_order_unique").on(t.orderId),
    index("promotion_redemptions_email_idx").on(t.promotionId, t.email),
    index("promotion_redemptions_user_idx").on(t.promotionId, t.userId),
    check("promotion_redemptions_amounts_check", sql`${t.discountCents} >= 0 and ${t.shippingDiscountCents} >= 0`),
  ],
);
