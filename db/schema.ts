import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

// Timestamps are integer milliseconds since the epoch; money is integer cents.
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const GENDERS = ["male", "female", "unisex"] as const;
export const SEASONS = ["summer", "spring", "fall", "winter"] as const;
export const ROLES = ["customer", "admin"] as const;
export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled"] as const;

export const fragrances = sqliteTable(
  "fragrances",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    gender: text("gender", { enum: GENDERS }).notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull().default(4000),
    imageUrl: text("image_url").notNull(),
    // Notes are JSON arrays as entered; notes_key and search_text below are the
    // derived forms that filters and search query in SQL.
    topNotes: text("top_notes", { mode: "json" }).$type<string[]>().notNull(),
    middleNotes: text("middle_notes", { mode: "json" }).$type<string[]>().notNull(),
    baseNotes: text("base_notes", { mode: "json" }).$type<string[]>().notNull(),
    inspiration: text("inspiration"),
    inspirationReleaseYear: integer("inspiration_release_year"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    // Derived columns, computed by app/lib/fragrance-derived.ts on every write.
    brand: text("brand"),
    season: text("season", { enum: SEASONS }).notNull(),
    notesKey: text("notes_key").notNull(),
    searchText: text("search_text").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("fragrances_name_unique").on(t.name),
    index("fragrances_gender_idx").on(t.gender),
    index("fragrances_brand_idx").on(t.brand),
    index("fragrances_season_idx").on(t.season),
    index("fragrances_featured_idx").on(t.featured),
    index("fragrances_created_at_idx").on(t.createdAt),
    check("fragrances_gender_check", sql`${t.gender} in ('male', 'female', 'unisex')`),
    check("fragrances_season_check", sql`${t.season} in ('summer', 'spring', 'fall', 'winter')`),
    check("fragrances_price_check", sql`${t.price} >= 0`),
    check("fragrances_name_check", sql`length(${t.name}) between 1 and 255`),
    check(
      "fragrances_year_check",
      sql`${t.inspirationReleaseYear} is null or ${t.inspirationReleaseYear} between 1800 and 2100`,
    ),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored lower-cased so e-mails compare case-insensitively.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phoneNumber: text("phone_number"),
    role: text("role", { enum: ROLES }).notNull().default("customer"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_check", sql`length(${t.email}) <= 255 and ${t.email} = lower(${t.email})`),
    check("users_first_name_check", sql`${t.firstName} is null or length(${t.firstName}) <= 100`),
    check("users_last_name_check", sql`${t.lastName} is null or length(${t.lastName}) <= 100`),
    check("users_phone_check", sql`${t.phoneNumber} is null or length(${t.phoneNumber}) <= 20`),
    check("users_role_check", sql`${t.role} in ('customer', 'admin')`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the token; the token itself is only ever held by the client.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const favorites = sqliteTable(
  "favorites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fragranceId: integer("fragrance_id")
      .notNull()
      .references(() => fragrances.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_fragrance_unique").on(t.userId, t.fragranceId),
    index("favorites_fragrance_idx").on(t.fragranceId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    productName: text("product_name"),
    productId: integer("product_id").references(() => fragrances.id, { onDelete: "set null" }),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_approved_created_idx").on(t.approved, t.createdAt),
    index("reviews_product_idx").on(t.productId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_name_check", sql`length(${t.name}) between 1 and 100`),
    check("reviews_email_check", sql`length(${t.email}) <= 255`),
    check(
      "reviews_product_name_check",
      sql`${t.productName} is null or length(${t.productName}) <= 255`,
    ),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_cart_fragrance_unique").on(t.cartId, t.fragranceId),
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
    totalCents: integer("total_cents").notNull(),
    discountCode: text("discount_code"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentProvider: text("payment_provider"),
    paymentReference: text("payment_reference"),
    // Only the card brand and last four digits are ever stored.
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_public_id_unique").on(t.publicId),
    uniqueIndex("orders_idempotency_key_unique").on(t.idempotencyKey),
    index("orders_user_idx").on(t.userId),
    index("orders_created_idx").on(t.createdAt),
    check("orders_status_check", sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check(
      "orders_totals_check",
      sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} - ${t.discountCents}`,
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
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_check", sql`${t.quantity} >= 1`),
    check("order_items_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_unique").on(t.email),
    check("newsletter_email_check", sql`length(${t.email}) <= 255`),
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

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: integer("reset_at", { mode: "timestamp_ms" }).notNull(),
});

// Small key/value facts about the database itself, e.g. which seed has run.
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

